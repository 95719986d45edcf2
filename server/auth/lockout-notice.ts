// Telling the owner that their account was locked after repeated failed logins (기준 제5조·제6조): one mail when a
// lock starts, with when it ends and what to do if it was not them. notifyLockout() puts the mail in the mail
// outbox (server/mail/outbox.ts), whose worker sends it; it never fails a login.
import { User } from '../../db/models/index.js';
import { formatDateTime } from '../../domain/time.js';
import { logger } from '../process/logger.js';
import { enqueueMail } from '../mail/outbox.js';
import { LOCK_FAILURES } from './login-lock.js';

export interface LockoutMail {
  kind: 'lockout';
  to: string;
  lang: 'ko';
  subject: string;
  text: string;
  /** One lock, one mail. */
  dedupeKey: string;
}

/** The mail for `user`'s lock ending at `until`, or null when the account has no e-mail address. */
export function lockoutMail(user: Pick<User, 'id' | 'loginId' | 'name' | 'email'>, until: Date): LockoutMail | null {
  if (!user.email) return null;
  const when = `${formatDateTime(until)}(한국 시간)`;
  return {
    kind: 'lockout',
    to: user.email,
    lang: 'ko',
    subject: '[중소기업대학원] 로그인 실패가 반복되어 계정이 잠시 잠겼습니다',
    text: [
      `${user.name ?? user.loginId ?? ''}님, 안녕하세요.`,
      '',
      `${user.loginId ?? ''} 계정에 비밀번호 또는 인증 코드가 ${LOCK_FAILURES}번 연속 틀려, ` +
        `처음 쓰는 기기에서의 로그인을 ${when}까지 막았습니다.`,
      '전에 이 계정으로 로그인한 기기에서는 지금도 로그인할 수 있습니다.',
      '',
      '직접 시도하신 것이 아니라면 누군가 비밀번호를 추측하고 있을 수 있습니다. ' +
        '로그인한 뒤 비밀번호를 바꾸고, 필요하면 최고관리자에게 알려주세요.',
      '',
      '이 메일은 발신 전용입니다.',
    ].join('\n'),
    dedupeKey: `lockout:${user.id}:${until.toISOString()}`,
  };
}

/** Tells `user` their account is locked until `until`: the mail goes into the outbox (its worker sends it). */
export async function notifyLockout(user: User, until: Date): Promise<void> {
  const mail = lockoutMail(user, until);
  if (!mail || !User.sequelize) return;
  try {
    await User.sequelize.transaction((transaction) => enqueueMail(mail, { transaction }));
  } catch (err) {
    // A mail that cannot be queued (e.g. a malformed stored address) never fails the login answer.
    logger.error({ err, userId: user.id }, '계정 잠금 알림을 발송함에 넣지 못했습니다.');
  }
}
