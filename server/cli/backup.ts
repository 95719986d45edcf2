// `npm run backup`: one backup now into BACKUP_DIR (default .data/backups), sealed with BACKUP_KEY when it is set,
// then the rotation (7 daily, 4 weekly). Beside a running site on the embedded database it reads through the
// running server (server/backups/running.ts). Exits 1 when the backup failed; the run is listed in the admin either way.
import type { Sequelize } from 'sequelize';
import { createSequelize } from '../../db/connect.js';
import { initModels } from '../../db/models/index.js';
import { bootDatabase } from '../boot.js';
import { localState } from '../backups/local.js';
import { runBackup } from '../backups/run.js';
import { runningEmbeddedUrl } from '../backups/running.js';
import { backupSettings, BackupSettingsError } from '../backups/settings.js';
import { ConfigError, loadConfig } from '../process/config.js';
import { logger } from '../process/logger.js';

const size = (n: number) => (n >= 1 << 20 ? `${(n / (1 << 20)).toFixed(1)} MB` : `${Math.ceil(n / 1024)} KB`);

try {
  const config = loadConfig();
  const settings = backupSettings(process.env, config.dataDir);
  const running = config.databaseUrl ? null : runningEmbeddedUrl(config.dataDir, config.pgPassword);
  let sequelize: Sequelize;
  let url: string;
  let close: () => Promise<void>;
  if (running) {
    sequelize = createSequelize(running, { poolMax: 2 });
    initModels(sequelize);
    url = running;
    close = () => sequelize.close();
  } else {
    const db = await bootDatabase(config, { migrate: !config.databaseUrl });
    ({ sequelize, url } = db);
    close = () => db.close();
  }
  try {
    const result = await runBackup({
      sequelize,
      url,
      settings,
      local: localState(config),
      pgDump: !!config.databaseUrl,
    });
    if (!result.ok) {
      console.error(`백업에 실패했습니다: ${result.error}`);
      process.exitCode = 1;
    } else {
      const tables = result.summary ? Object.values(result.summary.tables) : null;
      const what = tables
        ? `표 ${tables.length}개, 행 ${tables.reduce((a, b) => a + b, 0)}개`
        : 'pg_dump 사용자 지정 형식';
      console.log(
        `백업을 만들었습니다: ${result.file} (${size(result.size!)}, ${what}${settings.secret ? ', BACKUP_KEY로 암호화' : ''})`,
      );
      if (result.removed.length) console.log(`보관 기준이 지난 백업 ${result.removed.length}개를 지웠습니다.`);
    }
  } finally {
    await close();
  }
} catch (err) {
  const known = err instanceof ConfigError || err instanceof BackupSettingsError;
  logger.error({ err }, known ? `실패: ${(err as Error).message}` : '백업에 실패했습니다.');
  process.exit(1);
}
