// POST /api/applications/submit: the public multipart submit. Checks everything first (fields, consents,
// documents), then writes the application, its documents and its first history row in one transaction, with its
// 접수 확인 mail and, for a ticked 입학 소식 수신 동의, the pending consent and its confirmation mail.
import { createHash, createHmac } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { UniqueConstraintError, type Sequelize } from 'sequelize';
import { Application, ApplicationDocument, ApplicationStatusChange } from '../../../db/models/index.js';
import { hashPassword } from '../../auth/passwords.js';
import { HttpError, badRequest, conflict } from '../../http/errors.js';
import { storeChecked } from '../../files/store.js';
import type { SubmitLimits } from './submit-limits.js';
import { fieldErrors, findNul, labelOf } from '../../middleware/validate.js';
import { checkDocuments, type CheckedDocument } from './documents.js';
import { fieldLabels, messages, type FormLang } from '../../../domain/application-messages.js';
import { receiptFor } from '../../applications/receipt.js';
import { setReceiptCookie } from '../../applications/receipt-cookie.js';
import { nextReceiptNo } from './receipt-number.js';
import { submitSchema, type SubmitInput } from '../../../domain/application-schema.js';
import { CAREER_FIELDS, ESSAY_FIELDS, PERSON_FIELDS } from '../../../domain/application-fields.js';
import { REFUND_FIELDS } from '../../../domain/refund-account.js';
import { SUBMITTED_ENTRY } from '../../../domain/application-status.js';
import { proxyEntry, type Keyer } from '../../../domain/proxy-intake.js';
import { now } from '../../../domain/clock.js';
import { admitsTrack, windowState, type Round } from '../../../domain/rounds.js';
import type { RoundStore } from '../../rounds/store.js';
import { defaultRules, formRules, type FormRules } from '../../../domain/round-form.js';
import type { TrackCode } from '../../../domain/programs.js';
import { enqueueApplicantMail } from '../../mail/applicant.js';
import { askDoorConsent } from '../../campaigns/door-consents.js';
import { clientIp } from '../../http/client-ip.js';
import type { ApplicationsApiDeps } from './index.js';

const CONSENT_VERSION = '2026-11';

// The same idempotency key with other data: a different applicant (or a forged replay), never a retry.
const keyReused: Record<FormLang, string> = {
  ko: '이 제출 요청은 이미 다른 내용으로 접수되었습니다. 화면을 새로 고친 뒤 다시 제출해주세요.',
  zh: '此提交标识已用于内容不同的申请。请刷新页面后重新提交。',
};

/**
 * What a submit sent, as a keyed hash (HMAC: the password is among the fields, so a plain hash could be guessed
 * offline): every field in a fixed order and each document's kind and bytes.
 */
function submitHash(secret: string, input: SubmitInput, docs: CheckedDocument[]): string {
  const mac = createHmac('sha256', secret).update('application-submit\n');
  const fields = Object.entries(input).sort(([a], [b]) => (a < b ? -1 : 1));
  mac.update(JSON.stringify(fields));
  for (const d of docs) mac.update(`\n${d.kind}:${createHash('sha256').update(d.file.buffer).digest('hex')}`);
  return mac.digest('hex');
}

export function formLang(body: unknown): FormLang {
  return (body as { locale?: unknown } | undefined)?.locale === 'zh-Hans' ? 'zh' : 'ko';
}

function invalid(lang: FormLang, errors: Record<string, string>): HttpError {
  const [field, message] = Object.entries(errors)[0] ?? ['form', messages[lang].invalid];
  return badRequest(messages[lang].summary(labelOf(fieldLabels[lang], field), message), errors);
}

function parseFields(
  req: Request,
  lang: FormLang,
  rules: FormRules,
): { input: SubmitInput | null; errors: Record<string, string> } {
  const nul = findNul(req.body);
  if (nul) return { input: null, errors: fieldErrors([[nul.split('.')[0], messages[lang].invalid]]) };
  const result = submitSchema(lang, now(), rules).safeParse(req.body ?? {});
  if (result.success) return { input: result.data, errors: fieldErrors() };
  const errors = fieldErrors();
  for (const issue of result.error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [String(issue.path[0] ?? 'form')];
    for (const k of keys) errors[k] ??= issue.code === 'unrecognized_keys' ? messages[lang].invalid : issue.message;
  }
  return { input: null, errors };
}

function consentsOf(input: SubmitInput) {
  const at = now().toISOString();
  const record = (agreed: boolean) => ({ agreed, at, version: CONSENT_VERSION });
  return {
    privacy: record(true),
    verify: record(true),
    career: record(input.consentCareer),
    marketing: record(input.consentMarketing),
  };
}

/** The columns a submit writes as sent, an allow-list (the consents and the password are stored differently). */
const APPLICANT_COLUMNS: readonly Exclude<keyof SubmitInput, 'roundId'>[] = [
  'idempotencyKey',
  'locale',
  'track',
  ...PERSON_FIELDS.filter((f) => f !== 'roundId'),
  ...CAREER_FIELDS,
  ...ESSAY_FIELDS,
  ...REFUND_FIELDS,
];

function applicantFields(v: SubmitInput) {
  const columns = Object.fromEntries(APPLICANT_COLUMNS.map((k) => [k, v[k]])) as Omit<SubmitInput, 'roundId'>;
  return { ...columns, gender: v.gender as 'M' | 'F' };
}

