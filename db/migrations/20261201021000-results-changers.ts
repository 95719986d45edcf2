// 결과 확정 by two people: every staff member who changed a result of the round since its last confirmation, not
// only the last one (server/rounds/results.ts), so none of them confirms as the "second" person. Emptied by each
// confirmation. A round whose last change came after its confirmation (or that has none) starts with that changer.
import type { Migration } from './types.js';

export const resultsChangers: Migration = {
  name: '20261201021000-results-changers',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      ALTER TABLE admission_rounds ADD COLUMN results_changers integer[] NOT NULL DEFAULT '{}';
      UPDATE admission_rounds SET results_changers = ARRAY[results_changed_by]
       WHERE results_changed_by IS NOT NULL
         AND (results_confirmed_at IS NULL OR results_changed_at > results_confirmed_at);
    `);
  },
  async down({ context: qi }) {
    await qi.sequelize.query('ALTER TABLE admission_rounds DROP COLUMN results_changers');
  },
};
