// 담당 범위: a staff account may be limited to some pages (path prefixes) and boards (English names), kept as
// `{ "pages": [...], "boards": [...] }` (domain/scope.ts); NULL is no limit.
import type { Migration } from './types.js';

export const staffScope: Migration = {
  name: '20261202010000-staff-scope',
  async up({ context: qi }) {
    await qi.sequelize.query(`ALTER TABLE users ADD COLUMN staff_scope jsonb`);
  },
  async down({ context: qi }) {
    await qi.sequelize.query('ALTER TABLE users DROP COLUMN staff_scope');
  },
};
