// Admission rounds (모집): the shape every part shares, the defaults of the optional particulars, and the rules of
// time: is a track's window open now, which round comes next, may a result be shown yet. A window is half-open,
// [applyStartAt, applyEndAt): a round that ends at 2026-11-13T23:59:59+09:00 still accepts at 23:59:58.999 and a
// round that starts at 00:00:00 accepts from that instant. Results exist for an applicant from announceAt on, once
// confirmed (결과 확정).
import { DOCUMENT_KINDS, ESSAY_MAX, ESSAY_MIN, documentKindsFor } from './application-fields.js';
import { DEPARTMENTS, TRACK_CODES, type TrackCode } from './programs.js';
import { formatDateTime } from './time.js';
import type { RoundDateChanges } from './round-changes.js';

/** A text in both languages of the site (zh may be empty: the Korean text is shown instead). */
export interface Bilingual {
  ko: string;
  zh: string;
}

export interface RoundDepartment {
  slug: string;
  /** 모집 인원; null: not announced. */
  quota: number | null;
}

export interface RoundTrack {
  track: TrackCode;
  /** The departments this track admits in the round (master); empty for a track without departments. */
  departments: RoundDepartment[];
  /** The track's quota as a whole (China MBA), or null. */
  quota: number | null;
}

export interface RoundDocument {
  kind: string;
  required: boolean;
}

export interface RoundEssay {
  /** The application column the answer goes to. */
  field: 'essayIntro' | 'essayPlan';
  prompt: Bilingual;
  min: number;
  max: number;
}

export interface RoundFee {
  /** In won; 0: no fee. */
  amount: number;
  /** How to pay (bank, account, holder), in both languages. */
  howToPay: Bilingual;
  /** ISO instant, or null. */
  deadline: string | null;
}

export interface RoundPeriod {
  /** ISO instants. */
  startAt: string;
  endAt: string;
  /** Where, or how (e.g. 화상 면접), in both languages. */
  place: Bilingual;
  /** Instructions (registration: what to pay and submit), in both languages. */
  note: Bilingual;
}

/** What 등록 costs a track's applicants, or one department's (department null: the whole track). In won. */
export interface RegistrationAmount {
  track: TrackCode;
  department: string | null;
  amount: number;
}

/** 등록: the period with its place and note, the amount per track or department, the account, what to submit. */
export interface RoundRegistration extends RoundPeriod {
  /** Always present on a round read through detailsOf (older rows get []). */
  amounts?: RegistrationAmount[];
  /** Where to pay (bank, account number, holder), in both languages. */
  account?: Bilingual;
  /** What to submit when registering, in both languages. */
  submit?: Bilingual;
}

/** A round as the API answers it and every part reads it. */
export interface Round {
  id: number;
  name: string;
  nameZh: string;
  /** e.g. 2027-1 (spring) or 2027-2 (autumn). */
  term: string;
  /** ISO 8601 instants with offset. */
  applyStartAt: string;
  applyEndAt: string;
  announceAt: string;
  tracks: RoundTrack[];
  /** Documents asked per track; a track missing here asks today's list (DOCUMENT_KINDS). */
  documents: Partial<Record<TrackCode, RoundDocument[]>>;
  essays: RoundEssay[];
  fee: RoundFee | null;
  /** ISO instant by which paper documents must arrive, or null. */
  documentDeadline: string | null;
  interview: RoundPeriod | null;
  registration: RoundRegistration | null;
  /** A note shown with the round on the public pages, in both languages. */
  notice: Bilingual;
  /** When the result mail went out (set once, at announceAt), or null. */
  resultsMailedAt: string | null;
  /** 결과 확정 by a second staff member; results are shown and mailed only once confirmed (null: not confirmed). */
  resultsConfirmedAt: string | null;
  /** The last announced change of each date (domain/round-changes.ts); absent or {} when none. */
  dateChanges?: RoundDateChanges;
}

