// `npm run privacy:purge`: destroys the applications and the 입학상담 questions past their retention periods now, empties the 휴지통 of what was
// deleted more than 30 days ago, and says how many.
import { clockFromSetting, useClock } from '../../domain/clock.js';
import { bootDatabase } from '../boot.js';
import { ConfigError, loadConfig } from '../process/config.js';
import { logger } from '../process/logger.js';
import { purgeExpiredApplications } from '../retention/purge.js';
import { purgeTrash } from '../trash/purge.js';
import { purgeExpiredQuestions } from '../questions/purge.js';

// TEST_NOW starts the clock at an instant, as for the server (tests of the CLI at another date).
useClock(clockFromSetting(process.env.TEST_NOW));
try {
  const config = loadConfig();
  const db = await bootDatabase(config, { migrate: !config.databaseUrl });
  try {
    const result = await purgeExpiredApplications(db.sequelize, undefined, { job: 'privacy-purge-cli' });
    if (!result.ran) console.log('다른 프로세스가 파기 작업을 하고 있습니다. 잠시 후 다시 실행하세요.');
    else
      console.log(
        `보유기간이 지난 지원서 ${result.destroyed}건(첨부 파일 ${result.files}개)을 파기했습니다. 기준 시각: ${result.cutoff?.toISOString()}`,
      );
    const questions = await purgeExpiredQuestions(db.sequelize, undefined, { job: 'privacy-purge-cli' });
    console.log(
      `보유기간이 지난 입학상담 질문 ${questions.destroyed}건을 파기했습니다. 기준 시각: ${questions.cutoff.toISOString()}`,
    );
    const trash = await purgeTrash(db.sequelize, undefined, { job: 'privacy-purge-cli' });
    console.log(
      `휴지통에서 30일이 지난 게시글 ${trash.posts}건, 페이지 ${trash.pages}건(파일 ${trash.files}개)을 영구 삭제했습니다.`,
    );
  } finally {
    await db.close();
  }
} catch (err) {
  // The server's logger and its redacting serializer: an applicant's data in a failed query stays out of the log.
  logger.error({ err }, err instanceof ConfigError ? `실패: ${err.message}` : '지원서 파기에 실패했습니다.');
  process.exit(1);
}
