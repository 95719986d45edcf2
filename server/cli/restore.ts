// `npm run restore -- FILE [--force]`: a backup into the site's database (DATABASE_URL, or the embedded one in
// .data/), which must be empty unless --force; all or nothing (server/backups/restore.ts), and on failure a Korean
// sentence on stderr and exit 1; a sealed file needs the BACKUP_KEY it was made with and is refused
// when tampered with. A dump of an older version is migrated forward. On the embedded default the backup's audit
// key, token secret and checkpoints are put back in .data/, so `npm run audit:verify` checks the restored chain.
import { openDatabase } from '../../db/index.js';
import { adoptLocalState } from '../backups/local.js';
import { restoreBackup, RestoreError } from '../backups/restore.js';
import { runningEmbeddedUrl } from '../backups/running.js';
import { backupSettings, BackupSettingsError } from '../backups/settings.js';
import { ConfigError, loadConfig } from '../process/config.js';
import { logger } from '../process/logger.js';
import { formatDateTime } from '../../domain/time.js';

const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((a) => !a.startsWith('--'));

try {
  if (files.length !== 1)
    throw new ConfigError('복원할 백업 파일을 하나 지정하세요: npm run restore -- <파일> [--force]');
  const config = loadConfig();
  const settings = backupSettings(process.env, config.dataDir);
  if (!config.databaseUrl && runningEmbeddedUrl(config.dataDir, config.pgPassword))
    throw new ConfigError('사이트(npm start)가 이 데이터베이스로 실행 중입니다. 사이트를 멈춘 뒤 다시 복원하세요.');
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    appDatabaseUrl: config.appDatabaseUrl,
    dataDir: config.dataDir,
    pgPassword: config.pgPassword,
    appPgPassword: config.appPgPassword,
  });
  try {
    const result = await restoreBackup({
      file: files[0],
      ownerUrl: db.ownerUrl,
      secret: settings.secret,
      force,
      servingRole: db.servingRole,
    }).catch((err: unknown) => {
      // The restore is one transaction: whatever failed inside it, nothing of it was kept.
      if (err instanceof RestoreError) throw err;
      const why = err instanceof Error ? err.message : String(err);
      throw new RestoreError(`복원에 실패했습니다. 데이터베이스는 복원 전 그대로입니다. (원인: ${why.slice(0, 300)})`, {
        cause: err,
      });
    });
    if (result.header.local && !config.databaseUrl)
      adoptLocalState(config.dataDir, config.auditCheckpointFile, result.header.local);
    const rows = Object.values(result.summary.tables).reduce((a, b) => a + b, 0);
    console.log(
      `복원했습니다: ${result.format === 'pg_dump' ? 'pg_dump 형식의 백업' : `${formatDateTime(result.header.createdAt)}의 백업`}, 표 ${Object.keys(result.summary.tables).length}개, 행 ${rows}개.`,
    );
    if (result.forward.length)
      console.log(`이전 버전의 백업이라 마이그레이션 ${result.forward.length}개를 이어서 적용했습니다.`);
  } finally {
    await db.close();
  }
} catch (err) {
  const known = err instanceof ConfigError || err instanceof BackupSettingsError || err instanceof RestoreError;
  // Said on stderr as well as in the log: an operator at a terminal reads the sentence, not a JSON line.
  const said = known ? (err as Error).message : '복원을 마치지 못했습니다. 로그에 남은 오류를 확인하세요.';
  logger.error({ err }, `실패: ${said}`);
  console.error(`복원하지 못했습니다: ${said}`);
  process.exit(1);
}
