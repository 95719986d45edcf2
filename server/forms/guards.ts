// The sign-up forms' spam guards, as elsewhere on the site: a hidden field people never fill (honeypot), a least fill
// time (the page gives a signed start time; a form sent faster than a person types is refused), and limits per
// address and per e-mail kept in PostgreSQL (every process shares them).
import { createHmac } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import { FORM_HONEYPOT, FORM_MIN_FILL_MS } from '../../domain/forms.js';
import { badRequest } from '../http/errors.js';
import { createLimiter, type Limiter } from '../middleware/throttle.js';

const sign = (secret: string, ms: number) =>
  createHmac('sha256', secret).update(`form-started|${ms}`).digest('base64url').slice(0, 16);

/** The hidden start time the page puts in the form. */
export const startedToken = (secret: string, at: Date): string => `${at.getTime()}.${sign(secret, at.getTime())}`;

export interface FormGuards {
  /** Throws a Korean 400 for a filled honeypot, a forged or too quick start time; 429 past the limits. */
  check(body: Record<string, unknown>, ip: string, at: Date): Promise<void>;
  /** Throws 429 when the e-mail has sent too many today. */
  checkEmail(email: string | null): Promise<void>;
  /** Counts a stored response against its e-mail. */
  counted(email: string | null): Promise<void>;
}

export function formGuards(sequelize: Sequelize, secret: string): FormGuards {
  const perAddress: Limiter = createLimiter(sequelize, {
    name: 'form_submit_ip',
    points: 20,
    durationSec: 3600,
    blockSec: 3600,
    message: '이 주소에서 신청이 너무 많습니다.',
  });
  const perEmail: Limiter = createLimiter(sequelize, {
    name: 'form_submit_email',
    points: 5,
    durationSec: 86_400,
    blockSec: 86_400,
    message: '이 이메일 주소로 오늘 신청이 너무 많습니다.',
  });
  return {
    async check(body, ip, at) {
      const trap = body[FORM_HONEYPOT];
      if (trap !== undefined && trap !== '')
        throw badRequest('신청을 처리할 수 없습니다. 입력 양식에서 다시 신청해주세요.');
      const started = body.startedAt;
      if (started !== undefined) {
        const m = typeof started === 'string' ? /^(\d{10,15})\.([A-Za-z0-9_-]{16})$/.exec(started) : null;
        if (!m || sign(secret, Number(m[1])) !== m[2])
          throw badRequest('신청 양식이 올바르지 않습니다. 페이지를 새로 열어 다시 신청해주세요.');
        if (at.getTime() - Number(m[1]) < FORM_MIN_FILL_MS)
          throw badRequest('너무 빨리 보냈습니다. 입력한 내용을 확인하고 잠시 후 다시 신청해주세요.');
      }
      await perAddress.hit(ip);
    },
    async checkEmail(email) {
      if (email) await perEmail.check(email);
    },
    async counted(email) {
      if (email) await perEmail.hit(email).catch(() => undefined);
    },
  };
}
