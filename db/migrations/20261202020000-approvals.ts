// 게시 전 승인: the 승인 요청 a publish becomes when a second person must read it first (a page's version or a post's
// fields as proposed, who asked, the decision with its comment), and where it is required: per account
// (users.approval_required) and per board (boards.approval_required); the page groups are a list in 사이트 설정.
import type { Migration } from './types.js';

export const approvals: Migration = {
  name: '20261202020000-approvals',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      ALTER TABLE users ADD COLUMN approval_required boolean NOT NULL DEFAULT false;
      ALTER TABLE boards ADD COLUMN approval_required boolean NOT NULL DEFAULT false;

      CREATE TABLE approvals (
        id            serial PRIMARY KEY,
        kind          varchar(10) NOT NULL CHECK (kind IN ('page', 'post')),
        page_id       integer REFERENCES pages(id) ON DELETE CASCADE,
        post_id       integer REFERENCES posts(id) ON DELETE CASCADE,
        -- What would go public: a page's version (title, summary, description, content), or a post's fields.
        proposed      jsonb NOT NULL,
        -- A scheduled publish waits for the decision: at or after this time, once approved.
        publish_at    timestamptz,
        note          varchar(300),
        status        varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        requested_by  integer REFERENCES users(id) ON DELETE SET NULL,
        requested_at  timestamptz NOT NULL,
        decided_by    integer REFERENCES users(id) ON DELETE SET NULL,
        decided_at    timestamptz,
        comment       text,
        CHECK ((kind = 'page') = (page_id IS NOT NULL) AND (kind = 'post') = (post_id IS NOT NULL)),
        CHECK ((status = 'pending') = (decided_at IS NULL)),
        CHECK (status <> 'rejected' OR length(btrim(comment)) > 0)
      );
      -- One open request a record: a new publish replaces the one still waiting.
      CREATE UNIQUE INDEX approvals_open_page ON approvals (page_id) WHERE status = 'pending';
      CREATE UNIQUE INDEX approvals_open_post ON approvals (post_id) WHERE status = 'pending';
      CREATE INDEX approvals_queue ON approvals (status, requested_at);
    `);
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`
      DROP TABLE approvals;
      ALTER TABLE boards DROP COLUMN approval_required;
      ALTER TABLE users DROP COLUMN approval_required;
    `);
  },
};
