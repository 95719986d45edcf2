// Telling the owner of a staff account when its safeguards change: 2FA enrolled, or the password changed. Either
// ends every other login of the account, and either is what someone who learned the password would do first to keep
// the account, so the owner hears of it at the address on file and can ask a 최고관리자 to reset it. The mail goes
// into the outbox (server/mail/outbox.ts) after the change committed; it never fails the change.
import { User } from '../../db/models/index.js';
import { formatDateTime } from '../../domain/time.js';
import { logger } from '../process/logger.js';
import { enqueueMail } from '../mail/outbox.js';

export type SecurityEvent = 'otp.enrolled' | 'password.changed';

const WHAT: Record<SecurityEvent, { subject: string; line: string }> = {
  'otp.enrolled': {
    subject: '[중소기업대학원] 관리자 계정에 2단계 인증이 등록되었습니다',
    line: '계정에 2단계 인증(인증 앱)이 새로 등록되었습니다.',
  },
  'password.changed': {
    subject: '[중소기업대학원] 관리자 계정의 비밀번호가 바뀌었습니다',
    line: '계정의 비밀번호가 바뀌었습니다.',
  },
};

/** The mail telling `user` of `event` at `at`, or null when the account has no e-mail address. */
export function securityMail(
  user: Pick<User, 'id' | 'loginId' | 'name' | 'email'>,
  event: SecurityEvent,
  at: Date,
): { kind: SecurityEvent; to: string; lang: 'ko'; subject: string; text: string; dedupeKey: string } | null {
  if (!user.email) return null;
  return {
    kind: event,
    to: user.email,
    lang: 'ko',
    subject: WHAT[event].subject,
    text: [
      `${user.name ?? user.loginId ?? ''}님, 안녕하세요.`,
      '',
      `${formatDateTime(at)}(한국 시간)에 ${user.loginId ?? ''} ${WHAT[event].line}`,
      '이 변경을 한 로그인을 뺀 이 계정의 다른 로그인은 모두 종료되었습니다.',
      '',
      '직접 하신 것이 아니라면 누군가 비밀번호를 알고 있을 수 있습니다. ' +
        '바로 최고관리자에게 알려 비밀번호와 2단계 인증을 초기화해주세요.',
      '',
      '이 메일은 발신 전용입니다.',
    ].join('\n'),
    dedupeKey: `${event}:${user.id}:${at.toISOString()}`,
  };
}

/** Puts the mail of `event` for `user` in the outbox; a failure is logged, never thrown. */
export async function notifySecurityEvent(user: User, event: SecurityEvent, at: Date): Promise<void> {
  const mail = securityMail(user, event, at);
  if (!mail || !User.sequelize) return;
  try {
    await User.sequelize.transaction((transaction) => enqueueMail(mail, { transaction }));
  } catch (err) {
    logger.error({ err, userId: user.id, event }, '계정 보안 알림을 발송함에 넣지 못했습니다.');
  }
}
