// The outbox's sender, inside the web process. Each run: rows whose sender died mid-send (lease passed) go back
// to pending; then a batch of due rows is claimed with FOR UPDATE SKIP LOCKED and marked 'sending' with a lease,
// so two workers (or two processes) never take the same row; each is sent, then marked sent, or retried after a
// growing wait, or failed after the last attempt. Every time comes from the process clock and is bound into SQL.
// Advertising (bulk) rows go at a steady rate, at most bulkPerRun of them in a scheduled run, and never between
// 21:00 and 08:00 Seoul (a retry that falls in the night waits for the morning).
import { QueryTypes, type Sequelize } from 'sequelize';
import { now } from '../../domain/clock.js';
import { isQuietHour } from '../../domain/campaigns.js';
import { MAIL_BACKOFF_MINUTES, MAIL_MAX_ATTEMPTS, type MailLang } from '../../domain/mail.js';
import { logger } from '../process/logger.js';
import {
  createSender,
  errorText,
  isPermanent,
  messageIdFor,
  senderDomain,
  type MailSender,
  type OutboxMail,
} from './transport.js';
import { trackJob } from '../process/job-runs.js';

export interface MailWorkerOptions {
  sequelize: Sequelize;
  /** SMTP_URL; without it the worker sends nothing and mail stays pending. */
  smtpUrl?: string;
  /** MAIL_FROM, e.g. "중소기업대학원" <noreply@example.ac.kr>. */
  from?: string;
  /** Time between runs; the first run is one interval after start. */
  intervalMs?: number;
  batchSize?: number;
  /** Advertising rows sent per scheduled run (and per runOnce): the steady rate of a campaign. */
  bulkPerRun?: number;
  /** How long a claimed row is ours; after it passes another run treats the sender as dead. */
  leaseMs?: number;
}

export interface MailRunResult {
  recovered: number;
  sent: number;
  retried: number;
  failed: number;
}

export interface MailWorker {
  /** One run now (after any run in progress of this worker). */
  runOnce(): Promise<MailRunResult>;
  /** No more runs; waits for the one in progress and closes the SMTP connection. */
  stop(): Promise<void>;
}

interface ClaimedRow {
  id: number;
  to_address: string;
  lang: MailLang;
  subject: string;
  text_body: string;
  html_body: string | null;
  attempts: number;
  created_at: Date;
  headers: Record<string, string> | null;
}

const STOP_WAIT_MS = 10_000;
const MAX_BATCHES_PER_RUN = 50;
const NONE: MailRunResult = { recovered: 0, sent: 0, retried: 0, failed: 0 };

/** Minutes to wait after the `attempts`-th failure. */
export function backoffMinutes(attempts: number): number {
  return MAIL_BACKOFF_MINUTES[Math.min(attempts, MAIL_BACKOFF_MINUTES.length) - 1];
}

async function recoverExpiredLeases(sequelize: Sequelize, at: Date): Promise<number> {
  const rows = await sequelize.query(
    `UPDATE mail_outbox
        SET status = CASE WHEN attempts >= :max THEN 'failed' ELSE 'pending' END,
            next_attempt_at = :at, lease_until = NULL,
            last_error = '발송 도중 처리가 중단되었습니다(제한 시간 경과).'
      WHERE status = 'sending' AND lease_until < :at
      RETURNING id`,
    { replacements: { at, max: MAIL_MAX_ATTEMPTS }, type: QueryTypes.SELECT },
  );
  return rows.length;
}

async function claimBatch(
  sequelize: Sequelize,
  at: Date,
  leaseUntil: Date,
  batch: number,
  bulk: boolean,
): Promise<ClaimedRow[]> {
  return sequelize.query<ClaimedRow>(
    `WITH due AS (
       SELECT id FROM mail_outbox
        WHERE status = 'pending' AND next_attempt_at <= :at AND bulk = :bulk
        ORDER BY next_attempt_at, id
        LIMIT :batch
        FOR UPDATE SKIP LOCKED
     )
     UPDATE mail_outbox m
        SET status = 'sending', lease_until = :leaseUntil, attempts = m.attempts + 1
       FROM due
      WHERE m.id = due.id
     RETURNING m.id, m.to_address, m.lang, m.subject, m.text_body, m.html_body, m.attempts, m.created_at,
               m.headers`,
    { replacements: { at, leaseUntil, batch, bulk }, type: QueryTypes.SELECT },
  );
}

/** The row's next state, written only while it is still ours (same lease), so a late answer changes nothing. */
async function settle(
  sequelize: Sequelize,
  row: ClaimedRow,
  lease: Date,
  next: { status: 'sent' | 'pending' | 'failed'; nextAttemptAt?: Date; error?: string; messageId: string },
): Promise<void> {
  const at = now();
  await sequelize.query(
    `UPDATE mail_outbox
        SET status = :status, lease_until = NULL, message_id = :messageId,
            sent_at = CASE WHEN :status = 'sent' THEN CAST(:at AS timestamptz) ELSE sent_at END,
            last_error = CASE WHEN :status = 'sent' THEN NULL ELSE :error END,
            next_attempt_at = COALESCE(CAST(:nextAttemptAt AS timestamptz), next_attempt_at)
      WHERE id = :id AND status = 'sending' AND lease_until = :lease`,
    {
      replacements: {
        id: row.id,
        lease,
        at,
        status: next.status,
        messageId: next.messageId,
        error: next.error ?? null,
        nextAttemptAt: next.nextAttemptAt ?? null,
      },
    },
  );
}

