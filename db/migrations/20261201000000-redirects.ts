// Old addresses that answer with a redirect (data, not code): the importer fills it with every URL form of the old
// site, staff add their own in 리디렉션 관리. `from_key` is the normalized address (domain/redirect-key.ts), unique.
// `not_found_paths` counts the addresses that found nothing, one row per path, with no visitor's address stored.
import type { Migration } from './types.js';

export const redirects: Migration = {
  name: '20261201000000-redirects',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      CREATE TABLE redirects (
        id serial PRIMARY KEY,
        from_key text NOT NULL UNIQUE,
        to_path text NOT NULL,
        status smallint NOT NULL DEFAULT 301 CHECK (status IN (301, 302, 404, 410)),
        hits integer NOT NULL DEFAULT 0,
        last_hit_at timestamptz,
        source text NOT NULL DEFAULT 'staff',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await qi.sequelize.query(`CREATE INDEX redirects_source ON redirects (source)`);
    await qi.sequelize.query(`
      CREATE TABLE not_found_paths (
        path text PRIMARY KEY,
        hits integer NOT NULL DEFAULT 0,
        last_seen_at timestamptz NOT NULL,
        referrer_host text
      )`);
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`DROP TABLE not_found_paths`);
    await qi.sequelize.query(`DROP TABLE redirects`);
  },
};
