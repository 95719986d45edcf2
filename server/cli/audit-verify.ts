// `npm run audit:verify [-- --checkpoints <file> …]`: walks the audit log's keyed hash chain against the signed
// checkpoints (the checkpoint file of the configuration, plus any file of JSON lines given, such as log lines saved
// from a log drain) and says whether it is intact. Exits 1 and names where it broke when an entry was edited,
// removed, rewritten or cut from the end, so a scheduler or an auditor can run it as a check. An intact chain is
// anchored once more: a new signed checkpoint goes to the log and the checkpoint file.
import { readFileSync } from 'node:fs';
import { bootDatabase } from '../boot.js';
import { ConfigError, loadConfig } from '../process/config.js';
import { logger } from '../process/logger.js';
import { parseCheckpoints, readCheckpointFile, writeCheckpoint } from '../audit/checkpoints.js';
import { describeCheck, verifyAuditChain } from '../audit/verify.js';

const args = process.argv.slice(2);
const given = args.flatMap((a, i) => (a === '--checkpoints' && args[i + 1] ? [args[i + 1]] : []));

try {
  const config = loadConfig();
  const db = await bootDatabase(config, { migrate: !config.databaseUrl });
  try {
    let checkpoints = readCheckpointFile();
    for (const file of given) {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        throw new ConfigError(`체크포인트 파일을 읽을 수 없습니다: ${file}`);
      }
      checkpoints = [...checkpoints, ...parseCheckpoints(text, file)];
    }
    const check = await verifyAuditChain(db.sequelize, { checkpoints });
    if (check.ok) {
      console.log(`${describeCheck(check)} (체크포인트 ${checkpoints.length}개와 대조)`);
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
