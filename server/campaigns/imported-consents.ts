// An old site's member's consent to its mail, brought over as a confirmed 입학 소식 subscription dated when it was
// given (via 'import'), so the two-year re-consent of consents.ts counts from that day. A consent already two years
// old has lapsed and is not brought over; an address that unsubscribed here, or already has a subscription, is left
// as it is.
import { randomBytes } from 'node:crypto';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { now } from '../../domain/clock.js';
import { normalizeEmail, oldestValidConsent } from '../../domain/campaigns.js';

export type ImportedConsent = 'added' | 'lapsed' | 'present' | 'unsubscribed';

export interface OldConsent {
  email: string;
  name: string;
  consentAt: Date;
}

/** What would become of the consent; with a transaction, the subscription is written too. */
export async function importConsent(
  sequelize: Sequelize,
  c: OldConsent,
  transaction: Transaction | null,
): Promise<ImportedConsent> {
  const at = now();
  if (c.consentAt <= oldestValidConsent(at) || c.consentAt > at) return 'lapsed';
  const email = normalizeEmail(c.email);
  const [state] = await sequelize.query<{ subscribed: boolean; unsubscribed: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM subscribers WHERE email = $email) AS subscribed,
            EXISTS (SELECT 1 FROM mail_unsubscribes WHERE email = $email) AS unsubscribed`,
    { bind: { email }, type: QueryTypes.SELECT, transaction: transaction ?? undefined },
  );
  if (state.unsubscribed) return 'unsubscribed';
  if (state.subscribed) return 'present';
  if (transaction)
    await sequelize.query(
      `INSERT INTO subscribers (email, name, lang, status, token, requested_at, consent_at, created_at, via)
       VALUES ($email, $name, 'ko', 'confirmed', $token, $consentAt, $consentAt, $at, 'import')`,
      {
        bind: {
          email,
          name: c.name.slice(0, 50),
          token: randomBytes(24).toString('base64url'),
          consentAt: c.consentAt,
          at,
        },
        transaction,
      },
    );
  return 'added';
}
