// Opens the one Sequelize connection pool of the process, for a DATABASE_URL or the embedded server.
import { Sequelize } from 'sequelize';
import pg from 'pg';

// PostgreSQL bigint (COUNT(*), bigserial ids) arrives as a string by default; our counts and ids fit in a JS number.
pg.types.setTypeParser(20, (v: string) => Number(v));

/** TLS when the URL (sslmode=…) or PGSSLMODE asks for it; Heroku-style servers present self-signed chains. */
export function sslOptionFor(url: string): false | { rejectUnauthorized: boolean } {
  const mode = (new URL(url).searchParams.get('sslmode') ?? process.env.PGSSLMODE ?? '').toLowerCase();
  if (!mode || mode === 'disable' || mode === 'allow' || mode === 'prefer') return false;
  return { rejectUnauthorized: mode === 'verify-ca' || mode === 'verify-full' };
}

/** The URL without its sslmode (pg would read it its own way) and the TLS option that sslmode asked for. */
export function pgConnection(url: string): { connectionString: string; ssl: false | { rejectUnauthorized: boolean } } {
  const clean = new URL(url);
  clean.searchParams.delete('sslmode');
  return { connectionString: clean.toString(), ssl: sslOptionFor(url) };
}

export function createSequelize(url: string, opts: { poolMax?: number } = {}): Sequelize {
  const { connectionString, ssl } = pgConnection(url);
  return new Sequelize(connectionString, {
    dialect: 'postgres',
    logging: false,
    define: { underscored: true },
    pool: { max: opts.poolMax ?? 10, min: 0, idle: 10_000, acquire: 10_000 },
    dialectOptions: {
      ...(ssl ? { ssl } : {}),
      connectionTimeoutMillis: 5_000,
      application_name: 'sme-school-site',
    },
  });
}
