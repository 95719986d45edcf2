// Mail to an applicant, in the language they applied in, from the template staff set for the kind (mail_templates)
// or the default text (domain/applicant-mail.ts). Enqueued in the caller's transaction, so the mail exists exactly
// when the change that causes it commits; dedupeKey keeps one event to one mail.
import type { Transaction } from 'sequelize';
import { MailTemplate, type Application } from '../../db/models/index.js';
import { loadSettings } from '../../db/settings.js';
import type { SiteSettings } from '../../domain/settings.js';
import {
  DEFAULT_APPLICANT_MAIL,
  renderMailText,
  resultOutcomeLine,
  type ApplicantMailKind,
  type MailText,
} from '../../domain/applicant-mail.js';
import { statusLabel } from '../../domain/application-status.js';
import type { MailLang } from '../../domain/mail.js';
import { departmentName, TRACKS } from '../../domain/programs.js';
import { roundName, type Round } from '../../domain/rounds.js';
import { formatDateTime, formatTime } from '../../domain/time.js';
import { feeMailValues } from '../../domain/fee-notice.js';
import { schoolNameIn } from '../../domain/settings-zh.js';
import { enqueueMail, type Enqueued } from './outbox.js';

/** The template of a kind and language: what staff saved, else the default. */
export async function mailTemplate(
  kind: ApplicantMailKind,
  lang: MailLang,
  transaction?: Transaction,
): Promise<MailText> {
  const saved = await MailTemplate.findOne({ where: { kind, lang }, transaction });
  return saved ? { subject: saved.subject, body: saved.body } : DEFAULT_APPLICANT_MAIL[kind][lang];
}

export interface ApplicantMailContext {
  transaction: Transaction;
  /** The site's address (PUBLIC_URL), for the look-up link. */
  publicUrl: string;
  /** The staff's words for the applicant (서류 보완 요청). */
  note?: string;
  /** Part of the dedupe key when one kind may be sent again for a new event (a moved interview). */
  occasion?: string;
  /** The site settings, when the caller mails many applicants in one transaction (read once, not per mail). */
  settings?: SiteSettings;
  /** Values of the event itself (the round's changed dates: {{changes}}), over the application's. */
  values?: Record<string, string>;
}

/** "2026.12.12 10:00 ~ 10:15" for a timetable's slot, the start alone for a batch's time. */
const interviewTime = (at: Date, endsAt: Date | null | undefined) =>
  endsAt ? `${formatDateTime(at)} ~ ${formatTime(endsAt)}` : formatDateTime(at);

/** The values a template may name, for one application (domain/applicant-mail.ts MAIL_PLACEHOLDERS). */
export async function mailValues(
  a: Application,
  round: Round | null,
  ctx: Pick<ApplicantMailContext, 'publicUrl' | 'note' | 'settings' | 'values'> & { transaction?: Transaction },
): Promise<Record<string, string>> {
  const zh = a.locale === 'zh-Hans';
  // On the caller's connection: a second one from the pool while the transaction holds one can starve the pool.
  const s = ctx.settings ?? (await loadSettings(ctx.transaction));
  // The look-up by receipt number, in the applicant's language.
  const lookupPath = `${zh ? '/receipt/china-mba/lookup' : '/receipt/lookup'}?by=receipt`;
  return {
    name: a.name,
    receiptNo: a.receiptNo,
    roundName: round ? roundName(round, zh ? 'zh' : 'ko') : '',
    trackName: TRACKS[a.track][zh ? 'zh' : 'ko'],
    departmentName: departmentName(a.department),
    examNo: a.examNo ?? '',
    interviewAt: a.interviewAt ? interviewTime(a.interviewAt, a.interviewEndsAt) : '',
    interviewPlace: (zh && a.interviewPlaceZh) || (a.interviewPlace ?? ''),
    announceAt: round ? formatDateTime(round.announceAt) : '',
    note: ctx.note ?? '',
    lookupUrl: `${ctx.publicUrl}${lookupPath}`,
    respondBy: a.offerRespondBy ? formatDateTime(a.offerRespondBy) : '',
    registrationAmount: a.registrationAmount === null ? '' : a.registrationAmount.toLocaleString('ko-KR'),
    registrationPaidAt: a.registrationPaidAt ?? '',
    ...feeMailValues(round, zh ? 'zh' : 'ko'),
    // A Chinese mail names the school in Chinese (사이트 설정's zh group), subject and body alike.
    schoolName: schoolNameIn(s, zh ? 'zh' : 'ko'),
    phone: s.phone,
    changes: '',
    ...ctx.values,
  };
}

export async function enqueueApplicantMail(
  kind: ApplicantMailKind,
  a: Application,
  round: Round | null,
  ctx: ApplicantMailContext,
): Promise<Enqueued> {
  const lang: MailLang = a.locale === 'zh-Hans' ? 'zh-Hans' : 'ko';
  const settings = ctx.settings ?? (await loadSettings(ctx.transaction));
  const text = renderMailText(
    await mailTemplate(kind, lang, ctx.transaction),
    await mailValues(a, round, { ...ctx, settings }),
  );
  // The outcome goes into the result mail only where the school chose so (off by default: the look-up's letter).
  if (kind === 'application.result' && settings.resultMailIncludesOutcome) {
    const outcome = {
      label: statusLabel(a.status, lang === 'zh-Hans' ? 'zh' : 'ko'),
      waitlistRank: null as number | null,
    };
    if (a.status === 'waitlisted') outcome.waitlistRank = a.waitlistRank ?? null;
    text.body = `${resultOutcomeLine(outcome, lang)}\n\n${text.body}`;
  }
  return enqueueMail(
    {
      kind,
      to: a.email,
      lang,
      subject: text.subject,
      text: text.body,
      dedupeKey: `${kind}:${a.id}${ctx.occasion ? `:${ctx.occasion}` : ''}`,
    },
    { transaction: ctx.transaction },
  );
}
