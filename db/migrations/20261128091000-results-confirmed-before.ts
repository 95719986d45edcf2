// 결과 확정 gates what applicants read: results show and are mailed only once a round is confirmed. A round
// whose results were already out before the rule existed (mailed, or its announceAt past) is taken as confirmed at
// its announcement, so no applicant who has read a result loses it to 심사 중.
import type { Migration } from './types.js';

export const resultsConfirmedBefore: Migration = {
  name: '20261128091000-results-confirmed-before',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      UPDATE admission_rounds
         SET results_confirmed_at = coalesce(results_mailed_at, announce_at),
             results_confirm_reason = '결과 확정 도입 전에 발표된 모집'
       WHERE results_confirmed_at IS NULL AND (results_mailed_at IS NOT NULL OR announce_at <= now());
    `);
  },
  async down() {
    // The columns go with 20261128090000's down; nothing of this one's to undo before that.
  },
};
