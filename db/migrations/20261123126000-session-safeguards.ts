// Session and login safeguards (기준 제5조·제6조): one row per staff login (refresh-token family) with its last
// activity, so idle logins end after the configured minutes; and the per-account lock after repeated failures,
// kept by the process clock (not the database's) so its 15 minutes follow the same "now" as every other rule.
import type { Migration } from './types.js';

export const sessionSafeguards: Migration = {
  name: '20261123126000-session-safeguards',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      CREATE TABLE staff_sessions (
        family_id    uuid PRIMARY KEY,
        user_id      integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        last_seen_at timestamptz NOT NULL,
        ip           varchar(45),
        user_agent   varchar(300),
        created_at   timestamptz NOT NULL
      );
      CREATE INDEX staff_sessions_user ON staff_sessions (user_id);

      CREATE TABLE login_locks (
        account           varchar(64) PRIMARY KEY,
        failures          integer NOT NULL,
        window_started_at timestamptz NOT NULL,
        locked_until      timestamptz
      );
    `);
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`DROP TABLE login_locks; DROP TABLE staff_sessions;`);
  },
};
