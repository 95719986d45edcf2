// GET /healthz: 200 when the database answers, 503 when it does not.
import type { RequestHandler } from 'express';
import type { Sequelize } from 'sequelize';

export function healthHandler(sequelize: Sequelize): RequestHandler {
  return async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      await Promise.race([
        sequelize.query('SELECT 1'),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2_000).unref()),
      ]);
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'unavailable', errorMessage: '데이터베이스에 연결할 수 없습니다.' });
    }
  };
}
