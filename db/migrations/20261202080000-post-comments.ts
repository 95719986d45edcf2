// Comments brought in from an old site, kept read-only under their post: the author's display name only, the body
// through the one HTML policy, the old date, whether it was secret (shown to staff only) and the old id it had, so
// an old comment link lands on its anchor (`#c_<source_id>`) and a second run updates rather than duplicates.
import type { Migration } from './types.js';

export const postComments: Migration = {
  name: '20261202080000-post-comments',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      CREATE TABLE post_comments (
        id serial PRIMARY KEY,
        post_id integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        author_name varchar(50) NOT NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL,
        secret boolean NOT NULL DEFAULT false,
        source_id integer NOT NULL,
        UNIQUE (post_id, source_id)
      )`);
    await qi.sequelize.query(`CREATE INDEX post_comments_post ON post_comments (post_id, created_at, id)`);
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`DROP TABLE post_comments`);
  },
};
