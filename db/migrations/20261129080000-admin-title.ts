// The admin's title follows the school's name: a title still at the old default, which named
// another office ("창업지원 관리자"), is emptied, and an empty title reads "<학교 이름> 관리자" (domain/settings.ts
// adminTitleOf). A title staff chose themselves is kept.
import type { Migration } from './types.js';

export const adminTitle: Migration = {
  name: '20261129080000-admin-title',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      UPDATE settings SET data = jsonb_set(data, '{adminTitle}', '""')
       WHERE data->>'adminTitle' = '창업지원 관리자';
    `);
  },
  async down() {
    // An empty title reads as the school's name: nothing to put back.
  },
};
