// The 발송 내역's words: status and kind names from domain/mail, the chip colour of a status, Seoul times.
import { MAIL_KINDS, MAIL_STATUSES } from '../../../domain/mail';
import { formatDateTime } from '../../../domain/time';

export const statusChoices = MAIL_STATUSES.map((s) => ({ id: s.code, name: s.ko }));
export const kindChoices = Object.entries(MAIL_KINDS).map(([id, name]) => ({ id, name }));

export const statusName = (code: string) => MAIL_STATUSES.find((s) => s.code === code)?.ko ?? code;
export const kindName = (code: string) => MAIL_KINDS[code] ?? code;

export const statusColor = (code: string): 'default' | 'info' | 'success' | 'error' =>
  code === 'sent' ? 'success' : code === 'failed' ? 'error' : code === 'sending' ? 'info' : 'default';

/** "2026.11.23 21:10" in Seoul, or "—" when there is no time. */
export const seoul = (value: string | null | undefined) => (value ? formatDateTime(value) : '—');

export interface MailRow {
  id: number;
  kind: string;
  to: string;
  lang: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface MailDetail extends MailRow {
  messageId: string | null;
  textBody: string;
}
