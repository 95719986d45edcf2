// A round's dates as announced to applicants: which dates count (the window, the announcement,
// the document deadline, the interview and registration periods), what changed between two versions of a round
// (old → new), the line a mail and the admin dialog print for each, and the mark the public pages show beside a
// changed date ("변경 11.27"). A round keeps the last change of each date in dateChanges.
import type { Round } from './rounds.js';
import { formatDate, formatDateTime } from './time.js';

export const ROUND_DATE_FIELDS = [
  { field: 'applyStartAt', ko: '접수 시작', zh: '报名开始' },
  { field: 'applyEndAt', ko: '접수 마감', zh: '报名截止' },
  { field: 'documentDeadline', ko: '서류 제출 마감', zh: '材料提交截止' },
  { field: 'interview.startAt', ko: '면접 시작', zh: '面试开始' },
  { field: 'interview.endAt', ko: '면접 종료', zh: '面试结束' },
  { field: 'announceAt', ko: '합격자 발표', zh: '录取结果公布' },
  { field: 'registration.startAt', ko: '합격자 등록 시작', zh: '注册开始' },
  { field: 'registration.endAt', ko: '합격자 등록 마감', zh: '注册截止' },
] as const;
export type RoundDateField = (typeof ROUND_DATE_FIELDS)[number]['field'];

/** The last change of one date: ISO instants (null: not set), when it was changed, and whether applicants were told. */
export interface RoundDateChange {
  from: string | null;
  to: string | null;
  changedAt: string;
  notified: boolean;
}
export type RoundDateChanges = Partial<Record<RoundDateField, RoundDateChange>>;

type Dated = Pick<
  Round,
  'applyStartAt' | 'applyEndAt' | 'announceAt' | 'documentDeadline' | 'interview' | 'registration'
>;

/** Every date of a round, by field (null: not set). */
export function roundDates(r: Dated): Record<RoundDateField, string | null> {
  return {
    applyStartAt: r.applyStartAt,
    applyEndAt: r.applyEndAt,
    documentDeadline: r.documentDeadline,
    'interview.startAt': r.interview?.startAt ?? null,
    'interview.endAt': r.interview?.endAt ?? null,
    announceAt: r.announceAt,
    'registration.startAt': r.registration?.startAt ?? null,
    'registration.endAt': r.registration?.endAt ?? null,
  };
}

export interface DateChangeLine {
  field: RoundDateField;
  label: string;
  from: string | null;
  to: string | null;
}

const same = (a: string | null, b: string | null) =>
  a === b || (a !== null && b !== null && new Date(a).getTime() === new Date(b).getTime());

/** The dates that differ between two versions of a round, in the order of ROUND_DATE_FIELDS (Korean labels). */
export function dateChangesBetween(before: Dated, after: Dated): DateChangeLine[] {
  const [a, b] = [roundDates(before), roundDates(after)];
  return ROUND_DATE_FIELDS.filter((f) => !same(a[f.field], b[f.field])).map((f) => ({
    field: f.field,
    label: f.ko,
    from: a[f.field],
    to: b[f.field],
  }));
}

const when = (iso: string | null, lang: 'ko' | 'zh') => (iso ? formatDateTime(iso) : lang === 'zh' ? '未定' : '미정');

/** "접수 마감: 2026.12.01 18:00 → 2026.12.03 18:00" (Seoul time), one line per change, in the reader's language. */
export function dateChangeText(lines: readonly Pick<DateChangeLine, 'field' | 'from' | 'to'>[], lang: 'ko' | 'zh') {
  return lines
    .map((l) => {
      const label = ROUND_DATE_FIELDS.find((f) => f.field === l.field)?.[lang] ?? l.field;
      return `${label}${lang === 'zh' ? '：' : ': '}${when(l.from, lang)} → ${when(l.to, lang)}`;
    })
    .join('\n');
}

/** The round's record of changes after this save: each changed date's last change, the others kept. */
export function withDateChanges(
  kept: RoundDateChanges,
  lines: readonly DateChangeLine[],
  at: Date,
  notified: boolean,
): RoundDateChanges {
  const next: RoundDateChanges = { ...kept };
  for (const l of lines) next[l.field] = { from: l.from, to: l.to, changedAt: at.toISOString(), notified };
  return next;
}

/** The mark beside a changed date on the public pages: "변경 2026.11.27" / "已变更 2026.11.27", or ''. */
export function changedMark(r: Pick<Round, 'dateChanges'>, fields: readonly RoundDateField[], lang: 'ko' | 'zh') {
  const times = fields.flatMap((f) => (r.dateChanges?.[f] ? [r.dateChanges[f].changedAt] : []));
  if (!times.length) return '';
  const last = times.sort().at(-1)!;
  return `${lang === 'zh' ? '已变更' : '변경'} ${formatDate(last)}`;
}
