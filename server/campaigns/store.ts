// The campaigns' rows for the admin: the list (REST dialect), one campaign with its counts (sent, failed, waiting,
// unsubscribed through its mails), and the writes of a draft. The subscribers' list is masked; a staff removal puts
// the address on the suppression list and records the destruction.
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { now } from '../../domain/clock.js';
import {
  audienceLabel,
  CAMPAIGN_STATUSES,
  consentEnds,
  SUBSCRIBER_STATUSES,
  subscriberViaLabel,
} from '../../domain/campaigns.js';
import type { AudienceCode } from '../../domain/campaigns.js';
import { conflict, notFound } from '../http/errors.js';
import { maskEmail, maskName } from '../presenters/mask.js';
import { recordDestruction, type Destroyer } from '../destruction/register.js';

export interface CampaignInput {
  subject: string;
  body: string;
  audiences: AudienceCode[];
}

interface Row {
  id: number;
  subject: string;
  body: string;
  audiences: AudienceCode[];
  status: string;
  send_at: Date | null;
  sent_at: Date | null;
  recipient_count: number | null;
  created_at: Date;
  updated_at: Date;
  queued: string;
  sent: string;
  failed: string;
  unsubscribed: string;
}

const COUNTS = `
  COALESCE((SELECT count(*) FILTER (WHERE m.status IN ('pending', 'sending'))
              FROM campaign_recipients r JOIN mail_outbox m ON m.id = r.outbox_id WHERE r.campaign_id = c.id), 0) AS queued,
  COALESCE((SELECT count(*) FILTER (WHERE m.status = 'sent')
              FROM campaign_recipients r JOIN mail_outbox m ON m.id = r.outbox_id WHERE r.campaign_id = c.id), 0) AS sent,
  COALESCE((SELECT count(*) FILTER (WHERE m.status = 'failed')
              FROM campaign_recipients r JOIN mail_outbox m ON m.id = r.outbox_id WHERE r.campaign_id = c.id), 0) AS failed,
  (SELECT count(*) FROM campaign_recipients r WHERE r.campaign_id = c.id AND r.unsubscribed_at IS NOT NULL)
    AS unsubscribed`;

