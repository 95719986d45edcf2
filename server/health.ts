// GET /healthz: 200 when the database answers, 503 when it does not (and the log says why).
import type { RequestHandler } from 'express';
import type { Sequelize } from 'sequelize';
import { logger } from './logger.js';

export function healthHandler(sequelize: Sequelize): RequestHandler {
  return async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      await Promise.race([
        sequelize.query('SELECT 1'),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2_000).unref()),
      ]);
      res.json({ status: 'ok' });
    } catch (err) {
      logger.error({ err }, '헬스 체크 실패: 데이터베이스가 응답하지 않습니다.');
      res.status(503).json({ status: 'unavailable', errorMessage: '데이터베이스에 연결할 수 없습니다.' });
    }
  };
}
