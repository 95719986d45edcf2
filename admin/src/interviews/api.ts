// The calls of 면접 시간표: the stored timetable (with photos for the sign-in sheet), a new one (preview
// or applied), one applicant moved, two swapped.
import type { InterviewBreak, InterviewRoom, Timetable } from '../../../domain/interview-schedule';
import { httpClient } from '../httpClient';

const json = (body: unknown) => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' }),
});

export async function fetchTimetable(roundId: string, photos = false): Promise<Timetable> {
  const q = photos ? '?photos=1' : '';
  return (await httpClient(`/api/rounds/${roundId}/interview-schedule${q}`)).json as Timetable;
}

export interface ScheduleBody {
  startAt: string;
  slotMinutes: number;
  breaks: InterviewBreak[];
  rooms: InterviewRoom[];
  dryRun: boolean;
}

/** A new timetable, with the warning when its slots run past the round's interview period. */
export type PlannedTimetable = Timetable & { warning?: string | null; outsidePeriod?: number[] };

export async function makeSchedule(roundId: string, body: ScheduleBody): Promise<PlannedTimetable> {
  return (await httpClient(`/api/rounds/${roundId}/interview-schedule`, json(body))).json as PlannedTimetable;
}

export async function moveApplicant(roundId: string, applicationId: number, roomNo: number, startAt: string) {
  await httpClient(`/api/rounds/${roundId}/interview-schedule/move`, json({ applicationId, roomNo, startAt }));
}

export async function swapApplicants(roundId: string, applicationId: number, otherId: number) {
  await httpClient(`/api/rounds/${roundId}/interview-schedule/swap`, json({ applicationId, otherId }));
}
