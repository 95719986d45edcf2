// The interview timetable's table (interview_slots): one row per applicant given a room and a slot.
// Writes run in the caller's transaction and keep the applicant-facing copy on applications (interview_at,
// _ends_at, _place, _place_zh) the same, which the look-up, the 수험표 and the mails read. The unique key on
// (round, room, start) is deferred: a swap writes both rows before it is checked.
import { QueryTypes, type Transaction } from 'sequelize';
import { Application } from '../../db/models/index.js';
import type { InterviewRoom, PlannedSlot } from '../../domain/interview-schedule.js';

export interface StoredSlot extends PlannedSlot {
  room: string;
  roomZh: string;
}

interface SlotRow {
  application_id: number;
  room_no: number;
  room: string;
  room_zh: string;
  starts_at: Date;
  ends_at: Date;
}

const toSlot = (r: SlotRow): StoredSlot => ({
  applicationId: r.application_id,
  roomNo: r.room_no,
  room: r.room,
  roomZh: r.room_zh,
  startsAt: r.starts_at.toISOString(),
  endsAt: r.ends_at.toISOString(),
});

const db = () => Application.sequelize!;

/** The round's slots, room by room, earliest first. */
export async function roundSlots(roundId: number, transaction?: Transaction): Promise<StoredSlot[]> {
  const rows = await db().query<SlotRow>(
    `SELECT application_id, room_no, room, room_zh, starts_at, ends_at FROM interview_slots
      WHERE round_id = :roundId ORDER BY room_no, starts_at`,
    { replacements: { roundId }, type: QueryTypes.SELECT, transaction },
  );
  return rows.map(toSlot);
}

/** The round's rooms as the stored slots name them, in room order. */
export function roomsOf(slots: readonly StoredSlot[]): (InterviewRoom & { roomNo: number })[] {
  const rooms = new Map<number, InterviewRoom & { roomNo: number }>();
  for (const s of slots)
    if (!rooms.has(s.roomNo)) rooms.set(s.roomNo, { roomNo: s.roomNo, name: s.room, nameZh: s.roomZh });
  return [...rooms.values()].sort((a, b) => a.roomNo - b.roomNo);
}

/** Writes one applicant's slot (new or changed) and its applicant-facing copy. */
export async function putSlot(roundId: number, a: Application, s: StoredSlot, transaction: Transaction): Promise<void> {
  await db().query(
    `INSERT INTO interview_slots (application_id, round_id, room_no, room, room_zh, starts_at, ends_at, updated_at)
     VALUES (:applicationId, :roundId, :roomNo, :room, :roomZh, :startsAt, :endsAt, now())
     ON CONFLICT (application_id) DO UPDATE SET round_id = EXCLUDED.round_id, room_no = EXCLUDED.room_no,
       room = EXCLUDED.room, room_zh = EXCLUDED.room_zh, starts_at = EXCLUDED.starts_at, ends_at = EXCLUDED.ends_at,
       updated_at = now()`,
    { replacements: { ...s, roundId }, transaction },
  );
  await a.update(
    {
      interviewAt: new Date(s.startsAt),
      interviewEndsAt: new Date(s.endsAt),
      interviewPlace: s.room,
      interviewPlaceZh: s.roomZh || null,
    },
    { transaction },
  );
}

/** Drops the round's slots of applicants not in `keep` (a new timetable replaces the old one). */
export async function dropSlotsExcept(roundId: number, keep: readonly number[], transaction: Transaction) {
  await db().query(
    `DELETE FROM interview_slots WHERE round_id = :roundId AND NOT (application_id = ANY(:keep::int[]))`,
    { replacements: { roundId, keep: `{${keep.join(',')}}` }, transaction },
  );
}

/** Forgets the slots of these applications (a batch 면접 배정 gives them one shared time instead). */
export async function dropSlots(applicationIds: readonly number[], transaction: Transaction): Promise<void> {
  if (!applicationIds.length) return;
  await db().query(`DELETE FROM interview_slots WHERE application_id = ANY(:ids::int[])`, {
    replacements: { ids: `{${applicationIds.join(',')}}` },
    transaction,
  });
}

/** Another applicant's slot in the room that shares a minute with [startsAt, endsAt), or null. */
export async function clashIn(
  roundId: number,
  s: Pick<StoredSlot, 'applicationId' | 'roomNo' | 'startsAt' | 'endsAt'>,
  transaction: Transaction,
): Promise<number | null> {
  const [row] = await db().query<{ application_id: number }>(
    `SELECT application_id FROM interview_slots
      WHERE round_id = :roundId AND room_no = :roomNo AND application_id <> :applicationId
        AND starts_at < :endsAt AND ends_at > :startsAt LIMIT 1`,
    { replacements: { roundId, ...s }, type: QueryTypes.SELECT, transaction },
  );
  return row?.application_id ?? null;
}
