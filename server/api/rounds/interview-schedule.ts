// 면접 시간표 under /api/rounds/:id/interview-schedule: the stored timetable (GET; ?photos=1 adds
// the 증명사진 for the sign-in sheet), a new one for every applicant in 면접 (POST: dryRun answers the plan and
// writes nothing; else one transaction stores the slots, gives a 수험번호 to whoever has none, writes the history
// and the access log, and puts each applicant's own time and place in the outbox), and one applicant moved
// (/move) or two swapped (/swap), each changed applicant mailed again. Staff writes are audited by name.
import type { Request, RequestHandler, Router } from 'express';
import type { Sequelize, Transaction } from 'sequelize';
import { AdmissionRound, Application, ApplicationStatusChange } from '../../../db/models/index.js';
import { now } from '../../../domain/clock.js';
import { outsidePeriod } from '../../../domain/interview-shift.js';
import { planSlots, type Timetable, type TimetableSlot } from '../../../domain/interview-schedule.js';
import { departmentName, TRACKS } from '../../../domain/programs.js';
import type { Round } from '../../../domain/rounds.js';
import { formatDateTime, formatTime } from '../../../domain/time.js';
import { loadSettings } from '../../../db/settings.js';
import { logAccess } from '../../applications/access-log.js';
import { photoDataUrl } from '../../applications/receipt.js';
import { auditAction } from '../../audit/middleware.js';
import { currentUser, type AuthKit } from '../../auth/passport.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { clashIn, dropSlotsExcept, putSlot, roomsOf, roundSlots, type StoredSlot } from '../../interviews/slots.js';
import { enqueueApplicantMail } from '../../mail/applicant.js';
import { parseId, validateBody } from '../../middleware/validate.js';
import { assignExamNos, lockExamNumbering } from '../../applications/exam-numbers.js';
import {
  moveLabels,
  moveSchema,
  scheduleLabels,
  scheduleSchema,
  swapLabels,
  swapSchema,
  type MoveInput,
  type ScheduleInput,
  type SwapInput,
} from './interview-schema.js';

async function roundOr404(id: number, transaction?: Transaction): Promise<Round> {
  const row = await AdmissionRound.findByPk(id, { transaction });
  if (!row) throw notFound('모집 일정을 찾을 수 없습니다.');
  return row.toRound();
}

function rowOf(a: Application, s: StoredSlot, examNo: string | null): TimetableSlot {
  return {
    applicationId: a.id,
    roomNo: s.roomNo,
    startsAt: s.startsAt,
    endsAt: s.endsAt,
    receiptNo: a.receiptNo,
    examNo,
    name: a.name,
    nameEn: a.nameEn,
    trackLabel: TRACKS[a.track].ko,
    departmentName: departmentName(a.department),
    locale: a.locale,
  };
}

function timetableOf(round: Round, slots: StoredSlot[], apps: Application[], numbers = new Map<number, string>()) {
  const byId = new Map(apps.map((a) => [a.id, a]));
  const placed = new Set(slots.map((s) => s.applicationId));
  const examNo = (a: Application) => numbers.get(a.id) ?? a.examNo ?? null;
  const timetable: Timetable = {
    round: { id: round.id, name: round.name },
    rooms: roomsOf(slots),
    slots: slots
      .filter((s) => byId.has(s.applicationId))
      .map((s) => rowOf(byId.get(s.applicationId)!, s, examNo(byId.get(s.applicationId)!))),
    unscheduled: apps
      .filter((a) => a.status === 'interview' && !placed.has(a.id))
      .map((a) => ({ id: a.id, receiptNo: a.receiptNo, examNo: a.examNo ?? null, name: a.name })),
  };
  timetable.slots.sort((x, y) => x.roomNo - y.roomNo || x.startsAt.localeCompare(y.startsAt));
  return timetable;
}

/** The slots past the round's interview period, named before the timetable is applied (and in its answer). */
function periodWarning(round: Round, slots: readonly StoredSlot[]) {
  const outside = outsidePeriod(slots, round.interview).map((s) => s.applicationId);
  const period =
    round.interview && `${formatDateTime(round.interview.startAt)} ~ ${formatDateTime(round.interview.endAt)}`;
  return {
    outsidePeriod: outside,
    warning: outside.length
      ? `시간표의 ${outside.length}명이 모집의 면접 기간(${period}) 밖에 있습니다. 시작 시각·면접 시간을 줄이거나 면접실을 늘리거나, 모집 일정의 면접 기간을 먼저 고쳐주세요.`
      : null,
  };
}

