// The site menu (메뉴 관리) as one document: site_documents holds small JSON documents staff edit as a whole, by
// key. The menu ('menu') is seeded once with what the code drew (db/seed/menu-2026.ts); the public chrome reads
// only this row from then on.
import type { Migration } from './types.js';
import { seedMenu } from '../seed/menu-2026.js';

export const menu: Migration = {
  name: '20261126140000-menu',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      CREATE TABLE site_documents (
        key        varchar(40) PRIMARY KEY,
        body       jsonb NOT NULL CHECK (jsonb_typeof(body) = 'object'),
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by integer REFERENCES users(id) ON DELETE SET NULL
      );
    `);
    await qi.sequelize.query(`INSERT INTO site_documents (key, body) VALUES ('menu', $body::jsonb)`, {
      bind: { body: JSON.stringify(seedMenu) },
    });
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`DROP TABLE site_documents`);
  },
};
