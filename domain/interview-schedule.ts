// The interview timetable: the applicants in 면접 put in order (track, department, 수험번호), cut
// into one block per room (a department's applicants stay together, before the same interviewers), and each room's
// block given consecutive slots from the start, skipping the breaks. Rooms run in parallel: room 1 and room 2 both
// start at startAt. Pure: the server plans and stores, the admin shows the same shapes.
import { DEPARTMENTS, TRACK_CODES, type TrackCode } from './programs.js';

export interface InterviewRoom {
  name: string;
  /** The room as Chinese applicants read it ('' : the Korean name). */
  nameZh: string;
}

export interface InterviewBreak {
  startAt: string;
  endAt: string;
}

export interface ScheduleRequest {
  startAt: string;
  slotMinutes: number;
  breaks: InterviewBreak[];
  rooms: InterviewRoom[];
}

export interface ScheduleCandidate {
  id: number;
  track: TrackCode;
  department: string | null;
  examNo: string | null;
  receiptNo: string;
}

export interface PlannedSlot {
  applicationId: number;
  /** The room's index in the request (0: the first room). */
  roomNo: number;
  startsAt: string;
  endsAt: string;
}

/** One row of a stored timetable, as GET /api/rounds/:id/interview-schedule answers it. */
export interface TimetableSlot extends PlannedSlot {
  receiptNo: string;
  examNo: string | null;
  name: string;
  nameEn: string;
  trackLabel: string;
  departmentName: string;
  locale: string;
  /** The 증명사진 thumbnail as a data URL (only when asked: the sign-in sheet), else absent. */
  photo?: string | null;
}

export interface Timetable {
  round: { id: number; name: string };
  rooms: (InterviewRoom & { roomNo: number })[];
  slots: TimetableSlot[];
  /** Applicants in 면접 without a slot (moved to 면접 after the timetable was made). */
  unscheduled: { id: number; receiptNo: string; examNo: string | null; name: string }[];
}

const rank = <T>(list: readonly T[], x: T) => {
  const i = list.indexOf(x);
  return i < 0 ? list.length : i;
};
const DEPARTMENT_SLUGS = DEPARTMENTS.map((d) => d.slug);

/** Track (as TRACKS lists them), then department (as DEPARTMENTS lists them), then 수험번호; none last, by 접수번호. */
export function compareCandidates(a: ScheduleCandidate, b: ScheduleCandidate): number {
  return (
    rank(TRACK_CODES, a.track) - rank(TRACK_CODES, b.track) ||
    rank<string | null>(DEPARTMENT_SLUGS, a.department) - rank<string | null>(DEPARTMENT_SLUGS, b.department) ||
    (a.examNo === null ? 1 : 0) - (b.examNo === null ? 1 : 0) ||
    (a.examNo ?? '').localeCompare(b.examNo ?? '') ||
    a.receiptNo.localeCompare(b.receiptNo)
  );
}

const MINUTE = 60_000;

/** The slot starts from `startAt`, `count` of them, each skipping past any break it would overlap. */
export function slotStarts(
  startAt: Date,
  slotMinutes: number,
  breaks: readonly InterviewBreak[],
  count: number,
): Date[] {
  const spans = breaks.map((b) => [new Date(b.startAt).getTime(), new Date(b.endAt).getTime()] as const);
  const len = slotMinutes * MINUTE;
  const out: Date[] = [];
  let t = startAt.getTime();
  while (out.length < count) {
    const hit = spans.filter(([s, e]) => t < e && t + len > s);
    if (hit.length) {
      t = Math.max(...hit.map(([, e]) => e));
      continue;
    }
    out.push(new Date(t));
    t += len;
  }
  return out;
}

/** Every candidate's room and slot: the ordered list cut into as even blocks as the rooms, in room order. */
export function planSlots(candidates: readonly ScheduleCandidate[], req: ScheduleRequest): PlannedSlot[] {
  const ordered = [...candidates].sort(compareCandidates);
  const perRoom = Math.ceil(ordered.length / Math.max(1, req.rooms.length));
  const starts = slotStarts(new Date(req.startAt), req.slotMinutes, req.breaks, perRoom);
  return ordered.map((c, i) => {
    const start = starts[i % perRoom]!;
    return {
      applicationId: c.id,
      roomNo: Math.floor(i / perRoom),
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + req.slotMinutes * MINUTE).toISOString(),
    };
  });
}

/** Two slots of one room that share any minute. */
export const slotsOverlap = (a: Pick<PlannedSlot, 'startsAt' | 'endsAt'>, b: typeof a): boolean =>
  new Date(a.startsAt) < new Date(b.endsAt) && new Date(b.startsAt) < new Date(a.endsAt);
