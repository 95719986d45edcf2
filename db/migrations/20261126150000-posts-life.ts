// Posts get the care pages have: a draft is not public (is_draft), a post may leave the site by
// itself at a time (unpublish_at, 게시 종료), every save keeps a revision (post_revisions) that can be restored, and a
// deleted post stays in the trash (deleted_at, deleted_by) for 30 days before the purge removes it and its files.
import type { Migration } from './types.js';

export const postsLife: Migration = {
  name: '20261126150000-posts-life',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      ALTER TABLE posts
        ADD COLUMN is_draft     boolean NOT NULL DEFAULT false,
        ADD COLUMN unpublish_at timestamptz,
        ADD COLUMN deleted_by   integer REFERENCES users(id) ON DELETE SET NULL;
      CREATE INDEX posts_unpublish ON posts (unpublish_at) WHERE deleted_at IS NULL AND unpublish_at IS NOT NULL;
      CREATE INDEX posts_trash ON posts (deleted_at) WHERE deleted_at IS NOT NULL;
      CREATE INDEX pages_trash ON pages (deleted_at) WHERE deleted_at IS NOT NULL;

      CREATE TABLE post_revisions (
        id          serial PRIMARY KEY,
        post_id     integer NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
        title       varchar(200) NOT NULL,
        content     text NOT NULL,
        note        varchar(300),
        staff_id    integer REFERENCES users(id) ON DELETE SET NULL,
        staff_name  varchar(50),
        created_at  timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX post_revisions_post ON post_revisions (post_id, id DESC);
    `);
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`
      DROP TABLE post_revisions;
      DROP INDEX pages_trash;
      ALTER TABLE posts DROP COLUMN is_draft, DROP COLUMN unpublish_at, DROP COLUMN deleted_by;
    `);
  },
};
