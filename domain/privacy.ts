// The privacy policy's versions (개인정보 보호법 제30조; 작성지침: earlier versions stay readable). Each published
// version has an effective date (시행일, a Seoul calendar day); the one in force is the latest whose date is today or
// earlier, a later one is announced as 시행 예정 until its day comes. A version in force or past never changes.
import type { SiteSettings } from './settings.js';

export interface PrivacyVersion {
  id: number;
  /** 'YYYY-MM-DD', a Seoul calendar day. */
  effectiveOn: string;
  /** Sanitized HTML; empty when the text is kept by the office only (the versions before the site kept them). */
  content: string;
  summary: string | null;
  notes: string | null;
  publishedAt: Date;
  publishedBy: number | null;
}

export type PrivacyStatus = 'current' | 'previous' | 'upcoming';

/** "제3판": versions are numbered by effective date, oldest first. */
export const versionName = (index: number): string => `제${index + 1}판`;

/** Sorts by effective date and tells each version's standing on `today` ('YYYY-MM-DD' in Seoul). */
export function withStatus<T extends { effectiveOn: string }>(
  versions: readonly T[],
  today: string,
): (T & { status: PrivacyStatus; name: string })[] {
  const sorted = [...versions].sort((a, b) => a.effectiveOn.localeCompare(b.effectiveOn));
  const currentIndex = sorted.findLastIndex((v) => v.effectiveOn <= today);
  return sorted.map((v, i) => ({
    ...v,
    name: versionName(i),
    status: i === currentIndex ? 'current' : i < currentIndex ? 'previous' : 'upcoming',
  }));
}

/** 개인정보보호위원회's guide: a change is announced on the page from this many days before its 시행일. */
export const PRIVACY_NOTICE_DAYS = 7;

/** The first day ('YYYY-MM-DD') the public page announces a version taking effect on `effectiveOn`. */
export function noticeOpensOn(effectiveOn: string): string {
  const d = new Date(`${effectiveOn}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - PRIVACY_NOTICE_DAYS);
  return d.toISOString().slice(0, 10);
}

/** The next version to take effect, when its notice window is open on `today` (from 7 days before its 시행일). */
export function announcedVersion<T extends { effectiveOn: string; status: PrivacyStatus }>(
  versions: readonly T[],
  today: string,
): T | undefined {
  const next = versions.find((v) => v.status === 'upcoming');
  return next && noticeOpensOn(next.effectiveOn) <= today ? next : undefined;
}

/** The version with this date has taken effect (today or earlier): it may no longer change. */
export const isInForceOrPast = (effectiveOn: string, today: string): boolean => effectiveOn <= today;

/** The placeholders of the seeded policy text (db/seed/privacy-2025.ts) and the settings they stand for. */
export const PRIVACY_PLACEHOLDERS: Record<string, (s: SiteSettings) => string> = {
  universityName: (s) => s.universityName,
  schoolName: (s) => s.schoolName,
  retentionYears: (s) => String(Math.round(s.applicationRetentionDays / 365)),
  officerName: (s) => s.privacyOfficer.name,
  officerPosition: (s) => s.privacyOfficer.position,
  officerPhone: (s) => s.privacyOfficer.phone,
  officerEmail: (s) => s.privacyOfficer.email,
};

/** Escaped as preact escapes text (&, < and "), so the filled text reads byte for byte as the code drew it. */
const escapeHtml = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The seeded text with the settings of the day it was published written in (escaped). */
export function fillPrivacyTemplate(template: string, s: SiteSettings): string {
  return template.replace(/⟦([a-zA-Z]+)⟧/g, (whole, key: string) =>
    Object.hasOwn(PRIVACY_PLACEHOLDERS, key) ? escapeHtml(PRIVACY_PLACEHOLDERS[key](s)) : whole,
  );
}

/** The day before a 'YYYY-MM-DD' day (the last day an earlier version applied). */
export function dayBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
