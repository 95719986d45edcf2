// Pages in the database (페이지 관리): every content page of the site by its route, with the version in force
// (title, lead, description, sanitized HTML body), a draft staff are working on, a version scheduled for a time,
// and every saved and published version in page_revisions. Seeded once from the pages as the code drew them
// (db/seed/pages-2026.ts). Deleted pages stay in the trash (deleted_at) until they are purged.
import type { Migration } from './types.js';
import { seedPages } from '../seed/pages-2026.js';

export const pages: Migration = {
  name: '20261126090000-pages',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      CREATE TABLE pages (
        id             serial PRIMARY KEY,
        path           varchar(200) NOT NULL CHECK (path ~ '^(/[a-z0-9][a-z0-9_-]{0,60}){1,4}$'),
        menu_group     varchar(20) NOT NULL,
        lang           varchar(7) NOT NULL CHECK (lang IN ('ko', 'zh-Hans')),
        title          varchar(200) NOT NULL CHECK (length(btrim(title)) > 0),
        summary        text,
        description    varchar(300),
        content        text NOT NULL DEFAULT '',
        published_at   timestamptz NOT NULL,
        published_by   integer REFERENCES users(id) ON DELETE SET NULL,
        draft          jsonb,
        draft_saved_at timestamptz,
        draft_saved_by integer REFERENCES users(id) ON DELETE SET NULL,
        scheduled      jsonb,
        scheduled_at   timestamptz,
        scheduled_by   integer REFERENCES users(id) ON DELETE SET NULL,
        counterpart_id integer REFERENCES pages(id) ON DELETE SET NULL,
        created_at     timestamptz NOT NULL DEFAULT now(),
        updated_at     timestamptz NOT NULL DEFAULT now(),
        deleted_at     timestamptz,
        deleted_by     integer REFERENCES users(id) ON DELETE SET NULL,
        CONSTRAINT pages_scheduled CHECK ((scheduled IS NULL) = (scheduled_at IS NULL))
      );
      CREATE UNIQUE INDEX pages_path ON pages (path) WHERE deleted_at IS NULL;
      CREATE INDEX pages_scheduled_at ON pages (scheduled_at) WHERE scheduled_at IS NOT NULL;

      CREATE TABLE page_revisions (
        id          serial PRIMARY KEY,
        page_id     integer NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
        kind        varchar(12) NOT NULL CHECK (kind IN ('published', 'draft', 'scheduled', 'restored')),
        title       varchar(200) NOT NULL,
        summary     text,
        description varchar(300),
        content     text NOT NULL,
        note        varchar(300),
        staff_id    integer REFERENCES users(id) ON DELETE SET NULL,
        staff_name  varchar(50),
        created_at  timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX page_revisions_page ON page_revisions (page_id, id DESC);
    `);
    for (const p of seedPages) {
      await qi.sequelize.query(
        `WITH p AS (
           INSERT INTO pages (path, menu_group, lang, title, summary, description, content, published_at)
           VALUES ($path, $group, $lang, $title, $summary, $description, $content, now()) RETURNING *
         )
         INSERT INTO page_revisions (page_id, kind, title, summary, description, content, note, created_at)
         SELECT id, 'published', title, summary, description, content, '소스 코드에서 옮긴 최초 판', published_at FROM p`,
        { bind: { ...p } },
      );
    }
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`DROP TABLE page_revisions; DROP TABLE pages;`);
  },
};
