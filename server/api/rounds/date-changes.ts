// A round's dates changed after applications came in (issue 27 item 4). Before saving, the admin asks
// POST /api/rounds/:id/changes-preview with the form's values: the dates that would change (old → new, Seoul time)
// and how many applicants the round has. The PUT then carries notifyApplicants: true (tell them) or false. In the
// save's transaction the round keeps each changed date's last change (dateChanges: the public pages mark it 변경
// with the change's day), a round.changed mail per applicant (their language, old and new dates) goes to the
// outbox when asked, and the audit log names the change, the count and the choice.
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
import { auditAction } from '../../audit/middleware.js';
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
  const lines = dateChangesBetween(row.toRound(), merged(row, req.body as RoundUpdate));
  const applicants = await Application.count({ where: { roundId: row.id } });
  // Those whose receipt mail has gone hold the old dates in writing: "알리지 않고 저장" names how many.
  const [{ n: mailed }] = await row.sequelize.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM applications a
      WHERE a.round_id = $id
        AND EXISTS (SELECT 1 FROM mail_outbox m
                     WHERE m.dedupe_key = 'application.received:' || a.id AND m.status = 'sent')`,
    { type: QueryTypes.SELECT, bind: { id: row.id } },
  );
  res.json({
    applicants,
    mailed,
    changes: lines.map((l) => ({ ...l, fromText: shown(l.from), toText: shown(l.to) })),
  });
};

/**
 * After updateRound in the same transaction: when dates changed and the round has applicants, records the change
 * on the round, mails them if asked, and audits it. Answers the changes (none: nothing done).
 */
export async function announceDateChanges(
  req: Request,
  t: Transaction,
  before: Round,
  row: AdmissionRound,
  opts: { notify: boolean; publicUrl: string },
): Promise<DateChangeLine[]> {
  const lines = dateChangesBetween(before, row.toRound());
  if (!lines.length) return [];
  const apps = await Application.findAll({ where: { roundId: row.id }, transaction: t, order: [['id', 'ASC']] });
  if (!apps.length) return [];
  const at = now();
  await row.update({ dateChanges: withDateChanges(row.dateChanges ?? {}, lines, at, opts.notify) }, { transaction: t });
  if (opts.notify) {
    const round = row.toRound();
    const settings = await loadSettings(t);
    const text = { ko: dateChangeText(lines, 'ko'), zh: dateChangeText(lines, 'zh') };
    for (const a of apps) {
      await enqueueApplicantMail('round.changed', a, round, {
        transaction: t,
        publicUrl: opts.publicUrl,
        settings,
        occasion: at.toISOString(),
        values: { changes: a.locale === 'zh-Hans' ? text.zh : text.ko },
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
      detail: { changes: lines, applicants: apps.length, notified: opts.notify },
    },
    t,
  );
  return lines;
}
