// Sending a campaign: staff's "send" fixes the instant (now, or 08:00 Seoul when asked between 21:00 and 08:00, or
// a later time staff chose, moved out of the night the same way); at that instant the campaign job claims it and,
// in one transaction, resolves its audiences (each address once, none unsubscribed, consents in force), writes a
// recipient row with its unsubscribe token per address and enqueues that person's mail as a bulk outbox row, which
// the worker sends at its steady rate. A claim is an UPDATE … WHERE status = 'scheduled', so it runs once in any
// number of processes; a crash rolls the whole campaign back to scheduled.
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { loadSettings } from '../../db/settings.js';
import { now } from '../../domain/clock.js';
import { nextSendableAt, type AudienceCode } from '../../domain/campaigns.js';
import { conflict, notFound } from '../http/errors.js';
import { enqueueMail } from '../mail/outbox.js';
import { resolveAudience } from './audiences.js';
import { campaignMail } from './compose.js';
import { newToken } from './subscribers.js';

interface CampaignRow {
  id: number;
  subject: string;
  body: string;
  audiences: AudienceCode[];
  status: string;
  send_at: Date | null;
}

/** Enqueues the mails of a claimed campaign inside `transaction`; how many. */
async function enqueueCampaign(
  sequelize: Sequelize,
  c: CampaignRow,
  publicUrl: string,
  transaction: Transaction,
): Promise<number> {
  const at = now();
  const people = await resolveAudience(sequelize, c.audiences, at, transaction);
  const settings = await loadSettings(transaction);
  for (const p of people) {
    const token = newToken();
    const mail = campaignMail(c, settings, p.lang, { publicUrl, token });
    const { id } = await enqueueMail(
      {
        kind: 'campaign',
        to: p.email,
        lang: p.lang,
        subject: mail.subject,
        text: mail.text,
        headers: mail.headers,
        bulk: true,
        dedupeKey: `campaign:${c.id}:${p.email}`,
      },
      { transaction },
    );
    await sequelize.query(
      `INSERT INTO campaign_recipients (campaign_id, email, token, outbox_id) VALUES ($campaign, $email, $token, $outbox)`,
      { bind: { campaign: c.id, email: p.email, token, outbox: id }, transaction },
    );
  }
  await sequelize.query(
    `UPDATE campaigns SET status = 'sent', sent_at = $at, recipient_count = $count, updated_at = $at WHERE id = $id`,
    { bind: { id: c.id, at, count: people.length }, transaction },
  );
  return people.length;
}

/**
 * Staff's send: the campaign (a draft) is scheduled at `requested` (default now) moved out of the night, and sent at
 * once when that is now. Answers the instant it goes.
 */
export async function sendCampaign(
  sequelize: Sequelize,
  id: number,
  publicUrl: string,
  requested?: Date | null,
): Promise<{ sendAt: Date; sentNow: boolean }> {
  return sequelize.transaction(async (transaction) => {
    const at = now();
    const [c] = await sequelize.query<CampaignRow>('SELECT * FROM campaigns WHERE id = $id FOR UPDATE', {
      bind: { id },
      type: QueryTypes.SELECT,
      transaction,
    });
    if (!c) throw notFound('홍보 메일을 찾을 수 없습니다.');
    if (c.status !== 'draft') throw conflict('이미 발송했거나 발송이 예약된 홍보 메일입니다.');
    const sendAt = nextSendableAt(requested && requested > at ? requested : at);
    await sequelize.query(
      `UPDATE campaigns SET status = 'scheduled', send_at = $sendAt, updated_at = $at WHERE id = $id`,
      { bind: { id, sendAt, at }, transaction },
    );
    const sentNow = sendAt.getTime() <= at.getTime();
    if (sentNow) await enqueueCampaign(sequelize, { ...c, status: 'scheduled' }, publicUrl, transaction);
    return { sendAt, sentNow };
  });
}

/** A scheduled campaign goes back to draft (before its instant). */
export async function cancelSchedule(sequelize: Sequelize, id: number): Promise<void> {
  const rows = await sequelize.query(
    `UPDATE campaigns SET status = 'draft', send_at = NULL, updated_at = $at
      WHERE id = $id AND status = 'scheduled' RETURNING id`,
    { bind: { id, at: now() }, type: QueryTypes.SELECT },
  );
  if (rows.length) return;
  const [exists] = await sequelize.query('SELECT 1 FROM campaigns WHERE id = $id', {
    bind: { id },
    type: QueryTypes.SELECT,
  });
  if (!exists) throw notFound('홍보 메일을 찾을 수 없습니다.');
  throw conflict('발송 예약된 홍보 메일만 예약을 취소할 수 있습니다.');
}

/** The job's step: every scheduled campaign whose instant has come is claimed and enqueued. How many campaigns. */
export async function dispatchDueCampaigns(sequelize: Sequelize, publicUrl: string): Promise<number> {
  let done = 0;
  for (;;) {
    const sent = await sequelize.transaction(async (transaction) => {
      const [c] = await sequelize.query<CampaignRow>(
        `SELECT * FROM campaigns WHERE status = 'scheduled' AND send_at <= $at
          ORDER BY send_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
        { bind: { at: now() }, type: QueryTypes.SELECT, transaction },
      );
      if (!c) return false;
      await enqueueCampaign(sequelize, c, publicUrl, transaction);
      return true;
    });
    if (!sent) return done;
    done += 1;
  }
}