function toMail(row: ClaimedRow): OutboxMail {
  return {
    id: row.id,
    toAddress: row.to_address,
    lang: row.lang,
    subject: row.subject,
    textBody: row.text_body,
    htmlBody: row.html_body,
    createdAt: new Date(row.created_at),
    headers: row.headers,
  };
}

async function sendOne(
  sequelize: Sequelize,
  sender: MailSender,
  domain: string,
  row: ClaimedRow,
  lease: Date,
): Promise<keyof MailRunResult> {
  const mail = toMail(row);
  const messageId = messageIdFor(mail, domain);
  try {
    await sender.send(mail, messageId);
  } catch (err) {
    const error = errorText(err);
    const last = row.attempts >= MAIL_MAX_ATTEMPTS || isPermanent(err);
    const nextAttemptAt = last ? undefined : new Date(now().getTime() + backoffMinutes(row.attempts) * 60_000);
    await settle(sequelize, row, lease, { status: last ? 'failed' : 'pending', nextAttemptAt, error, messageId });
    logger.warn({ mailId: row.id, attempts: row.attempts, error }, '메일 발송에 실패했습니다.');
    return last ? 'failed' : 'retried';
  }
  await settle(sequelize, row, lease, { status: 'sent', messageId });
  return 'sent';
}

async function runBatch(
  sequelize: Sequelize,
  sender: MailSender,
  domain: string,
  opts: { batchSize: number; leaseMs: number; bulkPerRun: number },
  withBulk: boolean,
): Promise<MailRunResult & { claimed: number }> {
  const result = { ...NONE };
  const at = now();
  result.recovered = await recoverExpiredLeases(sequelize, at);
  const lease = new Date(at.getTime() + opts.leaseMs);
  const rows = await claimBatch(sequelize, at, lease, opts.batchSize, false);
  const bulk =
    withBulk && opts.bulkPerRun > 0 && !isQuietHour(at)
      ? await claimBatch(sequelize, at, lease, opts.bulkPerRun, true)
      : [];
  for (const row of [...rows, ...bulk]) result[await sendOne(sequelize, sender, domain, row, lease)] += 1;
  return { ...result, claimed: rows.length };
}

/** Starts the worker: a run every intervalMs (timers never hold the process open). */
export function startMailWorker(opts: MailWorkerOptions): MailWorker {
  const { sequelize, smtpUrl } = opts;
  const intervalMs = opts.intervalMs ?? 15_000;
  const batch = {
    batchSize: opts.batchSize ?? 10,
    leaseMs: opts.leaseMs ?? 10 * 60_000,
    bulkPerRun: opts.bulkPerRun ?? 20,
  };
  const from = opts.from ?? '';
  const sender = smtpUrl ? createSender(smtpUrl, from) : null;
  const domain = senderDomain(from);
  if (!sender) logger.info('SMTP_URL이 설정되지 않아 메일을 보내지 않습니다. 메일은 발송 대기 상태로 남습니다.');

  let chain: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const runBatchOf = (withBulk: boolean): Promise<MailRunResult & { claimed: number }> => {
    const run = chain.then(() =>
      sender && !stopped ? runBatch(sequelize, sender, domain, batch, withBulk) : { ...NONE, claimed: 0 },
    );
    chain = run.catch(() => undefined);
    return run;
  };
  const runOnce = async (): Promise<MailRunResult> => {
    const { claimed: _claimed, ...result } = await runBatchOf(true);
    return result;
  };
  // A scheduled run keeps taking batches while they come back full (e.g. the result mails at announceAt); the
  // advertising rows only in its first batch, so a campaign goes out at bulkPerRun per run.
  const drain = async () => {
    for (let i = 0; i < MAX_BATCHES_PER_RUN && !stopped; i += 1) {
      const r = await runBatchOf(i === 0);
      if (r.claimed < batch.batchSize) break;
    }
  };
  const schedule = () => {
    if (stopped || !sender) return;
    timer = setTimeout(() => {
      trackJob('mail_outbox', drain)
        .catch((err) => logger.error({ err }, '메일 발송 작업이 실패했습니다.'))
        .finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  schedule();

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      // A send in progress gets a few seconds to finish; otherwise closing the connection ends it, and the row's
      // lease brings it back for the next process.
      let wait: NodeJS.Timeout | undefined;
      await Promise.race([chain, new Promise((r) => (wait = setTimeout(r, STOP_WAIT_MS)))]);
      clearTimeout(wait);
      sender?.close();
    },
  };
}