export function presentCampaign(r: Row) {
  return {
    id: r.id,
    subject: r.subject,
    body: r.body,
    audiences: r.audiences,
    audienceLabels: r.audiences.map(audienceLabel),
    status: r.status,
    statusLabel: CAMPAIGN_STATUSES.find((s) => s.code === r.status)?.ko ?? r.status,
    sendAt: r.send_at,
    sentAt: r.sent_at,
    recipientCount: r.recipient_count,
    queued: Number(r.queued),
    sent: Number(r.sent),
    failed: Number(r.failed),
    unsubscribed: Number(r.unsubscribed),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}
export type CampaignView = ReturnType<typeof presentCampaign>;

export const CAMPAIGN_SORTABLE: Record<string, string> = {
  id: 'id',
  subject: 'subject',
  status: 'status',
  sendAt: 'send_at',
  createdAt: 'created_at',
};

export async function listCampaigns(
  sequelize: Sequelize,
  q: { offset: number; limit: number; sortColumn: string; sortOrder: 'ASC' | 'DESC'; status?: string; q?: string },
): Promise<{ rows: CampaignView[]; total: number }> {
  const where = `WHERE ($status::text IS NULL OR c.status = $status) AND ($q::text IS NULL OR c.subject ILIKE '%' || $q || '%')`;
  const bind = { status: q.status ?? null, q: q.q?.replace(/[\\%_]/g, (m) => `\\${m}`) ?? null };
  const rows = await sequelize.query<Row>(
    `SELECT c.*, ${COUNTS} FROM campaigns c ${where}
      ORDER BY c.${q.sortColumn} ${q.sortOrder}, c.id DESC OFFSET ${q.offset} LIMIT ${q.limit}`,
    { bind, type: QueryTypes.SELECT },
  );
  const [{ n }] = await sequelize.query<{ n: string }>(`SELECT count(*) AS n FROM campaigns c ${where}`, {
    bind,
    type: QueryTypes.SELECT,
  });
  return { rows: rows.map(presentCampaign), total: Number(n) };
}

export async function getCampaign(sequelize: Sequelize, id: number, transaction?: Transaction): Promise<CampaignView> {
  const [row] = await sequelize.query<Row>(`SELECT c.*, ${COUNTS} FROM campaigns c WHERE c.id = $id`, {
    bind: { id },
    type: QueryTypes.SELECT,
    transaction,
  });
  if (!row) throw notFound('홍보 메일을 찾을 수 없습니다.');
  return presentCampaign(row);
}

export async function createCampaign(sequelize: Sequelize, input: CampaignInput, userId: number): Promise<number> {
  const at = now();
  const [row] = await sequelize.query<{ id: number }>(
    `INSERT INTO campaigns (subject, body, audiences, status, created_by, created_at, updated_at)
     VALUES ($subject, $body, $audiences, 'draft', $userId, $at, $at) RETURNING id`,
    { bind: { ...input, userId, at }, type: QueryTypes.SELECT },
  );
  return row.id;
}

export async function updateCampaign(sequelize: Sequelize, id: number, input: CampaignInput): Promise<void> {
  await sequelize.transaction(async (transaction) => {
    const [row] = await sequelize.query<{ status: string }>('SELECT status FROM campaigns WHERE id = $id FOR UPDATE', {
      bind: { id },
      type: QueryTypes.SELECT,
      transaction,
    });
    if (!row) throw notFound('홍보 메일을 찾을 수 없습니다.');
    if (row.status !== 'draft') throw conflict('작성 중인 홍보 메일만 고칠 수 있습니다(예약은 먼저 취소해주세요).');
    await sequelize.query(
      `UPDATE campaigns SET subject = $subject, body = $body, audiences = $audiences, updated_at = $at WHERE id = $id`,
      { bind: { ...input, id, at: now() }, transaction },
    );
  });
}

export async function deleteCampaign(sequelize: Sequelize, id: number): Promise<CampaignView> {
  return sequelize.transaction(async (transaction) => {
    const view = await getCampaign(sequelize, id, transaction);
    if (view.status === 'sent') throw conflict('발송한 홍보 메일은 기록으로 남아 삭제할 수 없습니다.');
    await sequelize.query("DELETE FROM campaigns WHERE id = $id AND status <> 'sent'", { bind: { id }, transaction });
    return view;
  });
}

interface SubscriberRow {
  id: number;
  email: string;
  name: string;
  lang: string;
  status: string;
  requested_at: Date;
  consent_at: Date | null;
  reconfirm_sent_at: Date | null;
  via: string | null;
}

export const SUBSCRIBER_SORTABLE: Record<string, string> = {
  id: 'id',
  status: 'status',
  requestedAt: 'requested_at',
  consentAt: 'consent_at',
};

export async function listSubscribers(
  sequelize: Sequelize,
  q: { offset: number; limit: number; sortColumn: string; sortOrder: 'ASC' | 'DESC'; status?: string },
) {
  const where = 'WHERE ($status::text IS NULL OR status = $status)';
  const bind = { status: q.status ?? null };
  const rows = await sequelize.query<SubscriberRow>(
    `SELECT * FROM subscribers ${where} ORDER BY ${q.sortColumn} ${q.sortOrder} NULLS LAST, id DESC
      OFFSET ${q.offset} LIMIT ${q.limit}`,
    { bind, type: QueryTypes.SELECT },
  );
  const [{ n }] = await sequelize.query<{ n: string }>(`SELECT count(*) AS n FROM subscribers ${where}`, {
    bind,
    type: QueryTypes.SELECT,
  });
  return {
    rows: rows.map((r) => ({
      id: r.id,
      email: maskEmail(r.email),
      name: maskName(r.name),
      lang: r.lang,
      status: r.status,
      statusLabel: SUBSCRIBER_STATUSES.find((s) => s.code === r.status)?.ko ?? r.status,
      viaLabel: subscriberViaLabel(r.via),
      requestedAt: r.requested_at,
      consentAt: r.consent_at,
      consentEndsAt: r.consent_at ? consentEnds(new Date(r.consent_at)) : null,
      reconfirmSentAt: r.reconfirm_sent_at,
    })),
    total: Number(n),
  };
}

/** Staff remove a subscriber (e.g. asked by phone): never mailed again, the row destroyed and recorded. */
export async function removeSubscriber(sequelize: Sequelize, id: number, by: Destroyer): Promise<{ id: number }> {
  return sequelize.transaction(async (transaction) => {
    const [row] = await sequelize.query<{ email: string }>('DELETE FROM subscribers WHERE id = $id RETURNING email', {
      bind: { id },
      type: QueryTypes.SELECT,
      transaction,
    });
    if (!row) throw notFound('구독자를 찾을 수 없습니다.');
    await sequelize.query(
      `INSERT INTO mail_unsubscribes (email, unsubscribed_at) VALUES ($email, $at) ON CONFLICT (email) DO NOTHING`,
      { bind: { email: row.email, at: now() }, transaction },
    );
    await recordDestruction(
      sequelize,
      { kind: 'subscriber', count: 1, rule: '정보통신망법 제50조제2항: 수신 거부(직원이 대신 처리)', by },
      transaction,
    );
    return { id };
  });
}
