// What the look-up shows an applicant after the announcement: the result letter of their outcome, and for
// 합격 (추가합격 too, and once registered) the 합격증 and the 등록금 고지서. Everything goes through applicantStatus
// first, so nothing of a result shows before the round's results are announced (and confirmed), and the letter's kind
// follows the application's own outcome: an admit letter can never be drawn for a deny.
import type { Transaction } from 'sequelize';
import { ResultLetter, StoredFile, type Application } from '../../db/models/index.js';
import { loadSettings } from '../../db/settings.js';
import type { AdmissionPapers, BillView, CertificateView, ResultLetterView } from '../../domain/admission-papers.js';
import { wonText } from '../../domain/admission-papers.js';
import { applicantStatus } from '../../domain/applicant-status.js';
import type { MailLang } from '../../domain/mail.js';
import { departmentName, termLabel, TRACKS } from '../../domain/programs.js';
import { DEFAULT_RESULT_LETTERS, renderLetter, type LetterKind, type LetterText } from '../../domain/result-letters.js';
import { registrationAmount, roundName, type Round } from '../../domain/rounds.js';
import type { SiteSettings } from '../../domain/settings.js';
import { schoolNameIn } from '../../domain/settings-zh.js';
import { readerText } from '../../domain/zh-gaps.js';
import { formatDateTime, formatLongDate, seoulParts } from '../../domain/time.js';
import { sanitizeLetterHtml } from '../html/letter-policy.js';

/** The Chinese name of the school on the China MBA papers (the site's settings hold the Korean one). */
const ZH_SCHOOL = '中小企业研究生院';

/** A letter's text: what staff saved for the kind and language, else the default. */
export async function resultLetterText(
  kind: LetterKind,
  lang: MailLang,
  transaction?: Transaction,
): Promise<LetterText> {
  const saved = await ResultLetter.findOne({ where: { kind, lang }, transaction });
  return saved ? { title: saved.title, body: saved.body } : DEFAULT_RESULT_LETTERS[kind][lang];
}

const langOf = (a: Pick<Application, 'locale'>): 'ko' | 'zh' => (a.locale === 'zh-Hans' ? 'zh' : 'ko');

/** The outcome the applicant may read now: null before the announcement, and for 등록포기 (the offer is over). */
function shownOutcome(a: Application, round: Round | null, at: Date): 'accepted' | 'rejected' | 'waitlisted' | null {
  const shown = applicantStatus(a.status, round, at, langOf(a));
  if (!shown.announced) return null;
  if (a.status === 'accepted' || a.status === 'registered') return 'accepted';
  if (a.status === 'rejected' || a.status === 'waitlisted') return a.status;
  return null;
}

/** The letter's kind for the application now, or null (none to show). */
export function letterKindOf(a: Application, round: Round | null, at: Date): LetterKind | null {
  const outcome = shownOutcome(a, round, at);
  return outcome === 'accepted' && a.additional ? 'offer' : outcome;
}

const schoolOf = (s: SiteSettings, lang: 'ko' | 'zh') => (lang === 'zh' ? ZH_SCHOOL : schoolNameIn(s, 'ko'));

/** The values a letter may name (domain/result-letters.ts LETTER_PLACEHOLDERS) for one application. */
export function letterValues(a: Application, round: Round | null, s: SiteSettings): Record<string, string> {
  const lang = langOf(a);
  const reg = round?.registration;
  const later = lang === 'zh' ? '另行通知' : '별도 안내';
  return {
    name: a.name,
    receiptNo: a.receiptNo,
    examNo: a.examNo ?? a.receiptNo,
    roundName: round ? roundName(round, lang) : '',
    trackName: TRACKS[a.track][lang],
    departmentName: a.track === 'master' ? departmentName(a.department) : '',
    registrationPeriod: reg ? `${formatDateTime(reg.startAt)} ~ ${formatDateTime(reg.endAt)}` : later,
    registrationEnd: reg ? formatDateTime(reg.endAt) : later,
    waitlistRank: a.waitlistRank == null ? '' : String(a.waitlistRank),
    respondBy: a.offerRespondBy ? formatDateTime(a.offerRespondBy) : later,
    schoolName: schoolOf(s, lang),
    phone: s.phone,
  };
}

