// What staff see of an outbox row: never a full address (masked, in the body too), the body only on the detail view.
import type { MailOutbox } from '../../../db/models/index.js';
import { maskEmail, maskEmailsIn } from '../../../domain/mail.js';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

export function presentMail(m: MailOutbox) {
  return {
    id: m.id,
    kind: m.kind,
    to: maskEmail(m.toAddress),
    lang: m.lang,
    subject: m.subject,
    status: m.status,
    attempts: m.attempts,
    lastError: m.lastError && maskEmailsIn(m.lastError),
    nextAttemptAt: m.status === 'pending' ? iso(m.nextAttemptAt) : null,
    createdAt: iso(m.createdAt),
    sentAt: iso(m.sentAt),
  };
}

export function presentMailDetail(m: MailOutbox) {
  return { ...presentMail(m), messageId: m.messageId, textBody: maskEmailsIn(m.textBody) };
}
