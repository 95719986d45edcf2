// Start-up shared by `npm start` and `npm run db:migrate`: open the database, bring the schema and base rows up to date.
import type { Database } from '../db/index.js';
import { openDatabase } from '../db/index.js';
import { migrate, pendingMigrations } from '../db/migrate.js';
import { ensureBoards } from '../db/seed/boards.js';
import { ensureSettings } from '../db/settings.js';
import { ensureAdmin } from './auth/bootstrap.js';
import { ConfigError, type Config } from './config.js';
import { logger } from './logger.js';

export async function bootDatabase(config: Config, opts: { migrate: boolean }): Promise<Database> {
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgPassword: config.pgPassword,
  });
  try {
    if (opts.migrate) {
      const applied = await migrate(db.sequelize);
      if (applied.length) logger.info({ applied }, '마이그레이션을 적용했습니다.');
    } else {
      const pending = await pendingMigrations(db.sequelize);
      if (pending.length) {
        throw new ConfigError(
          `데이터베이스 스키마가 최신이 아닙니다 (적용 안 된 마이그레이션 ${pending.length}개). 먼저 npm run db:migrate 를 실행하세요.`,
        );
      }
    }
    await ensureBoards();
    await ensureSettings();
    await ensureAdmin(config);
    return db;
  } catch (err) {
    await db.close().catch(() => undefined);
    throw err;
  }
}
