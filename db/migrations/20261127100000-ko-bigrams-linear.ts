// ko_bigrams (20261126160000-search) took every two-character piece of a word with substr(w, i, 2), which walks the
// word from its start each time: a 100,000-character word (a pasted blob, or a hostile body) kept an INSERT busy for
// a minute. The same pieces come from two regexp_matches passes, one from the first character and one from the
// second, in one walk each; the result is the same array for every text, so the stored search_grams stay valid.
import type { Migration } from './types.js';

const LINEAR = `
  WITH words AS (
    SELECT w FROM regexp_split_to_table(lower(coalesce(t, '')), '[^[:alnum:]가-힣]+') AS w WHERE length(w) > 0
  )
  SELECT coalesce(array_agg(DISTINCT g), '{}')
    FROM (
      SELECT w AS g FROM words WHERE length(w) = 1
      UNION ALL
      SELECT (regexp_matches(w, '(..)', 'g'))[1] FROM words WHERE length(w) > 1
      UNION ALL
      SELECT (regexp_matches(substr(w, 2), '(..)', 'g'))[1] FROM words WHERE length(w) > 2
    ) AS grams`;

const QUADRATIC = `
  SELECT coalesce(array_agg(DISTINCT g), '{}')
    FROM (
      SELECT CASE WHEN length(w) = 1 THEN w ELSE substr(w, i, 2) END AS g
        FROM regexp_split_to_table(lower(coalesce(t, '')), '[^[:alnum:]가-힣]+') AS w,
             generate_series(1, greatest(length(w) - 1, 1)) AS i
       WHERE length(w) > 0
    ) AS grams`;

const define = (body: string) =>
  `CREATE OR REPLACE FUNCTION ko_bigrams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$${body}$f$;`;

export const koBigramsLinear: Migration = {
  name: '20261127100000-ko-bigrams-linear',
  async up({ context: qi }) {
    await qi.sequelize.query(define(LINEAR));
  },
  async down({ context: qi }) {
    await qi.sequelize.query(define(QUADRATIC));
  },
};
