// `npm run audit:verify`: walks the audit log's hash chain and says whether it is intact. Exits 1 and names the first
// bad entry when an entry was edited or removed, so a scheduler or an auditor can run it as a check.
import { bootDatabase } from '../boot.js';
import { ConfigError, loadConfig } from '../config.js';
import { logger } from '../logger.js';
import { describeCheck, verifyAuditChain } from '../audit/log.js';

try {
  const config = loadConfig();
  const db = await bootDatabase(config, { migrate: !config.databaseUrl });
  try {
    const check = await verifyAuditChain(db.sequelize);
    if (check.ok) console.log(describeCheck(check));
    else {
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
