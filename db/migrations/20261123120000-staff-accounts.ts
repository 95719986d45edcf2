// One account per person with a role (기준 제5조): the single 'admin' becomes 최고관리자, and staff accounts get
// what the safeguards need: active/disabled, a first-login password change, a TOTP second factor, the last login.
import type { Migration } from './types.js';

export const staffAccounts: Migration = {
  name: '20261123120000-staff-accounts',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      ALTER TABLE users DROP CONSTRAINT IF EXISTS users_role_check;
      ALTER TABLE users ALTER COLUMN role TYPE varchar(20);
      UPDATE users SET role = 'superadmin' WHERE role = 'admin';
      ALTER TABLE users ADD CONSTRAINT users_role_check
        CHECK (role IN ('user', 'superadmin', 'admissions', 'content'));
      ALTER TABLE users
        ADD COLUMN active boolean NOT NULL DEFAULT true,
        ADD COLUMN must_change_password boolean NOT NULL DEFAULT false,
        ADD COLUMN password_changed_at timestamptz,
        ADD COLUMN otp_secret text,
        ADD COLUMN otp_enabled_at timestamptz,
        ADD COLUMN otp_last_step bigint,
        ADD COLUMN last_login_at timestamptz,
        ADD COLUMN last_login_ip varchar(45);
    `);
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`
      ALTER TABLE users
        DROP COLUMN active, DROP COLUMN must_change_password, DROP COLUMN password_changed_at,
        DROP COLUMN otp_secret, DROP COLUMN otp_enabled_at, DROP COLUMN otp_last_step,
        DROP COLUMN last_login_at, DROP COLUMN last_login_ip;
      ALTER TABLE users DROP CONSTRAINT IF EXISTS users_role_check;
      UPDATE users SET role = 'admin' WHERE role IN ('superadmin', 'admissions', 'content');
      ALTER TABLE users ALTER COLUMN role TYPE varchar(10);
      ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('user', 'admin'));
    `);
  },
};
