// Applies (or reports) the migrations with umzug; nothing else changes the schema.
import type { Sequelize } from 'sequelize';
import { Umzug, SequelizeStorage } from 'umzug';
import { migrations } from './migrations/index.js';

function runner(sequelize: Sequelize) {
  return new Umzug({
    migrations: migrations.map((m) => ({ name: m.name, up: m.up, down: m.down })),
    context: sequelize.getQueryInterface(),
    storage: new SequelizeStorage({ sequelize, tableName: 'schema_migrations' }),
    logger: undefined,
  });
}

interface RawConnection {
  query(sql: string): Promise<unknown>;
}

/**
 * Applies pending migrations under a session advisory lock held on one dedicated pool connection,
 * so two processes (or a release phase and a dyno) starting together do not race.
 */
export async function migrate(sequelize: Sequelize): Promise<string[]> {
  const cm = sequelize.connectionManager as unknown as {
    getConnection(): Promise<RawConnection>;
    releaseConnection(c: RawConnection): Promise<void>;
  };
  const conn = await cm.getConnection();
  try {
    await conn.query('SELECT pg_advisory_lock(727001)');
    try {
      const done = await runner(sequelize).up();
      return done.map((m) => m.name);
    } finally {
      await conn.query('SELECT pg_advisory_unlock(727001)');
    }
  } finally {
    await cm.releaseConnection(conn);
  }
}

export async function pendingMigrations(sequelize: Sequelize): Promise<string[]> {
  return (await runner(sequelize).pending()).map((m) => m.name);
}

/** The names of the migrations this version knows, in order. */
export const knownMigrations = (): string[] => migrations.map((m) => m.name);

/** Applies the migrations up to and including `name` (a restore brings an empty database to its dump's schema). */
export async function migrateTo(sequelize: Sequelize, name: string): Promise<void> {
  await runner(sequelize).up({ to: name });
}
