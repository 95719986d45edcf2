// 입학 소식 subscriptions: a request (pending, with the confirmation mail; /subscribe's, a sign-up form's or an
// application's 입학 소식 수신 동의 alike), the confirmation by the link (the consent starts, or is renewed two years
// on, and the address leaves the suppression list), and the unsubscribe of a campaign mail's link (the address joins
// the suppression list, which every audience honours; the subscription's personal data is destroyed and the
// destruction recorded). Each is one transaction with its mail.
import { randomBytes } from 'node:crypto';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { loadSettings } from '../../db/settings.js';
import { now } from '../../domain/clock.js';
import { normalizeEmail } from '../../domain/campaigns.js';
import type { MailLang } from '../../domain/mail.js';
import { recordDestruction } from '../destruction/register.js';
import { enqueueMail } from '../mail/outbox.js';
import { confirmMail } from './compose.js';

/** A confirmation mail is sent again for a pending address only after this long (no mail bombing by the form). */
const RESEND_AFTER_MS = 10 * 60_000;

export const newToken = (): string => randomBytes(24).toString('base64url');

interface SubscriberRow {
  id: number;
  email: string;
  name: string;
  lang: MailLang;
  status: 'pending' | 'confirmed';
  token: string;
  requested_at: Date;
  consent_at: Date | null;
  reconfirm_sent_at: Date | null;
  via: 'form' | 'application' | null;
}

const one = async (sequelize: Sequelize, sql: string, bind: Record<string, unknown>, transaction: Transaction) =>
  (await sequelize.query<SubscriberRow>(sql, { bind, type: QueryTypes.SELECT, transaction }))[0] ?? null;

export interface SubscribeInput {
  name: string;
  email: string;
  lang: MailLang;
}

/** Where a consent was asked: null for /subscribe, or a sign-up form's or an application's 입학 소식 수신 동의. */
export type ConsentVia = 'form' | 'application' | null;

/**
 * A subscription request. The answer is the same whatever the address's state (nobody learns who subscribes):
 * a new or pending address gets the confirmation mail (again only after a while), a confirmed one nothing.
 */
export async function requestSubscription(
  sequelize: Sequelize,
  input: SubscribeInput,
  publicUrl: string,
): Promise<'mailed' | 'recent' | 'confirmed'> {
  return sequelize.transaction((transaction) => requestConsent(sequelize, input, publicUrl, transaction, null));
}

/**
 * The double opt-in of every door, in the caller's transaction: the address is pending until its confirmation link
 * is followed, and gets the confirmation mail in its language. A request at /subscribe makes the pending row its own
 * (it no longer lapses with a seat or an application); one at a form or an application keeps an earlier door's.
 */
export async function requestConsent(
  sequelize: Sequelize,
  input: SubscribeInput,
  publicUrl: string,
  transaction: Transaction,
  via: ConsentVia,
): Promise<'mailed' | 'recent' | 'confirmed'> {
  const email = normalizeEmail(input.email);
  const at = now();
  const existing = await one(
    sequelize,
    'SELECT * FROM subscribers WHERE email = $email FOR UPDATE',
    { email },
    transaction,
  );
  if (existing?.status === 'confirmed') return 'confirmed';
  if (existing && via === null && existing.via !== null)
    await sequelize.query('UPDATE subscribers SET via = NULL WHERE id = $id', {
      bind: { id: existing.id },
      transaction,
    });
  if (existing && at.getTime() - new Date(existing.requested_at).getTime() < RESEND_AFTER_MS) return 'recent';
  const token = newToken();
  const row = existing
    ? await one(
        sequelize,
        `UPDATE subscribers SET name = $name, lang = $lang, token = $token, requested_at = $at
          WHERE id = $id RETURNING *`,
        { id: existing.id, name: input.name, lang: input.lang, token, at },
        transaction,
      )
    : await one(
        sequelize,
        `INSERT INTO subscribers (email, name, lang, status, token, requested_at, created_at, via)
         VALUES ($email, $name, $lang, 'pending', $token, $at, $at, $via) RETURNING *`,
        { email, name: input.name, lang: input.lang, token, at, via },
        transaction,
      );
  const settings = await loadSettings(transaction);
  const mail = confirmMail(settings, { name: input.name, lang: input.lang, token, publicUrl });
  await enqueueMail(
    {
      kind: 'subscribe.confirm',
      to: email,
      lang: input.lang,
      ...mail,
      dedupeKey: `subscribe.confirm:${row!.id}:${token}`,
    },
    { transaction },
  );
  return 'mailed';
}

