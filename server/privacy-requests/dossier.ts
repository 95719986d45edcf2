// 열람 (제35조): what we hold about the person a request is from, gathered by the address we answer to (the copy is
// sent only to that address): their applications with the documents listed and the status history, 입학상담
// questions, sign-ups, the 입학 소식 subscription and every consent, a member account, the mails we sent, and the
// access log's entries about their applications. Staff-only notes (the memo) and password hashes are left out.
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { now } from '../../domain/clock.js';

const APPLICATION_FIELDS = `id, receipt_no AS "receiptNo", term, track, department, status, name, name_en AS "nameEn",
  birth_date::text AS "birthDate", gender, nationality, mobile, email, postal_code AS "postalCode", address,
  address_detail AS "addressDetail", school, major, degree, degree_status AS "degreeStatus", edu_start AS "eduStart",
  edu_end AS "eduEnd", company, company_dept AS "companyDept", position, career_years AS "careerYears", industry,
  career_role AS "careerRole", topik_level AS "topikLevel", essay_intro AS "essayIntro", essay_plan AS "essayPlan",
  consents, applicant_note AS "applicantNote", submitted_at AS "submittedAt"`;

export interface Dossier {
  email: string;
  madeAt: string;
  applications: Array<Record<string, unknown> & { documents: unknown[]; history: unknown[] }>;
  questions: unknown[];
  signUps: unknown[];
  subscription: unknown | null;
  member: unknown | null;
  mails: unknown[];
  accessLog: unknown[];
}

export async function gatherDossier(sequelize: Sequelize, email: string, transaction?: Transaction): Promise<Dossier> {
  const q = <T extends object>(sql: string, bind: Record<string, unknown> = { email }) =>
    sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT, transaction });
  const applications = await q<{ id: number } & Record<string, unknown>>(
    `SELECT ${APPLICATION_FIELDS} FROM applications WHERE lower(email) = $email ORDER BY submitted_at`,
  );
  const ids = applications.map((a) => a.id);
  const documents = ids.length
    ? await q<{ applicationId: number }>(
        `SELECT d.application_id AS "applicationId", d.kind, f.name, f.size, d.state, d.uploaded_at AS "uploadedAt"
           FROM application_documents d JOIN files f ON f.id = d.file_id
          WHERE d.application_id = ANY($ids) ORDER BY d.id`,
        { ids },
      )
    : [];
  const history = ids.length
    ? await q<{ applicationId: number }>(
        `SELECT application_id AS "applicationId", from_status AS "from", to_status AS "to", note,
                created_at AS "at" FROM application_status_history WHERE application_id = ANY($ids) ORDER BY id`,
        { ids },
      )
    : [];
  const accessLog = ids.length
    ? await q(
        `SELECT receipt_no AS "receiptNo", action, user_name AS "by", created_at AS "at"
           FROM application_access_logs WHERE application_id = ANY($ids) ORDER BY id`,
        { ids },
      )
    : [];
  const questions = await q(
    `SELECT id, title, body, lang, name, email, consent_at AS "consentAt", answer, answered_at AS "answeredAt",
            created_at AS "createdAt" FROM questions WHERE lower(email) = $email ORDER BY id`,
  );
  const signUps = await q(
    `SELECT f.title AS form, r.name, r.email, r.answers, r.status, r.marketing_consent AS "marketingConsent",
            r.marketing_consent_at AS "marketingConsentAt", r.created_at AS "createdAt"
       FROM form_responses r JOIN forms f ON f.id = r.form_id WHERE lower(r.email) = $email ORDER BY r.id`,
  );
  const [subscription] = await q(
    `SELECT name, email, lang, status, requested_at AS "requestedAt", consent_at AS "consentAt"
       FROM subscribers WHERE email = $email`,
  );
  const [member] = await q(
    `SELECT login_id AS "loginId", name, email, phone, created_at AS "createdAt" FROM users
      WHERE lower(email) = $email AND role = 'user' AND deleted_at IS NULL LIMIT 1`,
  );
  const mails = await q(
    `SELECT kind, subject, status, created_at AS "createdAt", sent_at AS "sentAt" FROM mail_outbox
      WHERE lower(to_address) = $email ORDER BY id`,
  );
  return {
    email,
    madeAt: now().toISOString(),
    applications: applications.map((a) => ({
      ...a,
      documents: documents.filter((d) => d.applicationId === a.id).map(({ applicationId: _, ...d }) => d),
      history: history.filter((h) => h.applicationId === a.id).map(({ applicationId: _, ...h }) => h),
    })),
    questions,
    signUps,
    subscription: subscription ?? null,
    member: member ?? null,
    mails,
    accessLog,
  };
}
