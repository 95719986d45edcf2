// The database role the site serves as, apart from the role that owns the tables. Migrations run as the owner; the
// serving pool logs in as a role that may read and write the site's tables but owns none, so neither the app nor SQL
// slipped into it can ALTER a table (no DISABLE TRIGGER on the append-only logs), and on the two logs that must only
// grow — audit_logs and its checkpoints, application_access_logs, and the 파기 대장 with its sign-offs — it may only
// SELECT and INSERT.
// Nothing the site does needs more there: retention destroys applications and their files and adds lines to both
// logs; dropping old log rows is the owner's deliberate act (README). Tables later migrations create get the same
// grants through ALTER DEFAULT PRIVILEGES, and every migration run grants again.
import type { Sequelize } from 'sequelize';
import pg from 'pg';

/** The serving login of the embedded default. */
export const SERVING_ROLE = 'site_app';

/** The tables the serving role may only read and append to. */
export const APPEND_ONLY_TABLES = [
  'audit_logs',
  'application_access_logs',
  'destruction_records',
  'destruction_sign_offs',
  'audit_checkpoints',
] as const;

/** A role name as a quoted identifier; refuses anything that is not a plain name (it is spliced into SQL). */
function ident(role: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_$-]{0,62}$/.test(role)) throw new Error(`not a plain role name: ${role}`);
  return `"${role}"`;
}

/**
 * Embedded only (the owner there is a superuser): makes the serving login exist with this password and no power
 * beyond logging in. Runs before the serving pool first connects.
 */
export async function ensureServingLogin(ownerUrl: string, role: string, password: string): Promise<void> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
    const attrs = `LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD ${client.escapeLiteral(password)}`;
    await client.query(`${found.rowCount ? 'ALTER' : 'CREATE'} ROLE ${ident(role)} WITH ${attrs}`);
  } finally {
    await client.end();
  }
}

/**
 * Grants the serving role what the site needs on the owner's current tables and sequences and on those later
 * migrations create, then takes back everything but SELECT and INSERT on the append-only logs. Run as the owner,
 * after the migrations, in one transaction (the role never holds the wider grant on its own).
 */
export async function grantServingRole(owner: Sequelize, role: string): Promise<void> {
  await owner.transaction(async (transaction) => {
    await owner.query(servingGrants(role), { transaction });
  });
}

/** The statements of grantServingRole, for a caller that runs them in a transaction of its own (a restore's). */
export function servingGrants(role: string): string {
  const r = ident(role);
  const logs = APPEND_ONLY_TABLES.join(', ');
  return `GRANT USAGE ON SCHEMA public TO ${r};
       GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${r};
       GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${r};
       ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${r};
       ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO ${r};
       REVOKE ALL ON ${logs} FROM ${r};
       GRANT SELECT, INSERT ON ${logs} TO ${r};
       REVOKE ALL ON schema_migrations FROM ${r};
       GRANT SELECT ON schema_migrations TO ${r};`;
}

/** The user name of a connection URL (the role a DATABASE_APP_URL logs in as). */
export function roleOf(url: string): string {
  return decodeURIComponent(new URL(url).username);
}
