// `npm run audit:verify [-- --checkpoints <file> …]`: walks the audit log's keyed hash chain against the signed
// checkpoints (the audit_checkpoints table's, the checkpoint file's of the configuration, plus any file of JSON lines
// given, such as log lines saved from a log drain or the 개인정보 보호책임자's mails saved as text) and says which it
// compared and whether the chain is intact. Exits 1 and names where it broke when an entry was edited, removed,
// rewritten, put in without the key or cut from the end, or when there is no entry at all; a chain whose links hold
// but that no checkpoint vouches for exits 0 with a warning. Either way it is anchored once more: a new signed
// checkpoint goes to the table, the log and the checkpoint file.
import { readFileSync } from 'node:fs';
import { bootDatabase } from '../boot.js';
import { ConfigError, loadConfig } from '../process/config.js';
import { logger } from '../process/logger.js';
import { parseCheckpoints, writeCheckpoint, type CheckpointLine } from '../audit/checkpoints.js';
import { verifyAuditChain } from '../audit/verify.js';
import { describeCheck } from '../audit/verify-report.js';

const args = process.argv.slice(2);
const given = args.flatMap((a, i) => (a === '--checkpoints' && args[i + 1] ? [args[i + 1]] : []));

try {
  const config = loadConfig();
  const db = await bootDatabase(config, { migrate: !config.databaseUrl });
  try {
    const extra: CheckpointLine[] = [];
    for (const file of given) {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        throw new ConfigError(`체크포인트 파일을 읽을 수 없습니다: ${file}`);
      }
      extra.push(...parseCheckpoints(text, file));
    }
    const check = await verifyAuditChain(
      db.sequelize,
      given.length ? { extra, extraLabel: `주어진 파일 ${given.join(', ')}` } : {},
    );
    if (check.status === 'intact' || check.status === 'unanchored') {
      console.log(describeCheck(check));
      await writeCheckpoint(db.sequelize);
    } else {
      console.error(describeCheck(check));
      process.exitCode = 1;
    }
  } finally {
    await db.close();
  }
} catch (err) {
  logger.error({ err }, err instanceof ConfigError ? `실패: ${err.message}` : '감사 기록을 확인하지 못했습니다.');
  process.exit(1);
}
