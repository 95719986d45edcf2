// Board totals that survive writes: a board list shows how many posts it has, and counting 100,000
// rows took 200 ms after every write. post_counts keeps, per board and category, the posts that are neither deleted,
// drafts nor pinned; statement-level triggers with transition tables keep it exact for any write, however made
// (the API, the purge, a bulk INSERT), one upsert per statement rather than per row. What depends on the clock
// (published later, 게시 종료 passed) is subtracted at read time from the few rows outside that window
// (server/web/boards/queries.ts). The list index now carries the columns the live rule reads, so the key a page
// starts at is found by an index-only scan.
import type { Migration } from './types.js';

const COUNTED = 'deleted_at IS NULL AND NOT is_draft AND NOT is_notice';

const side = (rows: string, d: 1 | -1) =>
  `SELECT board_id, coalesce(category, '') AS category, ${d} AS d FROM ${rows} WHERE ${COUNTED}`;
// The net change per board and category; an update that changes nothing counted (a view count) writes nothing.
const apply = (...sides: string[]) => `
  INSERT INTO post_counts AS c (board_id, category, n)
  SELECT board_id, category, sum(d)::int FROM (${sides.join(' UNION ALL ')}) t
   GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
  ON CONFLICT (board_id, category) DO UPDATE SET n = c.n + excluded.n;`;

export const postCounts: Migration = {
  name: '20261127090000-post-counts',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      DROP INDEX posts_list;
      CREATE INDEX posts_list ON posts (board_id, is_notice DESC, published_at DESC, id DESC)
        INCLUDE (is_draft, unpublish_at, category) WHERE deleted_at IS NULL;

      -- No foreign key: deleting a board deletes its posts, whose trigger still writes here in the same statement.
      CREATE TABLE post_counts (
        board_id integer NOT NULL,
        category text NOT NULL,
        n        integer NOT NULL,
        PRIMARY KEY (board_id, category)
      );
      INSERT INTO post_counts (board_id, category, n)
      SELECT board_id, coalesce(category, ''), count(*)::int FROM posts WHERE ${COUNTED} GROUP BY 1, 2;

      CREATE FUNCTION post_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $f$
      BEGIN
        IF TG_OP = 'INSERT' THEN ${apply(side('new_rows', 1))}
        ELSIF TG_OP = 'DELETE' THEN ${apply(side('old_rows', -1))}
        ELSE ${apply(side('old_rows', -1), side('new_rows', 1))}
        END IF;
        RETURN NULL;
      END $f$;
      CREATE TRIGGER post_counts_insert AFTER INSERT ON posts
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION post_counts_apply();
      CREATE TRIGGER post_counts_update AFTER UPDATE ON posts
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION post_counts_apply();
      CREATE TRIGGER post_counts_delete AFTER DELETE ON posts
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION post_counts_apply();

      CREATE FUNCTION post_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $f$
      BEGIN
        DELETE FROM post_counts;
        RETURN NULL;
      END $f$;
      CREATE TRIGGER post_counts_truncate AFTER TRUNCATE ON posts
        FOR EACH STATEMENT EXECUTE FUNCTION post_counts_truncate();
    `);
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`
      DROP TRIGGER post_counts_truncate ON posts;
      DROP TRIGGER post_counts_delete ON posts;
      DROP TRIGGER post_counts_update ON posts;
      DROP TRIGGER post_counts_insert ON posts;
      DROP FUNCTION post_counts_truncate();
      DROP FUNCTION post_counts_apply();
      DROP TABLE post_counts;
      DROP INDEX posts_list;
      CREATE INDEX posts_list ON posts (board_id, is_notice DESC, published_at DESC, id DESC) WHERE deleted_at IS NULL;
    `);
  },
};
