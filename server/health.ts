// GET /healthz: 200 when the database answers, 503 when it does not. The log says why once when the database stops
// answering and once when it answers again, not once per probe: a load balancer probing every few hundred
// milliseconds wrote 61 identical error lines in 5 s of an outage, which hid everything else in the log.
import type { RequestHandler } from 'express';
import type { Sequelize } from 'sequelize';
import { logger } from './process/logger.js';

export function healthHandler({ sequelize }: { sequelize: Sequelize }): RequestHandler {
  // This process's last verdict on the database; one handler per process (app.ts), so one log line per change.
  let down = false;
  return async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      await Promise.race([
        sequelize.query('SELECT 1'),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2_000).unref()),
      ]);
      if (down) {
        down = false;
        logger.info('헬스 체크 복구: 데이터베이스가 다시 응답합니다.');
      }
      res.json({ status: 'ok' });
    } catch (err) {
      if (!down) {
        down = true;
        logger.error(
          { err },
          '헬스 체크 실패: 데이터베이스가 응답하지 않습니다. (복구될 때까지 다시 기록하지 않습니다)',
        );
      }
      res.status(503).json({ status: 'unavailable', errorMessage: '데이터베이스에 연결할 수 없습니다.' });
    }
  };
}
