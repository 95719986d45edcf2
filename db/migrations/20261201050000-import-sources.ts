// Where each imported row came from: one row per old thing (a Gnuboard5 board, post, comment, attachment, editor
// image, page, FAQ), keyed by its source (`gnuboard5:notice:31`, `gnuboard5:file:notice:31:0`), naming our row it
// became and a hash of what it was made from, so a second run adds what is new, updates what changed and
// duplicates nothing.
import type { Migration } from './types.js';

export const importSources: Migration = {
  name: '20261201050000-import-sources',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      CREATE TABLE import_sources (
        source_key text PRIMARY KEY,
        kind text NOT NULL,
        target_table text NOT NULL,
        target_id integer NOT NULL,
        content_hash text NOT NULL,
        imported_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await qi.sequelize.query(`CREATE INDEX import_sources_target ON import_sources (target_table, target_id)`);
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`DROP TABLE import_sources`);
  },
};
