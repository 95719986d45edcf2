// `npm run db:migrate` (the Procfile's release step): applies migrations and creates the eight boards, the default
// settings and the ADMIN_ID administrator. One file on purpose, so the build can bundle it as it is.
import { bootDatabase } from '../boot.js';
import { ConfigError, loadConfig } from '../process/config.js';
import { logger } from '../process/logger.js';

try {
  const db = await bootDatabase(loadConfig(), { migrate: true });
  await db.close();
  console.log('데이터베이스가 최신 상태입니다.');
} catch (err) {
  // The server's logger and its redacting serializer: a failed migration's SQL and values stay out of the log.
  logger.error({ err }, err instanceof ConfigError ? `실패: ${err.message}` : '마이그레이션에 실패했습니다.');
  process.exit(1);
}
