// 전형료 대조, for 입학 담당 and the 최고관리자:
// - GET  /api/rounds/:id/fee-matches: the round's fee (0: none) and its paid and unpaid counts;
// - POST /api/rounds/:id/fee-matches: a bank statement (multipart `file`, xlsx or CSV) → the proposals, the deposits
//   left unmatched beside the applications left unpaid, and the rows that cannot be read (changes nothing);
// - POST /api/rounds/:id/fee-matches/confirm `{ pairs: [{ applicationId, amount, depositor, paidOn, line? }] }`: the
//   pairs staff accept, all in one transaction or none.
import type { RequestHandler, Router } from 'express';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import type { AuthKit } from '../../auth/passport.js';
import { AdmissionRound } from '../../../db/models/index.js';
import { confirmFeeMatches, feeCounts, previewFeeMatches } from '../../applications/fee-matches.js';
import { readStatement } from '../../applications/fee-statement.js';
import { badRequest, notFound } from '../../http/errors.js';
import { idSchema, parseId, validateBody } from '../../middleware/validate.js';
import { resultsFileUpload } from './results.js';
import { calendarDay } from '../../../domain/calendar-day.js';

const pair = z.strictObject({
  applicationId: idSchema,
  amount: z
    .number({ error: '입금액은 숫자입니다.' })
    .int({ error: '입금액은 원 단위 정수입니다.' })
    .min(0)
    .max(100_000_000),
  depositor: z.string().trim().min(1, { error: '입금자명이 비어 있습니다.' }).max(50),
  paidOn: calendarDay({ format: '입금일은 YYYY-MM-DD입니다.', invalid: '없는 날짜입니다.' }),
  line: z.number().int().positive().optional(),
});
export const feeConfirmSchema = z.strictObject({
  pairs: z
    .array(pair)
    .min(1, { error: '확인할 입금을 하나 이상 골라주세요.' })
    .max(2000, { error: '한 번에 2000건까지 확인할 수 있습니다.' }),
});
export const feeConfirmLabels = { pairs: '확인할 입금' };

export function roundFeeRoutes(r: Router, { auth, sequelize }: { auth: AuthKit; sequelize: Sequelize }): void {
  const show: RequestHandler = async (req, res) => {
    const id = parseId(req.params.id);
    const round = (await AdmissionRound.findByPk(id))?.toRound();
    if (!round) throw notFound('모집 일정을 찾을 수 없습니다.');
    res.set('Cache-Control', 'no-store').json({
      id,
      name: round.name,
      // 0: the round asks no fee (the screen says so; the import refuses).
      feeAmount: round.fee?.amount ?? 0,
      deadline: round.fee?.deadline ?? null,
      ...(await feeCounts(id)),
    });
  };

  const preview: RequestHandler = async (req, res) => {
    const id = parseId(req.params.id);
    if (!req.file) throw badRequest('거래내역 파일을 선택해주세요.', { file: '거래내역 파일을 선택해주세요.' });
    const rows = await readStatement(req.file);
    const answer = await sequelize.transaction((t) => previewFeeMatches(req, id, rows, t));
    res.set('Cache-Control', 'no-store').json(answer);
  };

  const confirm: RequestHandler = async (req, res) => {
    const id = parseId(req.params.id);
    const { pairs } = req.body as z.infer<typeof feeConfirmSchema>;
    const confirmed = await sequelize.transaction((t) => confirmFeeMatches(req, id, pairs, t));
    res.json({ confirmed, ...(await feeCounts(id)) });
  };

  r.get('/:id/fee-matches', ...auth.allow('applications', 'read'), show);
  r.post('/:id/fee-matches', ...auth.allow('applications', 'write'), resultsFileUpload, preview);
  r.post(
    '/:id/fee-matches/confirm',
    ...auth.allow('applications', 'write'),
    validateBody(feeConfirmSchema, feeConfirmLabels),
    confirm,
  );
}
