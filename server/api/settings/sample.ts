// 사이트 설정's 샘플 내용 지우기 (최고관리자): GET /api/settings/sample says how many sample rows are still as
// `npm start` seeded them; POST /api/settings/sample/clear with { confirm: true } removes exactly those, through the
// publish step (every public page shows the site without them at once). The audit trail records the call
// (server/audit/middleware.ts), and an entry of its own holds the counts removed.
import { Router, type RequestHandler } from 'express';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import type { AuthKit } from '../../auth/passport.js';
import type { Publisher } from '../../cache/publish.js';
import { validateBody } from '../../middleware/validate.js';
import { clearSampleRows, sampleLeft } from '../../sample-content/marks.js';
import { auditAction } from '../../audit/middleware.js';

const clearInput = z.strictObject({
  confirm: z.literal(true, { error: '샘플 내용을 지우려면 확인이 필요합니다.' }),
});

export function sampleContentApi({
  auth,
  sequelize,
  publisher,
}: {
  auth: AuthKit;
  sequelize: Sequelize;
  publisher: Publisher;
}) {
  const r = Router();
  const left: RequestHandler = async (_req, res) => {
    const counts = await sampleLeft(sequelize);
    res.json({ ...counts, total: Object.values(counts).reduce((a, b) => a + b, 0) });
  };
  const clear: RequestHandler = async (req, res) => {
    const removed = await publisher.write('settings', async (t) => {
      const counts = await clearSampleRows(sequelize, t);
      await auditAction(req, 'settings.sample.clear', { resource: 'settings', detail: { removed: counts } }, t);
      return counts;
    });
    res.json({ ...removed, total: Object.values(removed).reduce((a, b) => a + b, 0) });
  };
  r.get('/sample', ...auth.allow('settings', 'read'), left);
  r.post('/sample/clear', ...auth.allow('settings', 'write'), validateBody(clearInput, { confirm: '확인' }), clear);
  return r;
}