/** The particulars kept in the details column: everything of Round but its columns. */
export type RoundDetails = Pick<
  Round,
  'tracks' | 'documents' | 'essays' | 'fee' | 'documentDeadline' | 'interview' | 'registration' | 'notice'
>;

/** The particulars' names, in the order the admin shows them (every key of RoundDetails). */
export const ROUND_DETAIL_KEYS = [
  'tracks',
  'documents',
  'essays',
  'fee',
  'documentDeadline',
  'interview',
  'registration',
  'notice',
] as const satisfies readonly (keyof RoundDetails)[];

export const DEFAULT_ESSAYS: RoundEssay[] = [
  {
    field: 'essayIntro',
    prompt: { ko: '자기소개서 (성장 과정, 경력, 지원 동기)', zh: '自我介绍（成长经历、工作经历、申请动机）' },
    min: ESSAY_MIN,
    max: ESSAY_MAX,
  },
  {
    field: 'essayPlan',
    prompt: { ko: '학업계획서 (입학 후 연구·학업 계획)', zh: '学习计划书（入学后的学习·研究计划）' },
    min: ESSAY_MIN,
    max: ESSAY_MAX,
  },
];

/** Every track, the master's with every department, no quotas announced. */
export const defaultTracks = (): RoundTrack[] =>
  TRACK_CODES.map((track) => ({
    track,
    departments: track === 'master' ? DEPARTMENTS.map((d) => ({ slug: d.slug, quota: null })) : [],
    quota: null,
  }));

export const defaultDocuments = (track: TrackCode): RoundDocument[] =>
  documentKindsFor(track).map((d) => ({ kind: d.kind, required: d.required }));

/** The particulars a round has when staff leave them out. */
export function defaultDetails(): RoundDetails {
  return {
    tracks: defaultTracks(),
    documents: {},
    essays: DEFAULT_ESSAYS.map((e) => ({ ...e, prompt: { ...e.prompt } })),
    fee: null,
    documentDeadline: null,
    interview: null,
    registration: null,
    notice: { ko: '', zh: '' },
  };
}

/** The details column as read: what is missing takes its default (older rows, partial documents). */
export function detailsOf(stored: Partial<RoundDetails> | null | undefined): RoundDetails {
  const d = defaultDetails();
  const s = stored ?? {};
  return {
    tracks: s.tracks?.length ? s.tracks : d.tracks,
    documents: s.documents ?? d.documents,
    essays: s.essays?.length ? s.essays : d.essays,
    fee: s.fee ?? null,
    documentDeadline: s.documentDeadline ?? null,
    interview: s.interview ?? null,
    registration: s.registration ? registrationOf(s.registration) : null,
    notice: s.notice ?? d.notice,
  };
}

/** A stored registration with the particulars added since (amounts, account, submit) filled in. */
function registrationOf(r: RoundRegistration): RoundRegistration {
  return {
    ...r,
    amounts: r.amounts ?? [],
    account: r.account ?? { ko: '', zh: '' },
    submit: r.submit ?? { ko: '', zh: '' },
  };
}

/** The 등록금 of an applicant: the department's amount, else the track's (department null), else null (not set). */
export function registrationAmount(
  r: Pick<Round, 'registration'>,
  track: TrackCode,
  department: string | null,
): number | null {
  const amounts = r.registration?.amounts ?? [];
  const own = department ? amounts.find((a) => a.track === track && a.department === department) : undefined;
  return (own ?? amounts.find((a) => a.track === track && a.department === null))?.amount ?? null;
}

const ms = (iso: string) => new Date(iso).getTime();

export const admitsTrack = (r: Pick<Round, 'tracks'>, track: TrackCode): boolean =>
  r.tracks.some((t) => t.track === track);

export function roundTrack(r: Pick<Round, 'tracks'>, track: TrackCode): RoundTrack | undefined {
  return r.tracks.find((t) => t.track === track);
}

