// Where a pending 입학 소식 consent was asked: NULL for the /subscribe form, 'form' for a sign-up form's 입학 소식
// 수신 동의, 'application' for an application's. Every door's consent starts pending and counts only once its
// confirmation link is followed; one asked at a form or an application lapses, still unconfirmed, when that seat is
// cancelled or that application withdrawn (server/campaigns/door-consents.ts).
import type { Migration } from './types.js';

export const subscriberVia: Migration = {
  name: '20261201010000-subscriber-via',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      ALTER TABLE subscribers ADD COLUMN via varchar(12) CHECK (via IN ('form', 'application'))`);
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`ALTER TABLE subscribers DROP COLUMN via`);
  },
};
