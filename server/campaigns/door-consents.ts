// 입학 소식 수신 동의 given at a sign-up form or an application (정보통신망법 제50조): whoever fills the form in may
// type someone else's address, so the consent starts pending and the address gets the same confirmation mail and
// link as /subscribe (subscribers.ts), in the form's or the application's language; the formRespondents and
// applicants audiences hold only addresses that followed it (audiences.ts). Cancelling the seat or withdrawing the
// application asks nothing more of the person, but a consent they never confirmed lapses with it (unless another
// live sign-up or application of theirs still holds it, or they asked at /subscribe themselves); the destruction is
// recorded in the 파기 대장. Both run in the caller's transaction.
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { normalizeEmail } from '../../domain/campaigns.js';
import type { MailLang } from '../../domain/mail.js';
import { recordDestruction } from '../destruction/register.js';
import { requestConsent } from './subscribers.js';

/** The name a confirmation mail greets when the form asked none (the subscribers' column holds 50 characters). */
const NO_NAME: Record<MailLang, string> = { ko: '신청자', 'zh-Hans': '报名者' };

export interface DoorConsent {
  email: string;
  name: string | null;
  lang: MailLang;
  via: 'form' | 'application';
}

/** A consent ticked at a form or an application: pending, with the confirmation mail (none if already confirmed). */
export async function askDoorConsent(
  sequelize: Sequelize,
  c: DoorConsent,
  publicUrl: string,
  transaction: Transaction,
): Promise<void> {
  const name = (c.name ?? '').trim().slice(0, 50) || NO_NAME[c.lang];
  await requestConsent(sequelize, { email: c.email, name, lang: c.lang }, publicUrl, transaction, c.via);
}

const RULES = {
  form: '입학 소식 수신 동의를 확인하지 않은 채 신청을 취소함(이중 확인 미완료)',
  application: '입학 소식 수신 동의를 확인하지 않은 채 지원을 취소함(이중 확인 미완료)',
} as const;

/**
 * After a seat is cancelled or an application withdrawn (its row already updated in this transaction): the address's
 * unconfirmed consent from a form or an application lapses when no live sign-up or application still holds it.
 */
export async function lapseDoorConsent(
  sequelize: Sequelize,
  email: string | null,
  why: keyof typeof RULES,
  transaction: Transaction,
): Promise<number> {
  if (!email) return 0;
  const gone = await sequelize.query(
    `DELETE FROM subscribers s
      WHERE s.email = $email AND s.status = 'pending' AND s.via IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM form_responses r
                         WHERE lower(btrim(r.email)) = $email AND r.marketing_consent AND r.status <> 'cancelled')
        AND NOT EXISTS (SELECT 1 FROM applications a
                         WHERE lower(btrim(a.email)) = $email AND a.status <> 'withdrawn'
                           AND (a.consents -> 'marketing' ->> 'agreed') = 'true')
      RETURNING s.id`,
    { bind: { email: normalizeEmail(email) }, type: QueryTypes.SELECT, transaction },
  );
  await recordDestruction(
    sequelize,
    { kind: 'subscriber', count: gone.length, rule: RULES[why], by: { job: 'consent-lapse' } },
    transaction,
  );
  return gone.length;
}
