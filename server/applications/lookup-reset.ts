// The look-up password reset by e-mail. The applicant gives the receipt number (or the name) and the
// e-mail of the application; when they match, a 6-digit code is mailed in the application's language (15 minutes,
// single use, stored as an HMAC, a new one replaces the old). The answer is the same whether anything matched (no
// enumeration). With the code the applicant sets a new look-up password: every wrong code counts against the code
// (5 and it is dead) and against the address; success writes the history and the audit log and marks when the
// password changed, so look-up sessions opened before it stop working (receipt-cookie.ts).
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { Application, ApplicationStatusChange } from '../../db/models/index.js';
import { now } from '../../domain/clock.js';
import { auditAction } from '../audit/middleware.js';
import { hashPassword } from '../auth/passwords.js';
import { hmacKey } from '../http/hmac-key.js';
import { badRequest } from '../http/errors.js';
import { clientIp } from '../http/client-ip.js';
import { enqueueMail } from '../mail/outbox.js';
import { createLimiter } from '../middleware/throttle.js';
import { loadSettings } from '../../db/settings.js';

export const CODE_MINUTES = 15;
export const CODE_TRIES = 5;

export interface ResetTarget {
  receiptNo?: string;
  name?: string;
  email: string;
  locale?: 'ko' | 'zh-Hans';
}

export const RESET_TEXT = {
  ko: {
    sent: '입력하신 정보와 일치하는 지원서가 있으면 그 이메일로 인증 코드를 보냈습니다. 15분 안에 입력해주세요.',
    wrong: '인증 코드가 맞지 않거나 만료되었습니다. 코드를 다시 받아주세요.',
    done: '조회 비밀번호를 바꿨습니다. 새 비밀번호로 조회해주세요.',
    mailSubject: (school: string) => `[${school}] 조회 비밀번호 재설정 인증 코드`,
    mailBody: (name: string, code: string) =>
      `${name}님, 조회 비밀번호 재설정 인증 코드는 ${code} 입니다.\n\n${CODE_MINUTES}분 동안 한 번만 쓸 수 있습니다. 요청하지 않으셨다면 이 메일을 무시해주세요. 비밀번호는 바뀌지 않습니다.`,
  },
  zh: {
    sent: '如果有与您输入的信息相符的申请，验证码已发送到该邮箱。请在15分钟内输入。',
    wrong: '验证码不正确或已过期。请重新获取验证码。',
    done: '查询密码已更改。请使用新密码查询。',
    mailSubject: (school: string) => `[${school}] 重设查询密码的验证码`,
    mailBody: (name: string, code: string) =>
      `${name}，您好：\n\n您重设查询密码的验证码为 ${code}。\n\n该验证码${CODE_MINUTES}分钟内有效，仅可使用一次。如果不是您本人申请，请忽略此邮件，密码不会更改。`,
  },
};

const TOO_MANY = '요청이 너무 많습니다.';

