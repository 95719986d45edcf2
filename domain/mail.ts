// Mail to applicants and staff: the outbox's statuses and languages with their Korean labels, the retry schedule,
// and the one way an address is shown to staff (masked).

export const MAIL_STATUSES = [
  { code: 'pending', ko: '대기' },
  { code: 'sending', ko: '발송 중' },
  { code: 'sent', ko: '발송 완료' },
  { code: 'failed', ko: '발송 실패' },
] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number]['code'];
export const MAIL_STATUS_CODES = MAIL_STATUSES.map((s) => s.code) as [MailStatus, ...MailStatus[]];

export const MAIL_LANGS = ['ko', 'zh-Hans'] as const;
export type MailLang = (typeof MAIL_LANGS)[number];

/** The kinds of mail the site sends today, with the name staff see; other kinds show their code. */
export const MAIL_KINDS: Record<string, string> = {
  lockout: '계정 잠금 알림',
  'otp.enrolled': '2단계 인증 등록 알림',
  'password.changed': '비밀번호 변경 알림',
  'application.received': '원서 접수 확인',
  'application.incomplete': '서류 보완 요청',
  'application.interview': '면접 안내',
  'application.result': '합격자 발표 안내',
  'application.offer': '추가합격 안내',
  'application.registered': '등록 확인',
  'form.confirmed': '신청 확정 안내',
  'form.waitlisted': '신청 대기 안내',
  'form.promoted': '대기 → 확정 안내',
  'form.cancelled': '신청 취소 확인',
  'question.answered': '입학상담 답변 알림',
  'question.new': '입학상담 새 질문 알림(행정실)',
  'question.locked': '입학상담 질문 잠금 알림',
  'round.changed': '모집 일정 변경 안내',
  'application.withdrawn': '지원 취소 확인',
  'application.declined': '등록포기 처리 안내',
  'application.lapsed': '추가합격 등록 기한 경과 안내',
  'application.resubmitted': '보완 서류 제출 알림 (입학 담당)',
  'lookup.reset-code': '조회 비밀번호 재설정 코드',
  'subscribe.confirm': '입학 소식 구독 확인',
  'subscribe.reconfirm': '입학 소식 수신 동의 재확인',
  campaign: '홍보 메일(캠페인)',
  'audit.checkpoint': '감사 기록 체크포인트 (개인정보 보호책임자)',
  'approval.requested': '게시 승인 요청 알림 (승인 담당)',
  'approval.approved': '게시 승인 알림',
  'approval.rejected': '게시 승인 반려 알림',
};

/** Minutes to wait after the n-th failed attempt (1-based); after the last one the mail is marked failed. */
export const MAIL_BACKOFF_MINUTES = [1, 5, 30, 120, 360, 720, 1440] as const;
export const MAIL_MAX_ATTEMPTS = MAIL_BACKOFF_MINUTES.length + 1;

function maskPart(part: string): string {
  if (part.length <= 2) return `${part.slice(0, 1)}${'*'.repeat(Math.max(part.length - 1, 1))}`;
  return `${part.slice(0, 2)}${'*'.repeat(part.length - 2)}`;
}

/**
 * An address as staff see it in the 발송 내역: the first two letters of the name and of the domain, the rest
 * starred, the domain's suffix kept (hong.gildong@example.com → ho***@ex*****.com).
 */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  const dot = domain.indexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const suffix = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 2)}***@${maskPart(host)}${suffix}`;
}

/** Every address in a piece of text (an SMTP server's answer often repeats the recipient) masked. */
export function maskEmailsIn(text: string): string {
  return text.replace(/[^\s<>()"',;:]+@[^\s<>()"',;:]+\.[A-Za-z]{2,}/g, (m) => maskEmail(m));
}
