// The 개인정보 요청 screens' words and shapes, from domain/privacy-requests.
import {
  CORRECTABLE,
  FIELD_LABELS,
  KIND_LABELS,
  REFUSAL_REASONS,
  STATUS_LABELS,
  type PrivacyKind,
  type PrivacyStatus,
  type PrivacySubject,
} from '../../../domain/privacy-requests';

export { seoul } from '../mail/labels';
export { CORRECTABLE, FIELD_LABELS };

export const statusChoices = Object.entries(STATUS_LABELS).map(([id, name]) => ({ id, name }));
export const kindChoices = Object.entries(KIND_LABELS.ko).map(([id, name]) => ({ id, name }));
export const reasonChoices = Object.entries(REFUSAL_REASONS).map(([id, name]) => ({ id, name }));

export interface PrivacyRequestRecord {
  id: number;
  kind: PrivacyKind;
  kindLabel: string;
  subject: PrivacySubject;
  subjectLabel: string;
  receiptNo: string | null;
  email: string;
  name: string | null;
  lang: string;
  about: string;
  text: string;
  status: PrivacyStatus;
  statusLabel: string;
  dueAt: string;
  dueDay: string;
  daysLeft: number | null;
  answer: string | null;
  answeredAt: string | null;
  hasDossier: boolean;
  createdAt: string;
  steps?: { id: number; at: string; step: string; note: string; actorName: string | null }[];
}

/** The due date's last day as the admin writes dates: "2026.12.12". */
export const dotted = (day: string): string => day.replaceAll('-', '.');

/** "3일 남음", "오늘까지", "2일 지남", or "—" once answered. */
export function daysLeftLabel(r: Pick<PrivacyRequestRecord, 'daysLeft'>): string {
  if (r.daysLeft === null) return '—';
  if (r.daysLeft > 0) return `${r.daysLeft}일 남음`;
  if (r.daysLeft === 0) return '오늘까지';
  return `${-r.daysLeft}일 지남`;
}

export const json = (body: unknown) => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' }),
});
