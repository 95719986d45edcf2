// 깨진 링크: the runs of the weekly link check (one running at a time across processes: the claim is a row with
// status 'running', taken under an advisory lock) and the links found broken, each by where it was found, kept
// from the run that first found it until a run finds it working again.
import type { Migration } from './types.js';

export const linkChecks: Migration = {
  name: '20261202040000-link-checks',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      CREATE TABLE link_check_runs (
        id          serial PRIMARY KEY,
        status      varchar(10) NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'done', 'failed')),
        started_at  timestamptz NOT NULL,
        finished_at timestamptz,
        started_by  integer REFERENCES users(id) ON DELETE SET NULL,
        links       integer NOT NULL DEFAULT 0,
        broken      integer NOT NULL DEFAULT 0
      );
      CREATE UNIQUE INDEX link_check_runs_one_running ON link_check_runs ((true)) WHERE status = 'running';

      CREATE TABLE broken_links (
        id              serial PRIMARY KEY,
        url             varchar(2000) NOT NULL,
        status          varchar(12) NOT NULL,
        internal        boolean NOT NULL,
        found_kind      varchar(10) NOT NULL CHECK (found_kind IN ('page', 'post', 'menu', 'popup', 'faq')),
        -- The page, post, popup or FAQ; 0 for the menu (one document).
        found_id        integer NOT NULL,
        found_title     varchar(300) NOT NULL DEFAULT '',
        -- What a scoped editor's filter reads: the page's path, the post's board.
        found_path      varchar(300),
        found_board     varchar(50),
        redirect_from   varchar(2000),
        redirect_to     varchar(2000),
        first_seen_at   timestamptz NOT NULL,
        last_checked_at timestamptz NOT NULL,
        UNIQUE (found_kind, found_id, url)
      );
    `);
  },
  async down({ context: qi }) {
    await qi.sequelize.query('DROP TABLE broken_links; DROP TABLE link_check_runs;');
  },
};
