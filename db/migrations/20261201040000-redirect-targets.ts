// A redirect's target as a key too (`to_key`, domain/redirect-key.ts's normalized form of `to_path`, null for a
// target on another site), so a redirect to a redirect is found and flattened by an index, not by reading every row.
import { redirectKey } from '../../domain/redirect-key.js';
import type { Migration } from './types.js';

export const redirectTargets: Migration = {
  name: '20261201040000-redirect-targets',
  async up({ context: qi }) {
    await qi.sequelize.query(`ALTER TABLE redirects ADD COLUMN to_key text`);
    const [rows] = (await qi.sequelize.query(`SELECT id, to_path FROM redirects WHERE to_path LIKE '/%'`)) as [
      { id: number; to_path: string }[],
      unknown,
    ];
    for (const r of rows)
      await qi.sequelize.query(`UPDATE redirects SET to_key = $key WHERE id = $id`, {
        bind: { id: r.id, key: redirectKey(r.to_path).key },
      });
    await qi.sequelize.query(`CREATE INDEX redirects_to_key ON redirects (to_key)`);
    await qi.sequelize.query(`CREATE INDEX not_found_paths_last_seen ON not_found_paths (last_seen_at)`);
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`DROP INDEX not_found_paths_last_seen`);
    await qi.sequelize.query(`ALTER TABLE redirects DROP COLUMN to_key`);
  },
};
