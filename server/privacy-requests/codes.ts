// The 6-digit code that proves a sign-up (설명회·상담 신청) or a 입학 소식 subscriber holds the address we keep, for a
// privacy request: mailed in the person's language when the address is one we hold (the same answer either way: no
// enumeration), 15 minutes, single use, stored as an HMAC, a new one replaces the old. The throttles are those of the
// look-up's password reset (server/applications/lookup-reset.ts): codes asked per address and per e-mail, wrong
// codes per address, and each code dies after CODE_TRIES wrong tries.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { QueryTypes, type Sequelize } from 'sequelize';
import { loadSettings } from '../../db/settings.js';
import { now } from '../../domain/clock.js';
import { hmacKey } from '../http/hmac-key.js';
import { badRequest } from '../http/errors.js';
import { clientIp } from '../http/client-ip.js';
import { enqueueMail } from '../mail/outbox.js';
import { createLimiter } from '../middleware/throttle.js';
import { CODE_MINUTES, CODE_TRIES } from '../applications/lookup-reset.js';
import { PRIVACY_TEXT, type Lang } from './text.js';

const TOO_MANY = '요청이 너무 많습니다.';

/** The name and language we hold for an address (a subscriber, else the newest sign-up), or null. */
export async function heldAddress(
  sequelize: Sequelize,
  email: string,
): Promise<{ name: string | null; lang: 'ko' | 'zh-Hans' } | null> {
  const [row] = await sequelize.query<{ name: string | null; lang: 'ko' | 'zh-Hans' }>(
    `SELECT name, lang FROM (
       SELECT s.name, s.lang, 0 AS rank, s.created_at FROM subscribers s WHERE s.email = $email
       UNION ALL
       SELECT r.name, f.lang, 1, r.created_at FROM form_responses r JOIN forms f ON f.id = r.form_id
        WHERE lower(r.email) = $email) held
     ORDER BY rank, created_at DESC LIMIT 1`,
    { bind: { email }, type: QueryTypes.SELECT },
  );
  return row ?? null;
}

export function privacyCodes(sequelize: Sequelize, secret: string) {
  const askPerAddress = createLimiter(sequelize, {
    name: 'privacy_code_ip',
    points: 10,
    durationSec: 3600,
    blockSec: 3600,
    message: TOO_MANY,
  });
  const askPerTarget = createLimiter(sequelize, {
    name: 'privacy_code_who',
    points: 3,
    durationSec: 3600,
    blockSec: 3600,
    message: TOO_MANY,
  });
  const triesPerAddress = createLimiter(sequelize, {
    name: 'privacy_code_try_ip',
    points: 10,
    durationSec: 900,
    blockSec: 900,
    message: '인증 코드 입력이 너무 많습니다.',
  });
  const hashOf = (email: string, code: string) =>
    createHmac('sha256', hmacKey(secret)).update(`privacy-request:${email}:${code}`).digest('hex');

  /** Mails a code when the address is one we hold; answers the same either way. */
  async function requestCode(rawEmail: string, lang: Lang, req: Request): Promise<void> {
    const email = rawEmail.trim().toLowerCase();
    await askPerAddress.hit(clientIp(req));
    await askPerTarget.hit(email);
    const held = await heldAddress(sequelize, email);
    if (!held) return;
    const settings = await loadSettings();
    const mailLang = held.lang === 'zh-Hans' || lang === 'zh' ? 'zh' : 'ko';
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await sequelize.transaction(async (transaction) => {
      await sequelize.query('UPDATE privacy_request_codes SET used_at = $at WHERE email = $email AND used_at IS NULL', {
        bind: { email, at: now() },
        transaction,
      });
      const [row] = await sequelize.query<{ id: number }>(
        `INSERT INTO privacy_request_codes (email, code_hash, expires_at, created_at)
         VALUES ($email, $hash, $expires, $at) RETURNING id`,
        {
          type: QueryTypes.SELECT,
          transaction,
          bind: {
            email,
            hash: hashOf(email, code),
            expires: new Date(now().getTime() + CODE_MINUTES * 60_000),
            at: now(),
          },
        },
      );
      const t = PRIVACY_TEXT[mailLang];
      await enqueueMail(
        {
          kind: 'privacy.request-code',
          to: email,
          lang: mailLang === 'zh' ? 'zh-Hans' : 'ko',
          subject: t.codeSubject(`${settings.universityName} ${settings.schoolName}`),
          text: t.codeBody(held.name ?? email, code, CODE_MINUTES),
          dedupeKey: `privacy.request-code:${row.id}`,
        },
        { transaction },
      );
    });
  }

  /** Takes the address's live code when `code` is it; a 400 with one message for every wrong or dead code. */
  async function takeCode(rawEmail: string, rawCode: string, lang: Lang, req: Request): Promise<void> {
    const email = rawEmail.trim().toLowerCase();
    const ip = clientIp(req);
    const wrong = PRIVACY_TEXT[lang].wrongCode;
    await triesPerAddress.check(ip);
    const [live] = await sequelize.query<{ id: number; code_hash: string }>(
      `SELECT id, code_hash FROM privacy_request_codes
        WHERE email = $email AND used_at IS NULL AND expires_at > $at AND attempts < $tries
        ORDER BY created_at DESC, id DESC LIMIT 1`,
      { type: QueryTypes.SELECT, bind: { email, at: now(), tries: CODE_TRIES } },
    );
    const ok = live && timingSafeEqual(Buffer.from(live.code_hash), Buffer.from(hashOf(email, rawCode.trim())));
    if (!ok) {
      if (live)
        await sequelize.query('UPDATE privacy_request_codes SET attempts = attempts + 1 WHERE id = $id', {
          bind: { id: live.id },
        });
      await triesPerAddress.hit(ip);
      throw badRequest(wrong, { code: wrong });
    }
    const [, taken] = await sequelize.query(
      'UPDATE privacy_request_codes SET used_at = $at WHERE id = $id AND used_at IS NULL',
      { bind: { id: live.id, at: now() } },
    );
    if (!(taken as { rowCount?: number })?.rowCount) throw badRequest(wrong, { code: wrong });
    await triesPerAddress.reset(ip);
  }

  return { requestCode, takeCode };
}

export type PrivacyCodes = ReturnType<typeof privacyCodes>;
