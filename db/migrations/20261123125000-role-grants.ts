// The register of every grant and change of access (개인정보의 안전성 확보조치 기준 제5조: kept at least 3 years):
// who changed whose role or active state, when, and from what to what. Rows are never updated or deleted by the app.
import type { Migration } from './types.js';

export const roleGrants: Migration = {
  name: '20261123125000-role-grants',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      CREATE TABLE role_grants (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id),
        user_login_id varchar(20),
        granted_by integer REFERENCES users(id),
        granted_by_login_id varchar(20),
        old_role varchar(20),
        new_role varchar(20) NOT NULL,
        old_active boolean,
        new_active boolean NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX role_grants_user_idx ON role_grants (user_id, created_at DESC);
    `);
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`DROP TABLE role_grants;`);
  },
};
