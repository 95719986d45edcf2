// 통합검색: Korean substring search across posts without a full scan. Each post keeps the distinct two-character
// pieces of its words (ko_bigrams, lower-cased; one-character words as themselves) in a generated array with a GIN
// index, so "장학" finds 장학금 and 성적우수장학 through the index, and longer words narrow by all their pieces
// before the exact ILIKE recheck. Attachment names are part of a post's words (kept by a trigger on files).
// search_queries keeps what visitors typed per Seoul day, text and count only (GET /api/search-stats).
import type { Migration } from './types.js';

export const search: Migration = {
  name: '20261126160000-search',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      CREATE FUNCTION ko_bigrams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
        SELECT coalesce(array_agg(DISTINCT g), '{}')
          FROM (
            SELECT CASE WHEN length(w) = 1 THEN w ELSE substr(w, i, 2) END AS g
              FROM regexp_split_to_table(lower(coalesce(t, '')), '[^[:alnum:]가-힣]+') AS w,
                   generate_series(1, greatest(length(w) - 1, 1)) AS i
             WHERE length(w) > 0
          ) AS grams
      $f$;

      ALTER TABLE posts ADD COLUMN attachment_names text NOT NULL DEFAULT '';
      UPDATE posts p SET attachment_names = f.names
        FROM (SELECT owner_id, string_agg(name, ' ' ORDER BY id) AS names FROM files
               WHERE owner_type = 'post' AND sort_order >= 0 GROUP BY owner_id) f
       WHERE f.owner_id = p.id;

      CREATE FUNCTION posts_attachment_names() RETURNS trigger LANGUAGE plpgsql AS $f$
      BEGIN
        UPDATE posts p SET attachment_names = coalesce((
          SELECT string_agg(name, ' ' ORDER BY id) FROM files
           WHERE owner_type = 'post' AND owner_id = p.id AND sort_order >= 0), '')
         WHERE p.id IN (
           SELECT CASE WHEN TG_OP = 'DELETE' THEN OLD.owner_id ELSE NEW.owner_id END
           UNION SELECT CASE WHEN TG_OP = 'UPDATE' THEN OLD.owner_id END);
        RETURN NULL;
      END
      $f$;
      CREATE TRIGGER files_post_names AFTER INSERT OR UPDATE OF owner_type, owner_id, name, sort_order OR DELETE
        ON files FOR EACH ROW EXECUTE FUNCTION posts_attachment_names();

      -- The words a search matches, lower-cased once here so the recheck is a plain LIKE, and their pieces.
      ALTER TABLE posts
        ADD COLUMN search_text text GENERATED ALWAYS AS (lower(
          title || ' ' || content_text || ' ' || author_name || ' ' || attachment_names || ' ' ||
          coalesce(extra->>'major', '') || ' ' || coalesce(extra->>'position', ''))) STORED,
        ADD COLUMN search_grams text[] GENERATED ALWAYS AS (ko_bigrams(
          title || ' ' || content_text || ' ' || author_name || ' ' || attachment_names || ' ' ||
          coalesce(extra->>'major', '') || ' ' || coalesce(extra->>'position', ''))) STORED;
      -- The planner's list of common pieces tells the search which words are common (server/search/engine.ts).
      ALTER TABLE posts ALTER COLUMN search_grams SET STATISTICS 1000;
      CREATE INDEX posts_search_grams ON posts USING gin (search_grams) WHERE deleted_at IS NULL;
      -- The newest matches of a common word: walk every board's posts by date.
      CREATE INDEX posts_newest ON posts (published_at DESC, id DESC) WHERE deleted_at IS NULL;

      CREATE TABLE search_queries (
        day     date NOT NULL,
        query   varchar(200) NOT NULL,
        results integer NOT NULL,
        count   integer NOT NULL DEFAULT 1,
        PRIMARY KEY (day, query)
      );
    `);
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`
      DROP TABLE search_queries;
      DROP TRIGGER files_post_names ON files;
      DROP FUNCTION posts_attachment_names();
      ALTER TABLE posts DROP COLUMN search_grams, DROP COLUMN search_text, DROP COLUMN attachment_names;
      DROP FUNCTION ko_bigrams(text);
    `);
  },
};
