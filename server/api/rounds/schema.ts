// The shapes of /api/rounds: a new round (the columns required, the particulars defaulting to defaultDetails()),
// a change (every field optional: what is left out stays), the list's filter and sort, and the Korean labels.
import { z } from 'zod';
import { singleLine } from '../../../domain/single-line.js';
import { idListFilter } from '../rest.js';
import { detailsShape, instant } from './details-schema.js';

const name = (label: string, required: boolean) => {
  const s = z
    .string({ error: (iss) => (iss.input === undefined ? '필수 항목입니다.' : `${label}은(는) 문자열로 보내주세요.`) })
    .trim()
    .check(singleLine)
    .max(100, { error: '100자 이내로 입력해주세요.' });
  return required ? s.min(1, { error: `${label}을(를) 입력해주세요.` }) : s;
};

const term = z
  .string({ error: (iss) => (iss.input === undefined ? '필수 항목입니다.' : '학기는 문자열로 보내주세요.') })
  .trim()
  .regex(/^20\d\d-[12]$/, { error: '학기는 2027-1(봄 입학) 또는 2027-2(가을 입학) 형식으로 입력해주세요.' });

const columns = {
  name: name('모집명', true),
  nameZh: name('중국어 모집명', false),
  term,
  applyStartAt: instant,
  applyEndAt: instant,
  announceAt: instant,
};

/** Window rules on whatever of the three instants is at hand (a change is judged again merged with the row). */
export function windowIssues(v: { applyStartAt?: unknown; applyEndAt?: unknown; announceAt?: unknown }) {
  const issues: [string, string][] = [];
  const { applyStartAt: s, applyEndAt: e, announceAt: a } = v;
  if (s instanceof Date && e instanceof Date && e.getTime() <= s.getTime())
    issues.push(['applyEndAt', '접수 마감 일시는 접수 시작 일시보다 뒤여야 합니다.']);
  if (e instanceof Date && a instanceof Date && a.getTime() < e.getTime())
    issues.push(['announceAt', '합격자 발표 일시는 접수 마감 일시와 같거나 뒤여야 합니다.']);
  return issues;
}

const checkWindow = (v: Record<string, unknown>, ctx: z.RefinementCtx) => {
  for (const [path, message] of windowIssues(v)) ctx.addIssue({ code: 'custom', path: [path], message });
};

/** The particulars, each optional: a new round takes defaultDetails() for what is left out, a change keeps it. */
const particulars = {
  tracks: detailsShape.tracks.optional(),
  documents: detailsShape.documents.optional(),
  essays: detailsShape.essays.optional(),
  fee: detailsShape.fee.optional(),
  documentDeadline: detailsShape.documentDeadline.optional(),
  interview: detailsShape.interview.optional(),
  registration: detailsShape.registration.optional(),
  notice: detailsShape.notice.optional(),
};

export const roundCreate = z
  .strictObject({ ...columns, nameZh: columns.nameZh.default(''), ...particulars })
  .superRefine(checkWindow);

export const roundUpdate = z
  .strictObject({
    name: columns.name.optional(),
    nameZh: columns.nameZh.optional(),
    term: columns.term.optional(),
    applyStartAt: columns.applyStartAt.optional(),
    applyEndAt: columns.applyEndAt.optional(),
    announceAt: columns.announceAt.optional(),
    ...particulars,
    // Dates changed after applications exist: tell the applicants (round.changed mail) or not (date-changes.ts).
    notifyApplicants: z.boolean({ error: '지원자 안내 여부는 true 또는 false로 보내주세요.' }).optional(),
    // The interview period moved: move every interview given by the same offset (else slots outside it: 409).
    shiftInterviews: z.boolean({ error: '면접 시간 옮기기 여부는 true 또는 false로 보내주세요.' }).optional(),
  })
  .superRefine(checkWindow);

export type RoundCreate = z.infer<typeof roundCreate>;
export type RoundUpdate = z.infer<typeof roundUpdate>;

export { ROUND_DETAIL_KEYS as DETAIL_KEYS } from '../../../domain/rounds.js';

/** What the resource answers and react-admin's <Edit> sends back: taken back and ignored. */
export const ROUND_READ_ONLY = [
  'id',
  'state',
  'resultsMailedAt',
  'resultsConfirmedAt',
  'dateChanges',
  'chineseApplicants',
  'zhGaps',
  'createdAt',
  'updatedAt',
] as const;

export const roundListFilter = z.strictObject({
  id: idListFilter.optional(),
  q: z.string({ error: '검색어는 문자열로 보내주세요.' }).trim().max(100).optional(),
  term: z
    .string({ error: '학기는 문자열로 보내주세요.' })
    .regex(/^20\d\d-[12]$/, { error: '학기는 2027-1 형식으로 보내주세요.' })
    .optional(),
  state: z
    .enum(['upcoming', 'open', 'closed'], { error: '상태는 upcoming, open, closed 중 하나여야 합니다.' })
    .optional(),
});
export type RoundListFilter = z.infer<typeof roundListFilter>;

export const roundSortable: Record<string, string> = {
  id: 'id',
  name: 'name',
  term: 'term',
  applyStartAt: 'applyStartAt',
  applyEndAt: 'applyEndAt',
  announceAt: 'announceAt',
  updatedAt: 'updatedAt',
};

export const roundLabels: Record<string, string> = {
  name: '모집명',
  nameZh: '중국어 모집명',
  term: '학기',
  applyStartAt: '접수 시작',
  applyEndAt: '접수 마감',
  announceAt: '합격자 발표',
  tracks: '모집 과정',
  documents: '제출 서류',
  essays: '에세이',
  fee: '전형료',
  'fee.amount': '전형료 금액',
  'fee.deadline': '전형료 납부 기한',
  documentDeadline: '서류 도착 기한',
  interview: '면접',
  'interview.startAt': '면접 시작',
  'interview.endAt': '면접 종료',
  registration: '등록',
  'registration.startAt': '등록 시작',
  'registration.endAt': '등록 종료',
  'registration.amounts': '등록금',
  'registration.account': '등록금 납부 계좌',
  'registration.submit': '등록 시 제출 서류',
  notice: '안내문',
  notifyApplicants: '지원자에게 일정 변경 알림',
  shiftInterviews: '면접 시간표를 같은 만큼 옮기기',
};
