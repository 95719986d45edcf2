// The sign-up forms' spam guards, as elsewhere on the site: a hidden field people never fill (honeypot), a signed
// start time every response must carry (the page gives it; one missing, forged, too quick or a day old is refused,
// as 입학상담 refuses a missing form token), and limits kept in PostgreSQL (every process shares them): per e-mail
// the real one, per address only against floods (a walk-in desk or a campus network sends many people's sign-ups
// from one address). Every refusal is in the form's language; a limit says it was reached and when to try again.
import { createHmac } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import { FORM_HONEYPOT, FORM_LIMITS, FORM_MAX_AGE_MS, FORM_MIN_FILL_MS, type FormLang } from '../../domain/forms.js';
import { retryWhen, type WaitLang } from '../../domain/retry-wait.js';
import { badRequest, HttpError, tooManyRequests } from '../http/errors.js';
import { createLimiter, type Limiter } from '../middleware/throttle.js';

const sign = (secret: string, ms: number) =>
  createHmac('sha256', secret).update(`form-started|${ms}`).digest('base64url').slice(0, 16);

/** The hidden start time the page puts in the form. */
export const startedToken = (secret: string, at: Date): string => `${at.getTime()}.${sign(secret, at.getTime())}`;

const TEXT = {
  ko: {
    trap: '신청을 처리할 수 없습니다. 입력 양식에서 다시 신청해주세요.',
    forged: '신청 양식이 올바르지 않습니다. 페이지를 새로 열어 다시 신청해주세요.',
    stale: '신청 양식을 연 지 오래되었습니다. 페이지를 새로 열어 다시 신청해주세요.',
    fast: '너무 빨리 보냈습니다. 입력한 내용을 확인하고 잠시 후 다시 신청해주세요.',
    perAddress: (when: string) =>
      `이 인터넷 주소에서 1시간에 받을 수 있는 신청 수(${FORM_LIMITS.perAddressPerHour}건)에 도달했습니다. ${when}부터 다시 신청할 수 있습니다.`,
    perEmail: (when: string) =>
      `이 이메일 주소로 하루에 할 수 있는 신청 수(${FORM_LIMITS.perEmailPerDay}건)에 도달했습니다. ${when}부터 다시 신청할 수 있습니다.`,
  },
  zh: {
    trap: '无法处理此报名。请通过报名表重新报名。',
    forged: '报名表无效。请重新打开页面后再报名。',
    stale: '报名页面打开时间过长。请重新打开页面后再报名。',
    fast: '提交过快。请检查填写的内容，稍后再报名。',
    perAddress: (when: string) =>
      `此网络地址每小时可提交的报名次数（${FORM_LIMITS.perAddressPerHour}次）已达上限。请于${when}再报名。`,
    perEmail: (when: string) =>
      `此邮箱每天可提交的报名次数（${FORM_LIMITS.perEmailPerDay}次）已达上限。请于${when}再报名。`,
  },
} as const;

const waitLang = (lang: FormLang): WaitLang => (lang === 'zh-Hans' ? 'zh' : 'ko');

/** A limiter's 429 said again in the form's language, with the time to try again (Retry-After kept). */
async function limited(run: Promise<void>, lang: FormLang, at: Date, say: (when: string) => string): Promise<void> {
  try {
    await run;
  } catch (err) {
    if (!(err instanceof HttpError) || err.status !== 429) throw err;
    const wait = Number(err.headers?.['Retry-After'] ?? 60);
    throw tooManyRequests(say(retryWhen(at, wait, waitLang(lang))), wait);
  }
}

export interface FormGuards {
  /** Throws a 400 for a filled honeypot, a missing, forged, old or too quick start time; 429 past the limit. */
  check(body: Record<string, unknown>, ip: string, at: Date, lang: FormLang): Promise<void>;
  /** Throws 429 when the e-mail has sent too many today. */
  checkEmail(email: string | null, lang: FormLang, at: Date): Promise<void>;
  /** Counts a stored response against its e-mail. */
  counted(email: string | null): Promise<void>;
}

export function formGuards(sequelize: Sequelize, secret: string): FormGuards {
  const perAddress: Limiter = createLimiter(sequelize, {
    name: 'form_submit_ip',
    points: FORM_LIMITS.perAddressPerHour,
    durationSec: 3600,
    blockSec: FORM_LIMITS.addressWaitMinutes * 60,
    message: TEXT.ko.perAddress(''),
  });
  const perEmail: Limiter = createLimiter(sequelize, {
    name: 'form_submit_email',
    points: FORM_LIMITS.perEmailPerDay,
    durationSec: 86_400,
    blockSec: 86_400,
    message: TEXT.ko.perEmail(''),
  });
  return {
    async check(body, ip, at, lang) {
      const t = TEXT[waitLang(lang)];
      const trap = body[FORM_HONEYPOT];
      if (trap !== undefined && trap !== '') throw badRequest(t.trap);
      const started = body.startedAt;
      const m = typeof started === 'string' ? /^(\d{10,15})\.([A-Za-z0-9_-]{16})$/.exec(started) : null;
      if (!m || sign(secret, Number(m[1])) !== m[2]) throw badRequest(t.forged);
      const age = at.getTime() - Number(m[1]);
      if (age > FORM_MAX_AGE_MS) throw badRequest(t.stale);
      if (age < FORM_MIN_FILL_MS) throw badRequest(t.fast);
      await limited(perAddress.hit(ip), lang, at, t.perAddress);
    },
    async checkEmail(email, lang, at) {
      if (email) await limited(perEmail.check(email), lang, at, TEXT[waitLang(lang)].perEmail);
    },
    async counted(email) {
      if (email) await perEmail.hit(email).catch(() => undefined);
    },
  };
}
