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

export function createSequelize(url: string, opts: { poolMax?: number } = {}): Sequelize {
  const ssl = sslOptionFor(url);
  const clean = new URL(url);
  clean.searchParams.delete('sslmode');
  return new Sequelize(clean.toString(), {
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
