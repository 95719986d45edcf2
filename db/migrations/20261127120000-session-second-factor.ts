// A staff login remembers whether it began with a second factor (a TOTP or recovery code at login, or the code that
// enrolled 2FA in that login). A login that began on the password alone never gains what one with a code has: once
// the account has 2FA, such a login ends at its next call. Logins already running are marked when they began after
// the account's enrolment, since from then on its login asked for the code; the others end once, at their next call.
import type { Migration } from './types.js';

export const sessionSecondFactor: Migration = {
  name: '20261127120000-session-second-factor',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      ALTER TABLE staff_sessions ADD COLUMN second_factor_at timestamptz;
      UPDATE staff_sessions s SET second_factor_at = s.created_at
        FROM users u
       WHERE u.id = s.user_id AND u.otp_enabled_at IS NOT NULL AND s.created_at >= u.otp_enabled_at;
    `);
  },
  async down({ context: qi }) {
    await qi.sequelize.query('ALTER TABLE staff_sessions DROP COLUMN second_factor_at');
  },
};