/** The confirmation link's subscription, if the token names one (for the page that shows the button). */
export async function subscriptionByToken(
  sequelize: Sequelize,
  token: string,
): Promise<{ name: string; lang: MailLang; status: 'pending' | 'confirmed'; renewing: boolean } | null> {
  const [row] = await sequelize.query<SubscriberRow>('SELECT * FROM subscribers WHERE token = $token', {
    bind: { token },
    type: QueryTypes.SELECT,
  });
  if (!row) return null;
  return { name: row.name, lang: row.lang, status: row.status, renewing: row.reconfirm_sent_at !== null };
}

/** Follows the confirmation link: the consent starts now (or is renewed). Null for an unknown token. */
export async function confirmSubscription(
  sequelize: Sequelize,
  token: string,
): Promise<{ lang: MailLang; renewed: boolean } | null> {
  return sequelize.transaction(async (transaction) => {
    const at = now();
    const row = await one(
      sequelize,
      'SELECT * FROM subscribers WHERE token = $token FOR UPDATE',
      { token },
      transaction,
    );
    if (!row) return null;
    const renewed = row.status === 'confirmed';
    await sequelize.query(
      `UPDATE subscribers SET status = 'confirmed', consent_at = $at, reconfirm_sent_at = NULL WHERE id = $id`,
      { bind: { id: row.id, at }, transaction },
    );
    // A new consent overrides an earlier refusal of the same address.
    await sequelize.query('DELETE FROM mail_unsubscribes WHERE email = $email', {
      bind: { email: row.email },
      transaction,
    });
    return { lang: row.lang, renewed };
  });
}

export interface UnsubscribeTarget {
  campaignId: number;
  lang: MailLang;
  unsubscribedAt: Date | null;
}

/** The campaign mail a one-click link belongs to, or null. */
export async function unsubscribeTarget(
  sequelize: Sequelize,
  token: string,
  transaction?: Transaction,
): Promise<UnsubscribeTarget | null> {
  const [row] = await sequelize.query<{ campaign_id: number; unsubscribed_at: Date | null; lang: MailLang | null }>(
    `SELECT r.campaign_id, r.unsubscribed_at, m.lang FROM campaign_recipients r
       LEFT JOIN mail_outbox m ON m.id = r.outbox_id WHERE r.token = $token`,
    { bind: { token }, type: QueryTypes.SELECT, transaction },
  );
  if (!row) return null;
  return { campaignId: row.campaign_id, lang: row.lang ?? 'ko', unsubscribedAt: row.unsubscribed_at };
}

/**
 * The one-click unsubscribe (the page's button, or a mail program's RFC 8058 POST): the address leaves every
 * audience for good (until it subscribes and confirms again), and its subscription is destroyed. Idempotent.
 */
export async function unsubscribe(sequelize: Sequelize, token: string): Promise<UnsubscribeTarget | null> {
  return sequelize.transaction(async (transaction) => {
    const at = now();
    const [r] = await sequelize.query<{ id: number; campaign_id: number; email: string }>(
      'SELECT id, campaign_id, email FROM campaign_recipients WHERE token = $token FOR UPDATE',
      { bind: { token }, type: QueryTypes.SELECT, transaction },
    );
    if (!r) return null;
    await sequelize.query(
      'UPDATE campaign_recipients SET unsubscribed_at = COALESCE(unsubscribed_at, $at) WHERE id = $id',
      { bind: { id: r.id, at }, transaction },
    );
    await sequelize.query(
      `INSERT INTO mail_unsubscribes (email, unsubscribed_at, campaign_id) VALUES ($email, $at, $campaign)
       ON CONFLICT (email) DO NOTHING`,
      { bind: { email: r.email, at, campaign: r.campaign_id }, transaction },
    );
    const gone = await sequelize.query('DELETE FROM subscribers WHERE email = $email RETURNING id', {
      bind: { email: r.email },
      type: QueryTypes.SELECT,
      transaction,
    });
    await recordDestruction(
      sequelize,
      {
        kind: 'subscriber',
        count: gone.length,
        rule: '정보통신망법 제50조제2항: 수신 거부 의사 표시(본인 요청)',
        by: { job: 'unsubscribe' },
      },
      transaction,
    );
    return (await unsubscribeTarget(sequelize, token, transaction))!;
  });
}
