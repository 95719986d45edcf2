// Start-up shared by `npm start` and the CLIs: open the database, bring the schema and base rows up to date.
// Migrations and the pending check run on the owner's login; grants to the serving login follow every migration run.
import type { Sequelize } from 'sequelize';
import type { Database } from '../db/index.js';
import { openDatabase } from '../db/index.js';
import { createSequelize } from '../db/connect.js';
import { migrate, pendingMigrations } from '../db/migrate.js';
import { grantServingRole } from '../db/serving-role.js';
import { ensureBoards } from '../db/seed/boards.js';
import { ensureSettings } from '../db/settings.js';
import { ensureAdmin } from './auth/bootstrap.js';
import { configureAudit } from './audit/keying.js';
import { sealLegacyChain } from './audit/seal.js';
import { ConfigError, type Config } from './process/config.js';
import { logger } from './process/logger.js';

async function asOwner(db: Database, opts: { migrate: boolean }): Promise<void> {
  const owner: Sequelize = db.ownerUrl === db.url ? db.sequelize : createSequelize(db.ownerUrl, { poolMax: 2 });
  try {
    if (opts.migrate) {
      const applied = await migrate(owner);
      if (applied.length) logger.info({ applied }, '마이그레이션을 적용했습니다.');
      if (db.servingRole) await grantServingRole(owner, db.servingRole);
    } else {
      const pending = await pendingMigrations(owner);
      if (pending.length) {
        throw new ConfigError(
          `데이터베이스 스키마가 최신이 아닙니다 (적용 안 된 마이그레이션 ${pending.length}개). 먼저 npm run db:migrate 를 실행하세요.`,
        );
      }
    }
  } finally {
    if (owner !== db.sequelize) await owner.close();
  }
}

export async function bootDatabase(config: Config, opts: { migrate: boolean }): Promise<Database> {
  configureAudit({ key: config.auditKey, checkpointFile: config.auditCheckpointFile });
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    appDatabaseUrl: config.appDatabaseUrl,
    dataDir: config.dataDir,
    pgPassword: config.pgPassword,
    appPgPassword: config.appPgPassword,
  });
  try {
    await asOwner(db, opts);
    await ensureBoards();
    await ensureSettings();
    await ensureAdmin(config);
    // The first start with AUDIT_KEY signs the head of a chain written before it (server/audit/seal.ts).
    await sealLegacyChain(db.sequelize);
    return db;
  } catch (err) {
    await db.close().catch(() => undefined);
    throw err;
  }
}
