// `npm run db:migrate`: applies migrations and creates the seven boards, the default settings and the admin.
import { bootDatabase } from '../server/boot.js';
import { ConfigError, loadConfig } from '../server/config.js';
import { logger } from '../server/logger.js';

const command = process.argv[2];
if (command !== 'migrate') {
  console.error('사용법: npm run db:migrate');
  process.exit(2);
}
try {
  const db = await bootDatabase(loadConfig(), { migrate: true });
  await db.close();
  console.log('데이터베이스가 최신 상태입니다.');
} catch (err) {
  // The server's logger and its redacting serializer: a failed migration's SQL and values stay out of the log.
  logger.error({ err }, err instanceof ConfigError ? `실패: ${err.message}` : '마이그레이션에 실패했습니다.');
  process.exit(1);
}
