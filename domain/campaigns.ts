// Mail to those who asked for it (정보통신망법 제50조): the audiences a campaign chooses from, the statuses of a
// campaign and of a subscriber with their Korean labels, the two-year life of a consent, and the night when no
// advertising mail goes out (21:00–08:00 Seoul).
import { seoulMidnight, seoulParts } from './time.js';

export const AUDIENCES = [
  { code: 'subscribers', ko: '입학 소식 구독자(확인 완료)' },
  { code: 'applicants', ko: '입학 안내 수신에 동의한 지원자' },
  { code: 'formRespondents', ko: '신청서에서 수신에 동의한 신청자' },
] as const;
export type AudienceCode = (typeof AUDIENCES)[number]['code'];
export const AUDIENCE_CODES = AUDIENCES.map((a) => a.code) as [AudienceCode, ...AudienceCode[]];
export const audienceLabel = (code: string): string => AUDIENCES.find((a) => a.code === code)?.ko ?? code;

export const CAMPAIGN_STATUSES = [
  { code: 'draft', ko: '작성 중' },
  { code: 'scheduled', ko: '발송 예약' },
  { code: 'sent', ko: '발송함' },
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number]['code'];
export const CAMPAIGN_STATUS_CODES = CAMPAIGN_STATUSES.map((s) => s.code) as [CampaignStatus, ...CampaignStatus[]];

export const SUBSCRIBER_STATUSES = [
  { code: 'pending', ko: '확인 대기' },
  { code: 'confirmed', ko: '구독 중' },
] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number]['code'];

/**
 * The doors besides /subscribe that ask for the subscription (subscribers.via; null: /subscribe itself); 'import' is
 * an old site's member's mail consent, brought over confirmed with its date.
 */
export const SUBSCRIBER_VIAS = ['form', 'application', 'import'] as const;

/** Where a subscription was asked (subscribers.via): each starts pending until its own confirmation link. */
export function subscriberViaLabel(via: string | null): string {
  if (via === 'form') return '신청 양식의 수신 동의';
  if (via === 'application') return '원서의 수신 동의';
  if (via === 'import') return '옛 사이트 회원의 수신 동의';
  return '입학 소식 받기';
}
export const SUBSCRIBER_STATUS_CODES = SUBSCRIBER_STATUSES.map((s) => s.code) as [
  SubscriberStatus,
  ...SubscriberStatus[],
];

/** A consent to advertising mail holds two years (제50조제8항), then it is asked again or lapses. */
export const CONSENT_YEARS = 2;
/** The re-confirmation mail goes this many days before the two years are up. */
export const RECONFIRM_DAYS_BEFORE = 30;
/** A subscription whose confirmation link was never followed is deleted after this many days. */
export const PENDING_DAYS = 7;

/** The instant a consent given at `at` ends (the same Seoul wall time two years on). */
export function consentEnds(at: Date): Date {
  const p = seoulParts(at);
  return seoulMidnight(p.y + CONSENT_YEARS, p.m, p.d, p.h, p.min);
}

/** The oldest consent still in force at `at`. */
export function oldestValidConsent(at: Date): Date {
  const p = seoulParts(at);
  return seoulMidnight(p.y - CONSENT_YEARS, p.m, p.d, p.h, p.min);
}

/** Advertising mail waits out the night: 21:00 to 08:00 in Seoul. */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;

export function isQuietHour(at: Date): boolean {
  const h = seoulParts(at).h;
  return h >= QUIET_FROM_HOUR || h < QUIET_UNTIL_HOUR;
}

/** `at` itself outside the night; otherwise the 08:00 that ends it. */
export function nextSendableAt(at: Date): Date {
  if (!isQuietHour(at)) return at;
  const p = seoulParts(at);
  return seoulMidnight(p.y, p.m, p.h >= QUIET_FROM_HOUR ? p.d + 1 : p.d, QUIET_UNTIL_HOUR);
}

/** The one form of an address for comparing, deduplicating and the suppression list. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** What the law requires in front of an advertising subject. */
export const AD_PREFIX = '(광고)';
