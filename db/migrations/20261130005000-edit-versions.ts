// Edit conflicts: pages, posts and the menu document carry `version`, raised by one on every save,
// and who saved last and when; a save that names an older version is refused with 409 instead of overwriting.
import type { Migration } from './types.js';

export const editVersions: Migration = {
  name: '20261130005000-edit-versions',
  async up({ context: qi }) {
    for (const table of ['pages', 'posts'])
      await qi.sequelize.query(
        `ALTER TABLE ${table}
           ADD COLUMN version integer NOT NULL DEFAULT 1,
           ADD COLUMN saved_by integer REFERENCES users(id) ON DELETE SET NULL,
           ADD COLUMN saved_at timestamptz`,
      );
    await qi.sequelize.query(`ALTER TABLE site_documents ADD COLUMN version integer NOT NULL DEFAULT 1`);
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`ALTER TABLE site_documents DROP COLUMN version`);
    for (const table of ['posts', 'pages'])
      await qi.sequelize.query(`ALTER TABLE ${table} DROP COLUMN saved_at, DROP COLUMN saved_by, DROP COLUMN version`);
  },
};
