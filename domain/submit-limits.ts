// How many application submits are let through, and why. Limits aim at what is abusive, not at
// what a shared network does: a campus, a company or a walk-in desk sends every applicant from one address, so the
// address gets only limits that a room of people never reaches; a person is limited by what identifies them
// (e-mail, mobile) and a single request by its idempotency key. server/api/applications/submit-limits.ts applies them.

export interface SubmitLimit {
  /** The counter's name (its rows in rate_windows start with it). */
  name: string;
  /** Submits allowed within one window. */
  limit: number;
  windowSec: number;
  /** Past the limit the key is refused this long (else until its window ends). */
  blockSec?: number;
}

export const SUBMIT_LIMITS = {
  /**
   * One address within 10 seconds: a flood. A desk keys one paper form in minutes, and 300 people finishing in the
   * last quarter-hour before a deadline send about 3 in 10 seconds (with their corrected retries, 6). 20 is a script;
   * it waits 10 minutes.
   */
  addressBurst: { name: 'submit_ip_burst', limit: 20, windowSec: 10, blockSec: 600 },
  /** One address within a minute: 300 people in a quarter-hour are 20 a minute (40 with retries). */
  addressMinute: { name: 'submit_ip_minute', limit: 60, windowSec: 60, blockSec: 600 },
  /** One address within an hour: a campus of 300, each with a few corrected tries, stays under 1,200. */
  addressHour: { name: 'submit_ip_hour', limit: 1200, windowSec: 3600 },
  /** One e-mail within a day: an applicant applies once or twice (both tracks), a correction or two on top. */
  email: { name: 'submit_email', limit: 5, windowSec: 86_400 },
  /** One mobile number within a day: as the e-mail (a desk keys each applicant's own number). */
  mobile: { name: 'submit_mobile', limit: 5, windowSec: 86_400 },
  /** One idempotency key within 10 minutes: a retry after a lost answer, a double click, not a replay loop. */
  idempotencyKey: { name: 'submit_key', limit: 10, windowSec: 600 },
} as const satisfies Record<string, SubmitLimit>;

/** The 429 sentences in the form's language, before the "N분 후에 다시 시도해주세요." the limiter adds. */
export const SUBMIT_LIMIT_MESSAGES = {
  address: {
    ko: '이 네트워크에서 짧은 시간에 너무 많은 제출 요청이 왔습니다.',
    zh: '此网络在短时间内提交的请求过多。',
  },
  email: {
    ko: '같은 이메일로 오늘 제출할 수 있는 횟수를 넘었습니다.',
    zh: '同一电子邮箱今天的提交次数已超过上限。',
  },
  mobile: {
    ko: '같은 휴대전화 번호로 오늘 제출할 수 있는 횟수를 넘었습니다.',
    zh: '同一手机号码今天的提交次数已超过上限。',
  },
  idempotencyKey: {
    ko: '같은 제출 요청이 너무 자주 반복되었습니다.',
    zh: '同一提交请求重复次数过多。',
  },
} as const;

export type LimitLang = 'ko' | 'zh';

/** "10분 후에 다시 시도해주세요." / "请10分钟后重试。" */
export function retryIn(lang: LimitLang, seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  const minutes = Math.ceil(s / 60);
  if (lang === 'zh') return `请${s >= 60 ? `${minutes}分钟` : `${s}秒`}后重试。`;
  return `${s >= 60 ? `${minutes}분` : `${s}초`} 후에 다시 시도해주세요.`;
}
