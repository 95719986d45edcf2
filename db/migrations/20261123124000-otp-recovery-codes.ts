// One-time recovery codes for two-factor login (a lost phone): ten per account, only their SHA-256 is kept, each
// works once (used_at). A new set or a reset by a 최고관리자 deletes the old ones.
import type { Migration } from './types.js';

export const otpRecoveryCodes: Migration = {
  name: '20261123124000-otp-recovery-codes',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      CREATE TABLE otp_recovery_codes (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_hash char(64) NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, code_hash)
      );
    `);
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`DROP TABLE otp_recovery_codes`);
  },
};
