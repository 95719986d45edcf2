// The 전형 일정 (招生日程) section of the admission guides, built from the admission rounds: one table per round
// (the open one and the upcoming ones, and a closed one until its registration ends), every time in Seoul, the
// texts in the page's language (Chinese where given, Korean otherwise). No round: one plain sentence.
import { DEPARTMENTS } from '../../domain/programs.js';
import type { TrackCode } from '../../domain/programs.js';
import { bilingual, roundName, roundTrack, windowState, windowText, type Round } from '../../domain/rounds.js';
import type { RoundPeriod } from '../../domain/rounds.js';
import { formatDateTime, formatTime } from '../../domain/time.js';
import { sameSeoulDay } from '../../domain/round-schedule.js';
import { changedMark, type RoundDateField } from '../../domain/round-changes.js';
import type { Block, Section } from './types.js';

type Lang = 'ko' | 'zh';

const words = {
  ko: {
    heading: '전형 일정',
    caption: (name: string, state: string) => `${name} (${state})`,
    none: '다음 모집 일정은 확정되는 대로 이 화면과 공지사항으로 알려 드립니다.',
    head: ['구분', '일정 및 내용'],
    state: { open: '원서접수 중', upcoming: '접수 예정', closed: '접수 마감' },
    window: '원서접수',
    documents: '서류 제출 마감',
    interview: '면접',
    announce: '합격자 발표',
    announceWhere: '원서접수 조회 화면',
    registration: '합격자 등록',
    fee: '전형료',
    noFee: '없음',
    feeDeadline: '납부 마감',
    quota: '모집 인원',
    person: (n: number) => `${n}명`,
    notice: '안내',
    note: '시각은 모두 한국 시간 기준입니다. 일정이 바뀌는 경우 이 화면과 공지사항으로 알려 드립니다.',
    won: (n: number) => `${n.toLocaleString('ko-KR')}원`,
  },
  zh: {
    heading: '招生日程',
    caption: (name: string, state: string) => `${name}（${state}）`,
    none: '下一轮招生日程确定后，将在本页面及公告中发布。',
    head: ['事项', '日期及说明'],
    state: { open: '正在报名', upcoming: '即将开始', closed: '报名已截止' },
    window: '网上报名',
    documents: '材料提交截止',
    interview: '面试',
    announce: '录取结果公布',
    announceWhere: '报名查询页面',
    registration: '录取者注册',
    fee: '报名费',
    noFee: '免收',
    feeDeadline: '缴费截止',
    quota: '招生名额',
    person: (n: number) => `${n}名`,
    notice: '说明',
    note: '所有时间均为韩国时间（UTC+9）。日程如有变更，将在本页面及公告中通知。',
    won: (n: number) => `${n.toLocaleString('ko-KR')}韩元`,
  },
} as const;

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/** "2026.11.21 10:00 ~ 17:00" on one day, the full range otherwise. */
function periodText(p: Pick<RoundPeriod, 'startAt' | 'endAt'>): string {
  return sameSeoulDay(p.startAt, p.endAt)
    ? `${formatDateTime(p.startAt)} ~ ${formatTime(p.endAt)}`
    : `${formatDateTime(p.startAt)} ~ ${formatDateTime(p.endAt)}`;
}

function quotaText(r: Round, track: TrackCode, lang: Lang): string {
  const w = words[lang];
  const t = roundTrack(r, track);
  if (!t) return '';
  const parts = DEPARTMENTS.flatMap((d) => {
    const q = t.departments.find((x) => x.slug === d.slug)?.quota;
    return q == null ? [] : [`${d.name} ${w.person(q)}`];
  });
  if (t.quota != null) parts.unshift(w.person(t.quota));
  return parts.join(', ');
}

/** A date's text with the mark of its announced change: "2026.12.03 18:00 (변경 2026.11.27)". */
function dated(r: Round, text: string, fields: RoundDateField[], lang: Lang): string {
  const mark = changedMark(r, fields, lang);
  return mark ? `${text} ${lang === 'zh' ? `（${mark}）` : `(${mark})`}` : text;
}

/** The rows of one round's table: [what, when and how]. A date changed after applications came in says so. */
export function roundRows(r: Round, track: TrackCode, lang: Lang): string[][] {
  const w = words[lang];
  const rows: string[][] = [[w.window, dated(r, windowText(r), ['applyStartAt', 'applyEndAt'], lang)]];
  if (r.documentDeadline)
    rows.push([w.documents, dated(r, formatDateTime(r.documentDeadline), ['documentDeadline'], lang)]);
  if (r.interview) {
    const when = dated(r, periodText(r.interview), ['interview.startAt', 'interview.endAt'], lang);
    rows.push([w.interview, join(when, bilingual(r.interview.place, lang))]);
  }
  rows.push([w.announce, join(dated(r, formatDateTime(r.announceAt), ['announceAt'], lang), w.announceWhere)]);
  if (r.registration) {
    const { place, note } = r.registration;
    const when = dated(r, periodText(r.registration), ['registration.startAt', 'registration.endAt'], lang);
    rows.push([w.registration, join(when, bilingual(place, lang), bilingual(note, lang))]);
  }
  if (r.fee) {
    const amount = r.fee.amount > 0 ? w.won(r.fee.amount) : w.noFee;
    const deadline = r.fee.amount > 0 && r.fee.deadline ? `${w.feeDeadline} ${formatDateTime(r.fee.deadline)}` : '';
    rows.push([w.fee, join(amount, r.fee.amount > 0 ? bilingual(r.fee.howToPay, lang) : '', deadline)]);
  }
  const quota = quotaText(r, track, lang);
  if (quota) rows.push([w.quota, quota]);
  const notice = bilingual(r.notice, lang);
  if (notice) rows.push([w.notice, notice]);
  return rows;
}

/** The schedule section: a table per listed round (rounds: already chosen by listedRounds), or the sentence. */
export function scheduleSection(rounds: readonly Round[], track: TrackCode, lang: Lang, at: Date): Section {
  const w = words[lang];
  const blocks: Block[] = rounds.length
    ? rounds.map((r, i) => ({
        kind: 'table',
        caption: w.caption(roundName(r, lang), w.state[windowState(r, at)]),
        head: [...w.head],
        rowHeaders: true,
        fit: true,
        rows: roundRows(r, track, lang),
        note: i === rounds.length - 1 ? w.note : undefined,
      }))
    : [{ kind: 'p', text: w.none }];
  return { heading: w.heading, blocks };
}