/** The applicant's result letter now, filled in, or null. */
export async function letterFor(a: Application, round: Round | null, at: Date): Promise<ResultLetterView | null> {
  const kind = letterKindOf(a, round, at);
  if (!kind) return null;
  const text = await resultLetterText(kind, a.locale === 'zh-Hans' ? 'zh-Hans' : 'ko');
  const filled = renderLetter(text, letterValues(a, round, await loadSettings()));
  return { kind, title: filled.title, html: sanitizeLetterHtml(filled.body) };
}

const admitted = (a: Application, round: Round | null, at: Date): round is Round =>
  round !== null && shownOutcome(a, round, at) === 'accepted';

/** The seal of the settings as a data URL (never a public file), or null. */
async function sealDataUrl(s: SiteSettings): Promise<string | null> {
  if (s.sealFileId === null) return null;
  const f = await StoredFile.scope('withData').findByPk(s.sealFileId);
  return f && f.ownerType === 'setting' ? `data:${f.mime};base64,${f.data.toString('base64')}` : null;
}

const issued = (at: string | Date, lang: 'ko' | 'zh') => {
  const p = seoulParts(at);
  return lang === 'zh' ? `${p.y}年${p.m}月${p.d}日` : formatLongDate(at);
};

/** The 합격증 of an admitted applicant (합격, 추가합격, 등록), or null. */
export async function certificateFor(a: Application, round: Round | null, at: Date): Promise<CertificateView | null> {
  if (!admitted(a, round, at)) return null;
  const s = await loadSettings();
  const lang = langOf(a);
  const school = schoolOf(s, lang);
  const b = seoulParts(`${a.birthDate}`);
  return {
    lang,
    school,
    signer: lang === 'zh' ? `${school} 院长` : `${s.universityName} ${s.schoolName}장`,
    examNo: a.examNo ?? '',
    receiptNo: a.receiptNo,
    name: a.name,
    nameEn: a.nameEn,
    birthDateText: lang === 'zh' ? `${b.y}年${b.m}月${b.d}日` : formatLongDate(`${a.birthDate}`),
    trackLabel: TRACKS[a.track][lang],
    departmentName: a.track === 'master' ? departmentName(a.department) : '',
    termLabel: termLabel(a.term, lang),
    roundName: roundName(round, lang),
    additional: a.additional,
    issuedText: issued(a.additional && a.offeredAt ? a.offeredAt : round.announceAt, lang),
    seal: await sealDataUrl(s),
  };
}

/** The 등록금 고지서 of an admitted applicant, or null (not admitted, or the round states no amount for them). */
export async function billFor(a: Application, round: Round | null, at: Date): Promise<BillView | null> {
  if (!admitted(a, round, at)) return null;
  const reg = round.registration;
  const amount = registrationAmount(round, a.track, a.department);
  if (!reg || amount === null) return null;
  const s = await loadSettings();
  const lang = langOf(a);
  const deadline = a.additional && a.offerRespondBy ? a.offerRespondBy : reg.endAt;
  const paid = a.status === 'registered';
  const paidOn = a.registrationPaidAt ?? a.registeredAt;
  return {
    lang,
    school: schoolOf(s, lang),
    examNo: a.examNo ?? '',
    receiptNo: a.receiptNo,
    name: a.name,
    trackLabel: TRACKS[a.track][lang],
    departmentName: a.track === 'master' ? departmentName(a.department) : '',
    termLabel: termLabel(a.term, lang),
    roundName: roundName(round, lang),
    amount,
    amountText: wonText(amount, lang),
    account: readerText(reg.account, lang).text,
    deadlineText: formatDateTime(deadline) + (lang === 'zh' ? '（首尔时间）' : ''),
    periodText: `${formatDateTime(reg.startAt)} ~ ${formatDateTime(a.additional && a.offerRespondBy ? a.offerRespondBy : reg.endAt)}`,
    submit: readerText(reg.submit, lang).text,
    korean: (['account', 'submit'] as const).filter((k) => readerText(reg[k], lang).korean),
    paidText: paid ? (paidOn ? issued(paidOn, lang) : lang === 'zh' ? '已缴费' : '납부 완료') : null,
    issuedText: issued(at, lang),
  };
}

export async function papersFor(a: Application, round: Round | null, at: Date): Promise<AdmissionPapers> {
  const letter = await letterFor(a, round, at);
  if (!admitted(a, round, at)) return { letter, certificate: false, bill: false };
  const amount = registrationAmount(round, a.track, a.department);
  return { letter, certificate: true, bill: Boolean(round.registration) && amount !== null };
}
