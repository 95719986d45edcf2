// Submits from shared networks and 대리 접수. rate_windows: counters of fixed time windows read by
// the process clock (server/middleware/window-limit.ts), so every worker shares them and tests can move time;
// a key over its limit may be blocked until blocked_until. applications.keyed_by: the staff member who entered a
// paper application in the admin (null: the applicant submitted it online).
import type { Migration } from './types.js';

export const proxyIntake: Migration = {
  name: '20261129096000-proxy-intake',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      CREATE TABLE rate_windows (
        key           varchar(300) PRIMARY KEY,
        window_start  timestamptz NOT NULL,
        hits          integer NOT NULL CHECK (hits > 0),
        blocked_until timestamptz,
        expires_at    timestamptz NOT NULL
      );
      CREATE INDEX rate_windows_expires ON rate_windows (expires_at);
      ALTER TABLE applications ADD COLUMN keyed_by integer REFERENCES users (id) ON DELETE SET NULL;
    `);
  },
  async down({ context: qi }) {
    await qi.sequelize.query('ALTER TABLE applications DROP COLUMN keyed_by; DROP TABLE rate_windows');
  },
};
