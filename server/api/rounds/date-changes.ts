// A round's dates changed after applications came in. Before saving, the admin asks
// POST /api/rounds/:id/changes-preview with the form's values: the dates that would change (old → new, Seoul time)
// and how many applicants the round has, how many a notified save mails, and (the interview period moved) how far
// and how many given interviews would lie outside it. The PUT then carries notifyApplicants: true (tell them) or
// false, and shiftInterviews: true to move every interview by the period's offset (server/interviews/shift.ts;
// without it a save leaving interviews outside the new period is a 409). In the save's transaction the round keeps
// each changed date's last change (dateChanges: the public pages mark it 변경 with the change's day), a round.changed
// mail per applicant concerned (their language, old and new dates; an interview-only change concerns only the
// applicants with an interview, and a moved one gets their own new slot instead) goes to the outbox when asked,
// and the audit log names the change, the count and the choice.
import type { Request, RequestHandler } from 'express';
import { QueryTypes, type Transaction } from 'sequelize';
import { AdmissionRound, Application } from '../../../db/models/index.js';
import { loadSettings } from '../../../db/settings.js';
import { now } from '../../../domain/clock.js';
import {
  dateChangesBetween,
  dateChangeText,
  withDateChanges,
  type DateChangeLine,
} from '../../../domain/round-changes.js';
import { detailsOf, type Round } from '../../../domain/rounds.js';
import { formatDateTime } from '../../../domain/time.js';
import { isInterviewField, linesFor } from '../../../domain/interview-shift.js';
import { auditAction } from '../../audit/middleware.js';
import { interviewees, interviewsForPeriodChange, periodChangeEffect } from '../../interviews/shift.js';
import { notFound } from '../../http/errors.js';
import { enqueueApplicantMail } from '../../mail/applicant.js';
import { parseId } from '../../middleware/validate.js';
import type { RoundUpdate } from './schema.js';

/** The round as it would read with the change applied (only what bears on its dates). */
function merged(row: AdmissionRound, input: RoundUpdate): Round {
  const round = row.toRound();
  const details = detailsOf(row.details);
  return {
    ...round,
    applyStartAt: input.applyStartAt ? input.applyStartAt.toISOString() : round.applyStartAt,
    applyEndAt: input.applyEndAt ? input.applyEndAt.toISOString() : round.applyEndAt,
    announceAt: input.announceAt ? input.announceAt.toISOString() : round.announceAt,
    documentDeadline: input.documentDeadline !== undefined ? input.documentDeadline : details.documentDeadline,
    interview: input.interview !== undefined ? input.interview : details.interview,
    registration: input.registration !== undefined ? input.registration : details.registration,
  };
}

const shown = (iso: string | null) => (iso ? formatDateTime(iso) : '미정');

/** POST /api/rounds/:id/changes-preview: what the save would change of the dates, and whom it touches. */
export const previewDateChanges: RequestHandler = async (req, res) => {
  const row = await AdmissionRound.findByPk(parseId(req.params.id));
  if (!row) throw notFound('모집 일정을 찾을 수 없습니다.');
  const [before, after] = [row.toRound(), merged(row, req.body as RoundUpdate)];
  const lines = dateChangesBetween(before, after);
  const apps = await Application.findAll({ attributes: ['id', 'status'], where: { roundId: row.id } });
  const people = await interviewees(row.id);
  const withInterview = new Set(people.map((p) => p.applicationId));
  const touched = lines.some((l) => isInterviewField(l.field));
  // Those whose receipt mail has gone hold the old dates in writing: "알리지 않고 저장" names how many.
  const [{ n: mailed }] = await row.sequelize.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM applications a
      WHERE a.round_id = $id
        AND EXISTS (SELECT 1 FROM mail_outbox m
                     WHERE m.dedupe_key = 'application.received:' || a.id AND m.status = 'sent')`,
    { type: QueryTypes.SELECT, bind: { id: row.id } },
  );
  res.json({
    applicants: apps.length,
    mailed,
    // Who a notified save mails: an interview-only change, the applicants with an interview.
    recipients: apps.filter((a) => linesFor(lines, hasInterview(a, withInterview)).length).length,
    changes: lines.map((l) => ({ ...l, fromText: shown(l.from), toText: shown(l.to) })),
    interviews: touched ? periodChangeEffect(before, after, people) : null,
  });
};

/** Whether a date change of the interview concerns the applicant: an interview given, or awaited (면접 단계). */
const hasInterview = (a: Pick<Application, 'id' | 'status'>, given: ReadonlySet<number>) =>
  given.has(a.id) || a.status === 'interview';

/**
 * After updateRound in the same transaction: when dates changed and the round has applicants, records the change
 * on the round, mails them if asked, and audits it. Answers the changes (none: nothing done).
 */
export async function announceDateChanges(
  req: Request,
  t: Transaction,
  before: Round,
  row: AdmissionRound,
  opts: { notify: boolean; shift: boolean; publicUrl: string },
): Promise<DateChangeLine[]> {
  const after = row.toRound();
  const lines = dateChangesBetween(before, after);
  if (!lines.length) return [];
  const apps = await Application.findAll({ where: { roundId: row.id }, transaction: t, order: [['id', 'ASC']] });
  if (!apps.length) return [];
  const { interviewIds, moved } = lines.some((l) => isInterviewField(l.field))
    ? await interviewsForPeriodChange(req, t, before, after, opts)
    : { interviewIds: new Set<number>(), moved: new Set<number>() };
  const at = now();
  await row.update({ dateChanges: withDateChanges(row.dateChanges ?? {}, lines, at, opts.notify) }, { transaction: t });
  let mailed = 0;
  if (opts.notify) {
    const settings = await loadSettings(t);
    for (const a of apps) {
      // A moved applicant has their own new slot in the interview mail; the rest of the change comes here.
      const own = linesFor(lines, hasInterview(a, interviewIds) && !moved.has(a.id));
      if (!own.length) continue;
      mailed += 1;
      await enqueueApplicantMail('round.changed', a, after, {
        transaction: t,
        publicUrl: opts.publicUrl,
        settings,
        occasion: at.toISOString(),
        values: { changes: dateChangeText(own, a.locale === 'zh-Hans' ? 'zh' : 'ko') },
      });
    }
  }
  await auditAction(
    req,
    'rounds.dates.change',
    {
      resource: 'rounds',
      recordId: row.id,
      fields: lines.map((l) => l.field),
      detail: {
        changes: lines,
        applicants: apps.length,
        notified: opts.notify,
        mailed,
        interviewsMoved: moved.size,
      },
    },
    t,
  );
  return lines;
}
