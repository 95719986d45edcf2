// 등록 in bulk, for 입학 담당 and the 최고관리자 (server/applications/registration-matches.ts):
// - POST /api/rounds/:id/registration/matches: a bank statement (multipart `file`, xlsx or CSV) → a proposal per
//   등록금 deposit (near names for staff to tick), the deposits left unmatched (two applicants of one name among
//   them, for staff to pair) beside the 합격 still unregistered, and the rows that cannot be read; changes nothing;
// - POST /api/rounds/:id/registration/matches/confirm `{ pairs: [{ applicationId, amount, depositor, paidOn, line? }] }`:
//   등록 for every pair, in one transaction or none;
// - POST /api/rounds/:id/registration/bulk `{ ids, paidAt }`: 등록 of a selection with the round's 등록금.
import type { RequestHandler, Router } from 'express';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import type { AuthKit } from '../../auth/passport.js';
import { readStatement } from '../../applications/fee-statement.js';
import {
  confirmRegistrationMatches,
  previewRegistrationMatches,
  registerSelected,
} from '../../applications/registration-matches.js';
import { badRequest } from '../../http/errors.js';
import { idSchema, parseId, validateBody } from '../../middleware/validate.js';
import { feeConfirmSchema } from './fees.js';
import { resultsFileUpload } from './results.js';

export const registrationConfirmSchema = feeConfirmSchema;
export const registrationConfirmLabels = { pairs: '등록할 입금' };
export const bulkRegistrationSchema = z.strictObject({
  ids: z
    .array(idSchema)
    .min(1, { error: '등록할 지원자를 선택해주세요.' })
    .max(500, { error: '한 번에 500명까지 등록할 수 있습니다.' }),
  paidAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: '납부일을 YYYY-MM-DD로 입력해주세요.' }),
});
export const bulkRegistrationLabels = { ids: '선택한 지원자', paidAt: '납부일' };

export function roundBulkRegistrationRoutes(
  r: Router,
  { auth, sequelize, publicUrl }: { auth: AuthKit; sequelize: Sequelize; publicUrl: string },
): void {
  const preview: RequestHandler = async (req, res) => {
    const id = parseId(req.params.id);
    if (!req.file) throw badRequest('거래내역 파일을 선택해주세요.', { file: '거래내역 파일을 선택해주세요.' });
    const rows = await readStatement(req.file);
    const answer = await sequelize.transaction((t) => previewRegistrationMatches(req, id, rows, t));
    res.set('Cache-Control', 'no-store').json(answer);
  };

  const confirm: RequestHandler = async (req, res) => {
    const id = parseId(req.params.id);
    const { pairs } = req.body as z.infer<typeof registrationConfirmSchema>;
    const registered = await sequelize.transaction((t) => confirmRegistrationMatches(req, id, pairs, { publicUrl }, t));
    res.json({ registered });
  };

  const bulk: RequestHandler = async (req, res) => {
    const id = parseId(req.params.id);
    const body = req.body as z.infer<typeof bulkRegistrationSchema>;
    const registered = await sequelize.transaction((t) => registerSelected(req, id, body, { publicUrl }, t));
    res.json({ registered });
  };

  const writer = auth.allow('applications', 'write');
  r.post('/:id/registration/matches', ...writer, resultsFileUpload, preview);
  r.post(
    '/:id/registration/matches/confirm',
    ...writer,
    validateBody(registrationConfirmSchema, registrationConfirmLabels),
    confirm,
  );
  r.post('/:id/registration/bulk', ...writer, validateBody(bulkRegistrationSchema, bulkRegistrationLabels), bulk);
}