/** The departments an applicant of the track may choose in the round (master), in the site's order. */
export function roundDepartments(r: Pick<Round, 'tracks'>, track: TrackCode): string[] {
  const slugs = new Set(roundTrack(r, track)?.departments.map((d) => d.slug) ?? []);
  return DEPARTMENTS.filter((d) => slugs.has(d.slug)).map((d) => d.slug);
}

/** The documents asked of the track in the round, in the upload table's order. */
export function roundDocuments(r: Pick<Round, 'documents'>, track: TrackCode): RoundDocument[] {
  const asked = r.documents[track];
  if (!asked?.length) return defaultDocuments(track);
  return DOCUMENT_KINDS.filter((k) => asked.some((a) => a.kind === k.kind)).map((k) => ({
    kind: k.kind,
    required: asked.find((a) => a.kind === k.kind)!.required,
  }));
}

export type WindowState = 'upcoming' | 'open' | 'closed';

export function windowState(r: Pick<Round, 'applyStartAt' | 'applyEndAt'>, at: Date): WindowState {
  const t = at.getTime();
  if (t < ms(r.applyStartAt)) return 'upcoming';
  return t < ms(r.applyEndAt) ? 'open' : 'closed';
}

/** The round whose window of the track is open at the instant (windows of a track never overlap). */
export function openRoundFor<R extends Round>(rounds: readonly R[], track: TrackCode, at: Date): R | null {
  return rounds.find((r) => admitsTrack(r, track) && windowState(r, at) === 'open') ?? null;
}

/** The next round of the track whose window has not started yet, the soonest first. */
export function nextRoundFor<R extends Round>(rounds: readonly R[], track: TrackCode, at: Date): R | null {
  return (
    rounds
      .filter((r) => admitsTrack(r, track) && windowState(r, at) === 'upcoming')
      .sort((a, b) => ms(a.applyStartAt) - ms(b.applyStartAt))[0] ?? null
  );
}

/**
 * Results of the round may be shown from announceAt on, never a millisecond earlier, and only once confirmed by a
 * second staff member (결과 확정, domain/result-confirmation.ts): an unconfirmed round keeps reading 심사 중.
 */
export const resultsAnnounced = (r: Pick<Round, 'announceAt' | 'resultsConfirmedAt'>, at: Date): boolean =>
  r.resultsConfirmedAt !== null && at.getTime() >= ms(r.announceAt);

/** Two rounds whose windows share an instant and a track (the end is exclusive: back-to-back windows are fine). */
export function overlaps(a: Pick<Round, 'tracks' | 'applyStartAt' | 'applyEndAt'>, b: typeof a): TrackCode[] {
  if (!(ms(a.applyStartAt) < ms(b.applyEndAt) && ms(b.applyStartAt) < ms(a.applyEndAt))) return [];
  return a.tracks.filter((t) => admitsTrack(b, t.track)).map((t) => t.track);
}

/** The instants at which a public page showing the rounds changes by itself (a window opens or closes, results come out). */
export function roundTurnovers(rounds: readonly Pick<Round, 'applyStartAt' | 'applyEndAt' | 'announceAt'>[]): number[] {
  return rounds.flatMap((r) => [ms(r.applyStartAt), ms(r.applyEndAt), ms(r.announceAt)]);
}

/** The round's name in the page's language (the Korean name where no Chinese one was given). */
export const roundName = (r: Pick<Round, 'name' | 'nameZh'>, lang: 'ko' | 'zh'): string =>
  lang === 'zh' && r.nameZh ? r.nameZh : r.name;

export const bilingual = (b: Bilingual | null | undefined, lang: 'ko' | 'zh'): string =>
  (lang === 'zh' && b?.zh ? b.zh : b?.ko) ?? '';

/** The application window as the site writes it, in Seoul time: 2026.10.12 09:00 ~ 2026.11.13 17:00. */
export const windowText = (r: Pick<Round, 'applyStartAt' | 'applyEndAt'>): string =>
  `${formatDateTime(r.applyStartAt)} ~ ${formatDateTime(r.applyEndAt)}`;