const slotText = (s: StoredSlot) => `${formatDateTime(s.startsAt)} ~ ${formatTime(s.endsAt)}, ${s.room}`;

export interface InterviewRouteDeps {
  auth: AuthKit;
  sequelize: Sequelize;
  publicUrl: string;
}

export function roundInterviewRoutes(r: Router, { auth, sequelize, publicUrl }: InterviewRouteDeps): void {
  /** The applicant's new slot stored, in the history and the access log, and mailed in their language. */
  async function told(req: Request, round: Round, a: Application, s: StoredSlot, why: string, t: Transaction) {
    await putSlot(round.id, a, s, t);
    const user = currentUser(req);
    await ApplicationStatusChange.create(
      {
        applicationId: a.id,
        fromStatus: a.status,
        toStatus: a.status,
        note: `${why}: ${slotText(s)}`,
        changedBy: user.id,
        changedByName: user.name ?? user.loginId,
      },
      { transaction: t },
    );
    await logAccess(req, 'update', a, { fields: ['interviewAt', 'interviewPlace'], slot: s }, t);
    await enqueueApplicantMail('application.interview', a, round, {
      transaction: t,
      publicUrl,
      settings: await loadSettings(t),
      occasion: `${s.startsAt}@${s.roomNo}`,
    });
  }

  const show: RequestHandler = async (req, res) => {
    const round = await roundOr404(parseId(req.params.id));
    const slots = await roundSlots(round.id);
    const apps = await Application.findAll({ where: { roundId: round.id, status: 'interview' } });
    const missing = slots.map((s) => s.applicationId).filter((id) => !apps.some((a) => a.id === id));
    if (missing.length) apps.push(...(await Application.findAll({ where: { id: missing } })));
    const timetable = timetableOf(round, slots, apps);
    const photos = req.query.photos === '1';
    if (photos) for (const s of timetable.slots) s.photo = await photoDataUrl(s.applicationId);
    await logAccess(req, 'list', null, { roundId: round.id, what: '면접 시간표', photos });
    res.json(timetable);
  };

  const generate: RequestHandler = async (req, res) => {
    const body = req.body as ScheduleInput;
    const round = await roundOr404(parseId(req.params.id));
    if (new Date(body.startAt).getTime() <= now().getTime())
      throw badRequest('면접 시작은 지금 이후여야 합니다.', { startAt: '지금 이후의 일시를 입력해주세요.' });
    const t = await sequelize.transaction();
    try {
      await lockExamNumbering(t);
      const apps = await Application.findAll({
        where: { roundId: round.id, status: 'interview' },
        transaction: t,
        lock: t.LOCK.UPDATE,
      });
      if (!apps.length)
        throw badRequest('이 모집에 면접 단계의 지원자가 없습니다. 먼저 면접 대상자의 상태를 면접으로 바꿔주세요.');
      const numbers = await assignExamNos(apps, undefined, t);
      const candidates = apps.map((a) => ({ ...a.get(), examNo: numbers.get(a.id) ?? a.examNo ?? null }));
      const slots: StoredSlot[] = planSlots(candidates, body).map((p) => ({
        ...p,
        room: body.rooms[p.roomNo]!.name,
        roomZh: body.rooms[p.roomNo]!.nameZh,
      }));
      const timetable = { ...timetableOf(round, slots, apps, numbers), ...periodWarning(round, slots) };
      if (body.dryRun) {
        await t.rollback();
        res.json({ dryRun: true, ...timetable });
        return;
      }
      const byId = new Map(apps.map((a) => [a.id, a]));
      for (const s of slots) {
        const a = byId.get(s.applicationId)!;
        if (numbers.has(a.id)) await a.update({ examNo: numbers.get(a.id)! }, { transaction: t });
        await told(req, round, a, s, '면접 시간표 배정', t);
      }
      await dropSlotsExcept(
        round.id,
        slots.map((s) => s.applicationId),
        t,
      );
      await auditAction(
        req,
        'rounds.interviews.schedule',
        {
          resource: 'rounds',
          recordId: round.id,
          detail: { applicants: slots.length, rooms: body.rooms.map((x) => x.name), startAt: body.startAt },
        },
        t,
      );
      await t.commit();
      res.json({ dryRun: false, ...timetable });
    } catch (err) {
      if (!(t as unknown as { finished?: string }).finished) await t.rollback();
      throw err;
    }
  };

  /** The round's stored slot of an applicant, or a 404. */
  async function slotOf(roundId: number, id: number, t: Transaction): Promise<{ a: Application; s: StoredSlot }> {
    const s = (await roundSlots(roundId, t)).find((x) => x.applicationId === id);
    const a = s ? await Application.findByPk(id, { transaction: t, lock: t.LOCK.UPDATE }) : null;
    if (!s || !a) throw notFound('면접 시간표에 없는 지원자입니다. 시간표를 새로고침해주세요.');
    return { a, s };
  }

  const move: RequestHandler = async (req, res) => {
    const body = req.body as MoveInput;
    const roundId = parseId(req.params.id);
    const at = new Date(body.startAt);
    if (at.getTime() <= now().getTime())
      throw badRequest('옮길 시각은 지금 이후여야 합니다.', { startAt: '지금 이후의 일시를 입력해주세요.' });
    await sequelize.transaction(async (t) => {
      const round = await roundOr404(roundId, t);
      await sequelize.query("SELECT pg_advisory_xact_lock(hashtext('interview_slots'), :roundId)", {
        replacements: { roundId },
        transaction: t,
      });
      const { a, s } = await slotOf(round.id, body.applicationId, t);
      const room = roomsOf(await roundSlots(round.id, t)).find((x) => x.roomNo === body.roomNo);
      if (!room) throw badRequest('시간표에 없는 면접실입니다.', { roomNo: '시간표의 면접실 중에서 골라주세요.' });
      const length = new Date(s.endsAt).getTime() - new Date(s.startsAt).getTime();
      const next: StoredSlot = {
        applicationId: a.id,
        roomNo: room.roomNo,
        room: room.name,
        roomZh: room.nameZh,
        startsAt: at.toISOString(),
        endsAt: new Date(at.getTime() + length).toISOString(),
      };
      const clash = await clashIn(round.id, next, t);
      if (clash !== null) {
        const other = await Application.findByPk(clash, { transaction: t });
        const who = other ? `${other.name} (${other.examNo ?? other.receiptNo})` : '다른 지원자';
        throw conflict(`그 시간의 ${room.name}에는 ${who} 님이 있습니다. 두 사람을 맞바꾸려면 ‘맞바꾸기’를 쓰세요.`, {
          startAt: '다른 지원자와 시간이 겹칩니다.',
        });
      }
      await told(req, round, a, next, '면접 시간 변경', t);
      await auditAction(
        req,
        'rounds.interviews.move',
        { resource: 'rounds', recordId: round.id, detail: { from: s, to: next } },
        t,
      );
    });
    res.json({ ok: true });
  };

  const swap: RequestHandler = async (req, res) => {
    const body = req.body as SwapInput;
    const roundId = parseId(req.params.id);
    await sequelize.transaction(async (t) => {
      const round = await roundOr404(roundId, t);
      await sequelize.query("SELECT pg_advisory_xact_lock(hashtext('interview_slots'), :roundId)", {
        replacements: { roundId },
        transaction: t,
      });
      const one = await slotOf(round.id, body.applicationId, t);
      const two = await slotOf(round.id, body.otherId, t);
      const place = ({ roomNo, room, roomZh, startsAt, endsAt }: StoredSlot) => ({
        roomNo,
        room,
        roomZh,
        startsAt,
        endsAt,
      });
      await told(req, round, one.a, { ...place(two.s), applicationId: one.a.id }, '면접 시간 맞바꿈', t);
      await told(req, round, two.a, { ...place(one.s), applicationId: two.a.id }, '면접 시간 맞바꿈', t);
      await auditAction(
        req,
        'rounds.interviews.swap',
        { resource: 'rounds', recordId: round.id, detail: { applications: [one.a.id, two.a.id] } },
        t,
      );
    });
    res.json({ ok: true });
  };

  const path = '/:id/interview-schedule';
  r.get(path, ...auth.allow('applications', 'read'), show);
  r.post(path, ...auth.allow('applications', 'write'), validateBody(scheduleSchema, scheduleLabels), generate);
  r.post(`${path}/move`, ...auth.allow('applications', 'write'), validateBody(moveSchema, moveLabels), move);
  r.post(`${path}/swap`, ...auth.allow('applications', 'write'), validateBody(swapSchema, swapLabels), swap);
}
