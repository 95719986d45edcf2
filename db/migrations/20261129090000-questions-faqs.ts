// 입학상담 and 자주 묻는 질문: the board kind 'qna' and its first board (/board/qna), the
// questions asked there without an account (the asker's name, e-mail and password hash are personal data, nulled or
// deleted by the retention purge), the FAQ entries, and both pages in the 입학안내 menu (and the FAQ in the China
// section's), added to the stored menu document unless staff already link them.
import type { Migration } from './types.js';

const ENTRANCE_ITEMS = [
  { label: '입학상담', labelZh: '入学咨询', href: '/board/qna', newTab: false, visible: true },
  { label: '자주 묻는 질문', labelZh: '常见问题', href: '/entrance/faq', newTab: false, visible: true },
];
const CHINA_ITEMS = [
  { label: '자주 묻는 질문', labelZh: '常见问题', href: '/china/faq', newTab: false, visible: true },
];

/** Appends items to the menu group `key` that it does not link yet (jsonb, in SQL: no model in a migration). */
const addToGroup = (key: string) => `
  UPDATE site_documents d
     SET body = jsonb_set(d.body, ARRAY['groups', g.idx::text, 'items'],
                          (d.body->'groups'->g.idx->'items') || (
                            SELECT COALESCE(jsonb_agg(it), '[]'::jsonb) FROM jsonb_array_elements($items::jsonb) it
                             WHERE NOT EXISTS (
                               SELECT 1 FROM jsonb_array_elements(d.body->'groups'->g.idx->'items') have
                                WHERE have->>'href' = it->>'href'))),
         updated_at = now()
    FROM (SELECT (ord - 1)::int AS idx FROM site_documents s,
                 jsonb_array_elements(s.body->'groups') WITH ORDINALITY AS grp(val, ord)
           WHERE s.key = 'menu' AND grp.val->>'key' = '${key}' LIMIT 1) g
   WHERE d.key = 'menu'`;

export const questionsFaqs: Migration = {
  name: '20261129090000-questions-faqs',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      ALTER TABLE boards DROP CONSTRAINT boards_kind_check;
      ALTER TABLE boards ADD CONSTRAINT boards_kind_check
        CHECK (kind IN ('list', 'gallery', 'calendar', 'professor', 'qna'));

      CREATE TABLE questions (
        id            serial PRIMARY KEY,
        board_id      integer NOT NULL REFERENCES boards(id) ON DELETE CASCADE,
        title         varchar(200) NOT NULL CHECK (length(title) > 0),
        body          text NOT NULL CHECK (length(body) > 0),
        secret        boolean NOT NULL DEFAULT true,
        lang          varchar(10) NOT NULL DEFAULT 'ko' CHECK (lang IN ('ko', 'zh-Hans')),
        -- The asker's personal data: null once the question is made public (shown without the name).
        name          varchar(50),
        email         varchar(254),
        password_hash text,
        consent_at    timestamptz NOT NULL,
        answer        text,
        answered_at   timestamptz,
        answered_by   integer REFERENCES users(id) ON DELETE SET NULL,
        -- Made public by staff as a Q&A: no longer secret, no name.
        made_public_at timestamptz,
        faq_id        integer,
        created_at    timestamptz NOT NULL,
        updated_at    timestamptz NOT NULL,
        CHECK ((answer IS NULL) = (answered_at IS NULL)),
        CHECK (made_public_at IS NULL OR (name IS NULL AND email IS NULL AND password_hash IS NULL))
      );
      CREATE INDEX questions_board ON questions (board_id, created_at DESC, id DESC);
      CREATE INDEX questions_waiting ON questions (created_at) WHERE answer IS NULL;

      CREATE TABLE faqs (
        id          serial PRIMARY KEY,
        question    varchar(300) NOT NULL CHECK (length(question) > 0),
        answer      text NOT NULL,
        question_zh varchar(300) NOT NULL DEFAULT '',
        answer_zh   text NOT NULL DEFAULT '',
        category    varchar(50) NOT NULL DEFAULT '',
        sort_order  integer NOT NULL DEFAULT 0,
        visible     boolean NOT NULL DEFAULT true,
        created_by  integer REFERENCES users(id) ON DELETE SET NULL,
        updated_by  integer REFERENCES users(id) ON DELETE SET NULL,
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now()
      );
      ALTER TABLE questions ADD CONSTRAINT questions_faq FOREIGN KEY (faq_id) REFERENCES faqs(id) ON DELETE SET NULL;

      INSERT INTO boards (en_name, name, kind, rows_per_page, categories, allow_attachments, max_files,
                          allowed_extensions, sort_order)
      SELECT 'qna', '입학상담', 'qna', 15, '[]', false, 0, '[]', max(sort_order) + 1 FROM boards
      -- A new database gets its boards from db:migrate's ensureBoards (db/seed/boards.ts), in their order.
      HAVING count(*) > 0
      ON CONFLICT (en_name) DO NOTHING;
    `);
    await qi.sequelize.query(addToGroup('entrance'), { bind: { items: JSON.stringify(ENTRANCE_ITEMS) } });
    await qi.sequelize.query(addToGroup('china'), { bind: { items: JSON.stringify(CHINA_ITEMS) } });
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`
      DROP TABLE questions, faqs;
      DELETE FROM boards WHERE kind = 'qna';
      ALTER TABLE boards DROP CONSTRAINT boards_kind_check;
      ALTER TABLE boards ADD CONSTRAINT boards_kind_check CHECK (kind IN ('list', 'gallery', 'calendar', 'professor'));
    `);
  },
};
