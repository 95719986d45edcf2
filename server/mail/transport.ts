// The SMTP side of the outbox: one nodemailer transport per worker from SMTP_URL, the stable Message-ID of a row,
// and the error text kept for staff (addresses masked, never the password of the URL).
import nodemailer from 'nodemailer';
import type { MailLang } from '../../domain/mail.js';
import { maskEmailsIn } from '../../domain/mail.js';

export interface OutboxMail {
  id: number;
  toAddress: string;
  lang: MailLang;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  createdAt: Date;
  /** The row's own header lines (List-Unsubscribe …), after the ones every mail carries. */
  headers?: Record<string, string> | null;
}

export interface MailSender {
  send(mail: OutboxMail, messageId: string): Promise<void>;
  close(): void;
}

/** The domain of the sender's address ("학교" <noreply@school.ac.kr> → school.ac.kr), for Message-IDs. */
export function senderDomain(from: string): string {
  const m = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from.trim());
  return m ? m[1].toLowerCase() : 'localhost';
}

/**
 * The Message-ID of an outbox row: the same on every attempt, so a mail resent after a crash mid-send carries the
 * id of the first try and the receiving side (and a person reading headers) recognises it as the same message.
 */
export function messageIdFor(mail: Pick<OutboxMail, 'id' | 'createdAt'>, domain: string): string {
  return `<outbox-${mail.id}.${mail.createdAt.getTime().toString(36)}@${domain}>`;
}

/** A nodemailer transport for `smtpUrl` (smtp://user:pass@host:587, smtps://… for TLS from the start). */
export function createSender(smtpUrl: string, from: string): MailSender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // A server that stops answering must not hold a row past its lease (worker.ts): every wait is bounded.
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    async send(mail, messageId) {
      await transport.sendMail({
        from,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody ?? undefined,
        messageId,
        headers: { 'Content-Language': mail.lang, 'Auto-Submitted': 'auto-generated', ...mail.headers },
      });
    },
    close() {
      transport.close();
    },
  };
}

/** What staff see of a failed attempt: the SMTP answer or the error's message, addresses masked, one line. */
export function errorText(err: unknown): string {
  const e = err as { response?: unknown; message?: unknown; code?: unknown };
  const raw =
    typeof e?.response === 'string' && e.response
      ? e.response
      : typeof e?.message === 'string'
        ? e.message
        : String(err);
  const code = typeof e?.code === 'string' ? `${e.code}: ` : '';
  return maskEmailsIn(`${code}${raw}`.replace(/\s+/g, ' ').replace(/\/\/[^/@\s]*@/g, '//***@')).slice(0, 1000);
}

/** An answer that will not change on a retry: the server refused the recipient itself (5xx to RCPT TO). */
export function isPermanent(err: unknown): boolean {
  const e = err as { responseCode?: unknown; command?: unknown };
  return typeof e?.responseCode === 'number' && e.responseCode >= 500 && e.command === 'RCPT TO';
}
