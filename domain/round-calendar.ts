// The milestones of an admission round as calendar events (the /calendar.ics feed): 원서접수 시작·마감, 서류 마감,
// 면접, 합격자 발표, 등록. Each has a fixed key, so its UID stays the same when staff move the date.
import type { CalendarEvent } from './ical.js';
import { bilingual, type Round } from './rounds.js';

export type MilestoneKey = 'apply-start' | 'apply-end' | 'documents' | 'interview' | 'announce' | 'registration';

export interface Milestone {
  key: MilestoneKey;
  label: string;
  start: Date;
  end: Date | null;
  location: string;
  note: string;
}

/** The round's dated milestones in time order (those staff left empty are absent). */
export function roundMilestones(r: Round): Milestone[] {
  const at = (iso: string) => new Date(iso);
  const list: Milestone[] = [
    { key: 'apply-start', label: '원서접수 시작', start: at(r.applyStartAt), end: null, location: '', note: '' },
    { key: 'apply-end', label: '원서접수 마감', start: at(r.applyEndAt), end: null, location: '', note: '' },
  ];
  if (r.documentDeadline)
    list.push({
      key: 'documents',
      label: '서류 마감',
      start: at(r.documentDeadline),
      end: null,
      location: '',
      note: '',
    });
  if (r.interview)
    list.push({
      key: 'interview',
      label: '면접',
      start: at(r.interview.startAt),
      end: at(r.interview.endAt),
      location: bilingual(r.interview.place, 'ko'),
      note: bilingual(r.interview.note, 'ko'),
    });
  list.push({ key: 'announce', label: '합격자 발표', start: at(r.announceAt), end: null, location: '', note: '' });
  if (r.registration)
    list.push({
      key: 'registration',
      label: '등록',
      start: at(r.registration.startAt),
      end: at(r.registration.endAt),
      location: bilingual(r.registration.place, 'ko'),
      note: bilingual(r.registration.note, 'ko'),
    });
  return list.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The round's milestones as events: "[2027학년도 전기 1차 모집] 원서접수 마감", UID round-<id>-<key>@<host>. */
export function roundEvents(r: Round, host: string, stamp: Date, link: string): CalendarEvent[] {
  return roundMilestones(r).map((m) => ({
    uid: `round-${r.id}-${m.key}@${host}`,
    stamp,
    summary: `[${r.name}] ${m.label}`,
    allDay: false,
    start: m.start,
    end: m.end,
    location: m.location || undefined,
    description: [m.note, r.notice.ko, link].filter(Boolean).join('\n'),
    url: link,
    categories: ['입학'],
  }));
}
