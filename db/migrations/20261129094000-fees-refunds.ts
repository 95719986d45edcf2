// The fee, told and matched: 입금 확인 records what arrived (amount, the depositor's name as the
// bank shows it, the day), the applicant's refund account (personal data: masked in lists, gone with the
// application), and the refunds staff made (고등교육법 시행령: the unspent 전형료 is refunded by 4월 30일).
import type { Migration } from './types.js';

export const feesRefunds: Migration = {
  name: '20261129094000-fees-refunds',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      ALTER TABLE applications
        ADD COLUMN fee_amount     integer CHECK (fee_amount >= 0),
        ADD COLUMN fee_depositor  varchar(50),
        ADD COLUMN fee_paid_on    date,
        ADD COLUMN refund_bank    varchar(30),
        ADD COLUMN refund_account varchar(30),
        ADD COLUMN refund_holder  varchar(50);

      CREATE TABLE application_refunds (
        id              serial PRIMARY KEY,
        application_id  integer NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
        amount          integer NOT NULL CHECK (amount > 0),
        refunded_on     date NOT NULL,
        reason          varchar(500) NOT NULL,
        created_by      integer REFERENCES users(id) ON DELETE SET NULL,
        created_by_name varchar(50),
        created_at      timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX application_refunds_app ON application_refunds (application_id, refunded_on);
    `);
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`
      DROP TABLE application_refunds;
      ALTER TABLE applications
        DROP COLUMN fee_amount, DROP COLUMN fee_depositor, DROP COLUMN fee_paid_on,
        DROP COLUMN refund_bank, DROP COLUMN refund_account, DROP COLUMN refund_holder;
    `);
  },
};
