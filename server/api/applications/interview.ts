// 면접 배정 (POST /api/applications/bulk-interview): staff give the selected applications one interview time and
// place. In one transaction every one gets interview_at/place, a 수험번호 if it has none (domain/exam-numbers.ts,
// per round and track), moves to 'interview' if it is still before it (with the history row, admin-status.ts),
// is written to the access log, and gets the interview mail (one per application and interview time) in the outbox.
// Applications of different rounds may be assigned together; each round numbers its own. Unknown ids: 404, nothing
// changes. An interview time in the past: 400.
import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import { Application } from '../../../db/models/index.js';
import type { StatusCode } from '../../../domain/application-status.js';
import { EXAM_NO_MAX } from '../../../domain/exam-numbers.js';
import { assignExamNos, lockExamNumbering } from '../../applications/exam-numbers.js';
import type { Round } from '../../../domain/rounds.js';
import { formatDateTime } from '../../../domain/time.js';
import { singleLine } from '../../../domain/single-line.js';
import { now } from '../../../domain/clock.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { enqueueApplicantMail } from '../../mail/applicant.js';
import { loadSettings } from '../../../db/settings.js';
import { changeStatus } from './admin-status.js';
import { idSchema } from '../../middleware/validate.js';
import { logAccess } from '../../applications/access-log.js';
import { dropSlots } from '../../interviews/slots.js';
import type { ApplicationsApiDeps } from './index.js';

export const bulkInterviewSchema = z.strictObject({
  ids: z
    .array(idSchema)
    .min(1, { error: '지원서를 선택해주세요.' })
    .max(500, { error: '한 번에 500건까지 배정할 수 있습니다.' }),
  interviewAt: z.iso.datetime({ offset: true, error: '면접 일시를 시간대가 있는 ISO 8601 형식으로 보내주세요.' }),
  place: z
    .string({ error: '면접 장소를 입력해주세요.' })
    .trim()
    .check(singleLine)
    .min(1, { error: '면접 장소를 입력해주세요.' })
    .max(200, { error: '200자 이하로 입력해주세요.' }),
  examNoStart: z
    .number({ error: '숫자로 입력해주세요.' })
    .int({ error: '정수로 입력해주세요.' })
    .min(1, { error: `1부터 ${EXAM_NO_MAX}까지 입력해주세요.` })
    .max(EXAM_NO_MAX, { error: `1부터 ${EXAM_NO_MAX}까지 입력해주세요.` })
    .optional(),
});
export type BulkInterviewInput = z.infer<typeof bulkInterviewSchema>;
export const interviewLabels = {
  ids: '선택한 지원서',
  interviewAt: '면접 일시',
  place: '면접 장소',
  examNoStart: '시작 수험번호',
};

/** Statuses before the interview: an assignment moves them to 'interview'; later ones keep their status. */
const BEFORE_INTERVIEW: readonly StatusCode[] = ['received', 'doc_check', 'doc_review'];

export function interviewHandlers({ sequelize, rounds, publicUrl }: ApplicationsApiDeps) {
  const bulk: RequestHandler = async (req: Request, res) => {
    const body = req.body as BulkInterviewInput;
    const at = new Date(body.interviewAt);
    if (at.getTime() <= now().getTime())
      throw badRequest('면접 일시는 지금 이후여야 합니다.', { interviewAt: '지금 이후의 일시를 입력해주세요.' });
    const ids = [...new Set(body.ids)];
    const assigned = await sequelize.transaction(async (transaction) => {
      // Serialises numbering: two assignments at once never hand out the same number.
      await lockExamNumbering(transaction);
      const rows = await Application.findAll({ where: { id: ids }, transaction, lock: transaction.LOCK.UPDATE });
      if (rows.length !== ids.length)
        throw notFound('선택한 지원서 중 찾을 수 없는 것이 있습니다. 목록을 새로고침해주세요.');
      // An applicant who withdrew (지원 취소) is never given an interview, nor mailed one.
      const withdrawn = rows.filter((a) => a.status === 'withdrawn');
      if (withdrawn.length)
        throw conflict(
          `지원 취소된 지원서는 면접을 배정할 수 없습니다: ${withdrawn.map((a) => a.receiptNo).join(', ')}. 선택에서 빼주세요.`,
        );
      const numbers = await assignExamNos(rows, body.examNoStart, transaction);
      await dropSlots(ids, transaction);
      const byRound = new Map<number, Round | null>();
      const settings = await loadSettings(transaction);
      for (const a of rows) {
        const examNo = numbers.get(a.id) ?? a.examNo;
        // One shared time and place: a timetable's slot (its end, its Chinese room name) no longer applies.
        await a.update(
          { interviewAt: at, interviewPlace: body.place, interviewPlaceZh: null, interviewEndsAt: null, examNo },
          { transaction },
        );
        if (BEFORE_INTERVIEW.includes(a.status)) {
          const comment = `면접 배정: ${formatDateTime(at)} ${body.place}`;
          await changeStatus(req, a, { status: 'interview', comment }, transaction);
        }
        await logAccess(req, 'update', a, { fields: ['interviewAt', 'interviewPlace', 'examNo'], examNo }, transaction);
        if (a.roundId != null && !byRound.has(a.roundId)) byRound.set(a.roundId, await rounds.byId(a.roundId));
        const round = a.roundId != null ? (byRound.get(a.roundId) ?? null) : null;
        await enqueueApplicantMail('application.interview', a, round, {
          transaction,
          publicUrl,
          settings,
          occasion: at.toISOString(),
        });
      }
      return rows.map((a) => ({ id: a.id, examNo: a.examNo }));
    });
    res.json({ data: ids, assigned });
  };
  return { bulk };
}
