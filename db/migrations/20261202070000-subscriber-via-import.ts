// A subscription may also come from an old site's member who had agreed to its mail ('import'): confirmed with the
// date of that consent, so the two-year re-consent (server/campaigns/consents.ts) counts from it.
import type { Migration } from './types.js';

export const subscriberViaImport: Migration = {
  name: '20261202070000-subscriber-via-import',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      ALTER TABLE subscribers DROP CONSTRAINT subscribers_via_check;
      ALTER TABLE subscribers ADD CONSTRAINT subscribers_via_check CHECK (via IN ('form', 'application', 'import'))`);
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`
      DELETE FROM subscribers WHERE via = 'import';
      ALTER TABLE subscribers DROP CONSTRAINT subscribers_via_check;
      ALTER TABLE subscribers ADD CONSTRAINT subscribers_via_check CHECK (via IN ('form', 'application'))`);
  },
};