export function lookupReset(sequelize: Sequelize, secret: string) {
  // Asking for codes: per address, and per applicant named (mail bombing one applicant).
  const askPerAddress = createLimiter(sequelize, {
    name: 'app_reset_ip',
    points: 10,
    durationSec: 3600,
    blockSec: 3600,
    message: TOO_MANY,
  });
  const askPerTarget = createLimiter(sequelize, {
    name: 'app_reset_who',
    points: 3,
    durationSec: 3600,
    blockSec: 3600,
    message: TOO_MANY,
  });
  // Wrong codes from one address (each code also dies after CODE_TRIES wrong tries).
  const triesPerAddress = createLimiter(sequelize, {
    name: 'app_reset_try_ip',
    points: 10,
    durationSec: 900,
    blockSec: 900,
    message: '인증 코드 입력이 너무 많습니다.',
  });
  const hashOf = (applicationId: number, code: string) =>
    createHmac('sha256', hmacKey(secret)).update(`lookup-reset:${applicationId}:${code}`).digest('hex');

  /** The applications the receipt number (or name) and the e-mail name together. */
  async function matches(t: ResetTarget): Promise<Application[]> {
    const email = t.email.trim().toLowerCase();
    const where = t.receiptNo ? { receiptNo: t.receiptNo.trim() } : t.name ? { name: t.name.trim() } : null;
    if (!where || !email) return [];
    const found = await Application.findAll({ where, order: [['submittedAt', 'DESC']], limit: 5 });
    return found.filter((a) => a.email.toLowerCase() === email).slice(0, 3);
  }

  const targetKey = (t: ResetTarget) => (t.receiptNo || t.name || '').trim().toLowerCase();

  async function requestCode(t: ResetTarget, req: Request): Promise<void> {
    const ip = clientIp(req);
    await askPerAddress.hit(ip);
    await askPerTarget.hit(targetKey(t));
    const settings = await loadSettings();
    for (const a of await matches(t)) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const lang = a.locale === 'zh-Hans' ? 'zh' : 'ko';
      await sequelize.transaction(async (transaction) => {
        await retire(a.id, transaction);
        const [row] = await sequelize.query<{ id: number }>(
          `INSERT INTO lookup_reset_codes (application_id, code_hash, expires_at, created_at)
           VALUES (:id, :hash, :expires, :at) RETURNING id`,
          {
            type: QueryTypes.SELECT,
            transaction,
            replacements: {
              id: a.id,
              hash: hashOf(a.id, code),
              expires: new Date(now().getTime() + CODE_MINUTES * 60_000),
              at: now(),
            },
          },
        );
        await enqueueMail(
          {
            kind: 'lookup.reset-code',
            to: a.email,
            lang: a.locale === 'zh-Hans' ? 'zh-Hans' : 'ko',
            subject: RESET_TEXT[lang].mailSubject(`${settings.universityName} ${settings.schoolName}`),
            text: RESET_TEXT[lang].mailBody(a.name, code),
            dedupeKey: `lookup.reset-code:${row.id}`,
          },
          { transaction },
        );
        await auditAction(
          req,
          'applications.lookup-reset-code',
          { resource: 'applications', recordId: a.id },
          transaction,
        );
      });
    }
  }

  async function retire(applicationId: number, transaction: Transaction) {
    await sequelize.query(
      'UPDATE lookup_reset_codes SET used_at = :at WHERE application_id = :id AND used_at IS NULL',
      { transaction, replacements: { id: applicationId, at: now() } },
    );
  }

  /** Sets the new password when the code is right; a 400 with one message for every wrong or dead code. */
  async function resetWithCode(t: ResetTarget & { code: string; password: string }, req: Request) {
    const lang = t.locale === 'zh-Hans' ? 'zh' : 'ko';
    const ip = clientIp(req);
    await triesPerAddress.check(ip);
    const candidates = await matches(t);
    const live = candidates.length
      ? await sequelize.query<{ id: number; application_id: number; code_hash: string }>(
          `SELECT DISTINCT ON (application_id) id, application_id, code_hash FROM lookup_reset_codes
           WHERE application_id IN (:ids) AND used_at IS NULL AND expires_at > :at AND attempts < :tries
           ORDER BY application_id, created_at DESC, id DESC`,
          {
            type: QueryTypes.SELECT,
            replacements: { ids: candidates.map((a) => a.id), at: now(), tries: CODE_TRIES },
          },
        )
      : [];
    const code = t.code.trim();
    const hit = live.find((row) =>
      timingSafeEqual(Buffer.from(row.code_hash), Buffer.from(hashOf(row.application_id, code))),
    );
    if (!hit) {
      if (live.length)
        await sequelize.query('UPDATE lookup_reset_codes SET attempts = attempts + 1 WHERE id IN (:ids)', {
          replacements: { ids: live.map((r) => r.id) },
        });
      await triesPerAddress.hit(ip);
      throw badRequest(RESET_TEXT[lang].wrong, { code: RESET_TEXT[lang].wrong });
    }
    const lookupHash = await hashPassword(t.password);
    await sequelize.transaction(async (transaction) => {
      const a = await Application.findByPk(hit.application_id, { transaction, lock: transaction.LOCK.UPDATE });
      if (!a) throw badRequest(RESET_TEXT[lang].wrong, { code: RESET_TEXT[lang].wrong });
      // Single use: the row is taken only while still unused (two tabs with the same code: one wins).
      const [, taken] = await sequelize.query(
        'UPDATE lookup_reset_codes SET used_at = :at WHERE id = :id AND used_at IS NULL',
        { transaction, replacements: { id: hit.id, at: now() } },
      );
      if (!(taken as { rowCount?: number })?.rowCount)
        throw badRequest(RESET_TEXT[lang].wrong, { code: RESET_TEXT[lang].wrong });
      await retire(a.id, transaction);
      await Application.scope('withLookup').update(
        { lookupHash, lookupChangedAt: now() },
        { where: { id: a.id }, transaction },
      );
      await ApplicationStatusChange.create(
        {
          applicationId: a.id,
          fromStatus: a.status,
          toStatus: a.status,
          note: '조회 비밀번호 재설정 (이메일 인증 코드)',
          changedBy: null,
          changedByName: '지원자',
        },
        { transaction },
      );
      await auditAction(req, 'applications.lookup-reset', { resource: 'applications', recordId: a.id }, transaction);
    });
    await triesPerAddress.reset(ip);
  }

  return { requestCode, resetWithCode };
}

export type LookupReset = ReturnType<typeof lookupReset>;
