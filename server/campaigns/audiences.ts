// The audiences a campaign is sent to: a small registry, one source per audience code of domain/campaigns.ts, each
// with its Korean label and its query. Every source yields only people whose consent is in force (given within the
// last two years, and confirmed by the address's own click); resolve() joins the chosen sources, keeps each normalized address once (the first source's name
// and language win) and leaves out every address on the suppression list (unsubscribed anywhere).
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { AUDIENCES, normalizeEmail, oldestValidConsent, type AudienceCode } from '../../domain/campaigns.js';
import type { MailLang } from '../../domain/mail.js';

export interface Recipient {
  /** Normalized (trimmed, lower case). */
  email: string;
  name: string;
  lang: MailLang;
}

export interface AudienceSource {
  code: AudienceCode;
  label: string;
  query(sequelize: Sequelize, at: Date, transaction?: Transaction): Promise<Recipient[]>;
}

const labelOf = (code: AudienceCode) => AUDIENCES.find((a) => a.code === code)!.ko;

const select = (sequelize: Sequelize, sql: string, at: Date, transaction?: Transaction) =>
  sequelize.query<Recipient>(sql, {
    bind: { since: oldestValidConsent(at) },
    type: QueryTypes.SELECT,
    transaction,
  });

const subscribers: AudienceSource = {
  code: 'subscribers',
  label: labelOf('subscribers'),
  query: (sequelize, at, transaction) =>
    select(
      sequelize,
      `SELECT email, name, lang FROM subscribers
        WHERE status = 'confirmed' AND consent_at > $since
        ORDER BY id`,
      at,
      transaction,
    ),
};

// Consent ticked at an application or a sign-up form is someone's word only once the address itself followed the
// confirmation link (door-consents.ts): both audiences hold only addresses whose subscription is confirmed and in
// force, beside the ticked consent's own two years.
/** `email` is a qualified column of the outer row (a bare name would mean the subscriber's own). */
const CONFIRMED = (email: string) => `EXISTS (SELECT 1 FROM subscribers s
    WHERE s.email = lower(btrim(${email})) AND s.status = 'confirmed' AND s.consent_at > $since)`;

// An application's consents are a JSON document written at submit (server/api/applications/submit.ts):
// consents.marketing = { agreed: boolean, at: ISO instant, version }.
const applicants: AudienceSource = {
  code: 'applicants',
  label: labelOf('applicants'),
  query: (sequelize, at, transaction) =>
    select(
      sequelize,
      `SELECT a.email, a.name, CASE WHEN a.locale = 'zh-Hans' THEN 'zh-Hans' ELSE 'ko' END AS lang FROM applications a
        WHERE (a.consents -> 'marketing' ->> 'agreed') = 'true'
          AND (a.consents -> 'marketing' ->> 'at')::timestamptz > $since
          AND ${CONFIRMED('a.email')}
        ORDER BY a.submitted_at DESC, a.id DESC`,
      at,
      transaction,
    ),
};

// The staff-built sign-up forms' responses whose respondent ticked 입학 소식 수신 동의 and whose
// address confirmed it, in the form's language; a cancelled seat does not withdraw a confirmed consent.
const formRespondents: AudienceSource = {
  code: 'formRespondents',
  label: labelOf('formRespondents'),
  query: (sequelize, at, transaction) =>
    select(
      sequelize,
      `SELECT r.email, r.name, f.lang FROM form_responses r JOIN forms f ON f.id = r.form_id
        WHERE r.marketing_consent AND r.email IS NOT NULL AND r.marketing_consent_at > $since
          AND ${CONFIRMED('r.email')}
        ORDER BY r.marketing_consent_at DESC`,
      at,
      transaction,
    ),
};

export const AUDIENCE_SOURCES: Record<AudienceCode, AudienceSource> = { subscribers, applicants, formRespondents };

/** The people `codes` reach at `at`: each address once, none that has unsubscribed. */
export async function resolveAudience(
  sequelize: Sequelize,
  codes: readonly AudienceCode[],
  at: Date,
  transaction?: Transaction,
): Promise<Recipient[]> {
  const suppressed = new Set(
    (
      await sequelize.query<{ email: string }>('SELECT email FROM mail_unsubscribes', {
        type: QueryTypes.SELECT,
        transaction,
      })
    ).map((r) => r.email),
  );
  const seen = new Map<string, Recipient>();
  for (const code of AUDIENCES.map((a) => a.code).filter((c) => codes.includes(c))) {
    for (const r of await AUDIENCE_SOURCES[code].query(sequelize, at, transaction)) {
      const email = normalizeEmail(r.email);
      if (!email || suppressed.has(email) || seen.has(email)) continue;
      seen.set(email, { ...r, email });
    }
  }
  return [...seen.values()];
}