async function create(
  sequelize: Sequelize,
  round: Round,
  input: SubmitInput,
  docs: CheckedDocument[],
  ip: string,
  submitHash: string,
  publicUrl: string,
  keyer: Keyer | null,
): Promise<Application> {
  const lookupHash = await hashPassword(input.password);
  return sequelize.transaction(async (transaction) => {
    const receiptNo = await nextReceiptNo(sequelize, transaction, round.term);
    const a = await Application.create(
      // Submitted by the process's clock (the column's default is the database's); the term follows from the round.
      {
        ...applicantFields(input),
        roundId: round.id,
        term: round.term,
        receiptNo,
        consents: consentsOf(input),
        lookupHash,
        submitIp: ip,
        submitHash,
        keyedBy: keyer?.id ?? null,
        submittedAt: now(),
        statusChangedAt: now(),
      },
      { transaction },
    );
    for (const [i, d] of docs.entries()) {
      const file = await storeChecked(
        d.file,
        { ownerType: 'application', ownerId: a.id, createdBy: keyer?.id ?? null, sortOrder: i },
        transaction,
      );
      await ApplicationDocument.create(
        { applicationId: a.id, fileId: file.id, kind: d.kind, uploadedAt: now() },
        { transaction },
      );
    }
    const entry = keyer ? proxyEntry(keyer) : SUBMITTED_ENTRY;
    await ApplicationStatusChange.create({ applicationId: a.id, ...entry }, { transaction });
    // The 접수 확인 mail commits with the application (its dedupe key is the application's, so one per submit).
    await enqueueApplicantMail('application.received', a, round, { transaction, publicUrl });
    // 입학 소식 수신 동의 starts pending: the address confirms it by the link of its own mail (double opt-in).
    if (input.consentMarketing)
      await askDoorConsent(
        sequelize,
        { email: a.email, name: a.name, lang: a.locale === 'zh-Hans' ? 'zh-Hans' : 'ko', via: 'application' },
        publicUrl,
        transaction,
      );
    return a;
  });
}

/**
 * The round the submit names, if its window for the track is open now; else a 400 that says so (the form keeps
 * its draft). A retry of a submit already received is answered before this, so it survives the window's end.
 */
async function openRound(rounds: RoundStore, input: SubmitInput, lang: FormLang): Promise<Round> {
  const round = await rounds.byId(input.roundId);
  if (round && admitsTrack(round, input.track) && windowState(round, now()) === 'open') return round;
  throw invalid(lang, { roundId: messages[lang].roundClosed });
}

/**
 * The form's fields and documents checked against the round the submit names, or a 400 naming each field, in `lang`
 * (the form's language; the admin's 대리 접수 asks for Korean whatever language the applicant reads).
 */
export async function readSubmit(
  req: Request,
  rounds: RoundStore,
  lang: FormLang = formLang(req.body),
): Promise<{ lang: FormLang; input: SubmitInput; documents: CheckedDocument[] }> {
  // The round the submit names sets the departments, documents and essays it checks (its window comes later).
  const track: TrackCode = req.body?.track === 'china_mba' ? 'china_mba' : 'master';
  const named = await rounds.byId(Number(req.body?.roundId));
  const rules = named && admitsTrack(named, track) ? formRules(named, track, lang) : defaultRules(track, lang);
  const { input, errors } = parseFields(req, lang, rules);
  const checked = await checkDocuments(
    req.files as Record<string, Express.Multer.File[]> | undefined,
    rules.documents,
    messages[lang],
  );
  Object.assign(errors, checked.errors);
  if (!input || Object.keys(errors).length) throw invalid(lang, errors);
  return { lang, input, documents: checked.documents };
}

export interface Accepted {
  application: Application;
  created: boolean;
}

/**
 * Writes a checked submit once: a retry of the same submit (double click, lost answer) gets the first application
 * back, the same key with other data is a 409. `person` counts a new application against its limits first
 * (the public submit's per-e-mail and per-mobile limits); `keyer` is the staff member of a 대리 접수.
 */
export async function acceptSubmit(
  { sequelize, jwtSecret: secret, rounds, publicUrl }: ApplicationsApiDeps,
  read: { lang: FormLang; input: SubmitInput; documents: CheckedDocument[] },
  opts: { ip: string; keyer: Keyer | null; person?: (input: SubmitInput) => Promise<void> },
): Promise<Accepted> {
  const { lang, input, documents } = read;
  const hash = submitHash(secret, input, documents);
  const byKey = () => Application.scope('withSubmitHash').findOne({ where: { idempotencyKey: input.idempotencyKey } });
  let application = await byKey();
  let created = false;
  if (!application) {
    const round = await openRound(rounds, input, lang);
    await opts.person?.(input);
    try {
      application = await create(sequelize, round, input, documents, opts.ip, hash, publicUrl, opts.keyer);
      created = true;
    } catch (err) {
      if (!(err instanceof UniqueConstraintError)) throw err;
      application = await byKey();
      if (!application) throw err;
    }
  }
  if (!created && application.submitHash !== hash) throw conflict(keyReused[lang]);
  return { application, created };
}

/** POST /api/applications/submit; `limits` count the submits (the address's already, by applicationsApi's gate). */
export function submitHandler(deps: ApplicationsApiDeps & { limits: SubmitLimits }): RequestHandler {
  const { limits, jwtSecret: secret } = deps;
  return async (req, res) => {
    const read = await readSubmit(req, deps.rounds);
    // The refusals speak the form's language (its locale field), as its other answers do.
    const lang = formLang(req.body);
    await limits.key(read.input.idempotencyKey, lang);
    const { application, created } = await acceptSubmit(deps, read, {
      ip: clientIp(req),
      keyer: null,
      person: (input) => limits.person(input.email, input.mobile, lang),
    });
    setReceiptCookie(req, res, secret, application.id);
    res.set('Cache-Control', 'no-store');
    res.status(created ? 201 : 200).json(await receiptFor(application));
  };
}
