// The interviews of a round when its interview period moves: the interviews already given (timetable slots and a
// batch's shared times, kept on applications), and the shift of all of them by the period's offset. In the caller's
// transaction each moved applicant gets the new time on the timetable and on the application (the look-up, the
// 수험표), a history row, an access-log row, an audit entry and, when staff chose to tell them, the interview mail
// with their own new slot in their language.
import type { Request } from 'express';
import { Op, type Transaction } from 'sequelize';
import { Application, ApplicationStatusChange } from '../../db/models/index.js';
import { loadSettings } from '../../db/settings.js';
import {
  offsetText,
  outsidePeriod,
  periodOffsetMs,
  shifted,
  type GivenInterview,
} from '../../domain/interview-shift.js';
import type { Round } from '../../domain/rounds.js';
import { formatDateTime, formatTime } from '../../domain/time.js';
import { logAccess } from '../applications/access-log.js';
import { auditAction } from '../audit/middleware.js';
import { currentUser } from '../auth/passport.js';
import { conflict } from '../http/errors.js';
import { enqueueApplicantMail } from '../mail/applicant.js';
import { roundSlots } from './slots.js';

export interface Interviewee extends GivenInterview {
  application: Application;
  /** A timetable slot (else a batch's shared time). */
  slotted: boolean;
}

/** Every applicant of the round with an interview given (withdrawn ones left out); locked in a transaction. */
export async function interviewees(roundId: number, transaction?: Transaction): Promise<Interviewee[]> {
  const apps = await Application.findAll({
    where: { roundId, interviewAt: { [Op.ne]: null }, status: { [Op.ne]: 'withdrawn' } },
    order: [['id', 'ASC']],
    transaction,
    ...(transaction ? { lock: transaction.LOCK.UPDATE } : {}),
  });
  const slots = new Map((await roundSlots(roundId, transaction)).map((s) => [s.applicationId, s]));
  return apps.map((a) => {
    const s = slots.get(a.id);
    return {
      application: a,
      applicationId: a.id,
      slotted: !!s,
      startsAt: s?.startsAt ?? a.interviewAt!.toISOString(),
      endsAt: s?.endsAt ?? a.interviewEndsAt?.toISOString() ?? null,
    };
  });
}

const timeText = (g: GivenInterview) =>
  g.endsAt ? `${formatDateTime(g.startsAt)} ~ ${formatTime(g.endsAt)}` : formatDateTime(g.startsAt);

/**
 * Moves every interview of the round by `ms` (the interview period's offset). The timetable moves in one statement
 * (its unique key is checked at commit). Answers the applicants moved.
 */
export async function shiftInterviews(
  req: Request,
  t: Transaction,
  round: Round,
  people: readonly Interviewee[],
  ms: number,
  opts: { notify: boolean; publicUrl: string },
): Promise<number[]> {
  if (!people.length || ms === 0) return [];
  await Application.sequelize!.query(
    `UPDATE interview_slots SET starts_at = starts_at + :ms * interval '1 millisecond',
       ends_at = ends_at + :ms * interval '1 millisecond', updated_at = now() WHERE round_id = :roundId`,
    { replacements: { ms, roundId: round.id }, transaction: t },
  );
  const user = currentUser(req);
  const settings = opts.notify ? await loadSettings(t) : undefined;
  for (const p of people) {
    const a = p.application;
    const next = shifted(p, ms);
    await a.update(
      { interviewAt: new Date(next.startsAt), interviewEndsAt: next.endsAt ? new Date(next.endsAt) : null },
      { transaction: t },
    );
    await ApplicationStatusChange.create(
      {
        applicationId: a.id,
        fromStatus: a.status,
        toStatus: a.status,
        note: `면접 기간 변경 (${offsetText(ms)}): ${timeText(p)} → ${timeText(next)}`,
        changedBy: user.id,
        changedByName: user.name ?? user.loginId,
      },
      { transaction: t },
    );
    const detail = { from: { startsAt: p.startsAt, endsAt: p.endsAt }, to: next, offsetMs: ms };
    await logAccess(req, 'update', a, { fields: ['interviewAt', 'interviewEndsAt'], ...detail }, t);
    await auditAction(
      req,
      'rounds.interviews.shift',
      { resource: 'applications', recordId: a.id, fields: ['interviewAt', 'interviewEndsAt'], detail },
      t,
    );
    if (opts.notify)
      await enqueueApplicantMail('application.interview', a, round, {
        transaction: t,
        publicUrl: opts.publicUrl,
        settings,
        occasion: `shift-${next.startsAt}`,
      });
  }
  return people.map((p) => p.applicationId);
}

/** What a change of the interview period does to the interviews given: the offset and who would lie outside. */
export interface PeriodChangeEffect {
  /** Applicants with an interview given. */
  given: number;
  /** The period's start moved by (ms); null: a period added or removed, or not moved. */
  offsetMs: number | null;
  offsetText: string | null;
  /** Given interviews outside the new period as they stand. */
  outside: number;
  /** Outside the new period even after moving them all by the offset. */
  outsideAfterShift: number;
}

export function periodChangeEffect(before: Round, after: Round, people: readonly Interviewee[]): PeriodChangeEffect {
  const ms = periodOffsetMs(before.interview, after.interview);
  const offsetMs = ms === 0 ? null : ms;
  return {
    given: people.length,
    offsetMs,
    offsetText: offsetMs === null ? null : offsetText(offsetMs),
    outside: outsidePeriod(people, after.interview).length,
    outsideAfterShift:
      offsetMs === null
        ? 0
        : outsidePeriod(
            people.map((p) => shifted(p, offsetMs)),
            after.interview,
          ).length,
  };
}

/**
 * In the round save's transaction, after the dates changed: with `shift`, every interview moves by the period's
 * offset (refused when they would still lie outside the new period); without it, refused while any lies outside.
 * Answers the applicants with an interview and those moved.
 */
export async function interviewsForPeriodChange(
  req: Request,
  t: Transaction,
  before: Round,
  after: Round,
  opts: { shift: boolean; notify: boolean; publicUrl: string },
): Promise<{ interviewIds: Set<number>; moved: Set<number> }> {
  const people = await interviewees(after.id, t);
  const interviewIds = new Set(people.map((p) => p.applicationId));
  const effect = periodChangeEffect(before, after, people);
  if (!people.length) return { interviewIds, moved: new Set() };
  if (opts.shift && effect.offsetMs !== null) {
    if (effect.outsideAfterShift)
      throw conflict(
        `면접 시간표를 ${effect.offsetText} 옮겨도 ${effect.outsideAfterShift}명의 면접이 새 면접 기간 밖에 있습니다. 면접 기간을 넓히거나 시간표를 먼저 고쳐주세요.`,
        { 'interview.endAt': '옮긴 면접이 이 기간을 벗어납니다.' },
      );
    const moved = await shiftInterviews(req, t, after, people, effect.offsetMs, opts);
    return { interviewIds, moved: new Set(moved) };
  }
  if (effect.outside)
    throw conflict(
      `면접 시간표의 ${effect.outside}명이 새 면접 기간 밖에 있습니다. 시간표를 면접 기간과 같은 만큼 옮겨 저장하거나, 먼저 면접 시간을 고쳐주세요.`,
      { 'interview.startAt': '이미 정한 면접 시간이 이 기간을 벗어납니다.' },
    );
  return { interviewIds, moved: new Set() };
}
