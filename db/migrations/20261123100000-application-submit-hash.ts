// A submit's idempotency key is bound to what was submitted: a keyed hash of the fields and the documents' bytes.
// Rows from before have none, so a replay of their key with any data is refused (never answered with their receipt).
import type { Migration } from './types.js';

export const applicationSubmitHash: Migration = {
  name: '20261123100000-application-submit-hash',
  async up({ context: qi }) {
    await qi.sequelize.query(`ALTER TABLE applications ADD COLUMN submit_hash char(64)`);
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`ALTER TABLE applications DROP COLUMN submit_hash`);
  },
};
