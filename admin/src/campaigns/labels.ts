// The 홍보 메일 screens' words and shapes: audience and status names from domain/campaigns, Seoul times.
import { AUDIENCES, CAMPAIGN_STATUSES, SUBSCRIBER_STATUSES } from '../../../domain/campaigns';

export const audienceChoices = AUDIENCES.map((a) => ({ id: a.code, name: a.ko }));
export const campaignStatusChoices = CAMPAIGN_STATUSES.map((s) => ({ id: s.code, name: s.ko }));
export const subscriberStatusChoices = SUBSCRIBER_STATUSES.map((s) => ({ id: s.code, name: s.ko }));

/** "2026.11.23 21:10" in Seoul, or "—": as 발송 내역 writes it. */
export { seoul } from '../mail/labels';

export const json = (body: unknown) => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' }),
});

export interface CampaignRecord {
  id: number;
  subject: string;
  body: string;
  audiences: string[];
  audienceLabels: string[];
  status: 'draft' | 'scheduled' | 'sent';
  statusLabel: string;
  sendAt: string | null;
  sentAt: string | null;
  recipientCount: number | null;
  queued: number;
  sent: number;
  failed: number;
  unsubscribed: number;
  createdAt: string;
}

export interface SubscriberRecord {
  id: number;
  email: string;
  name: string;
  lang: string;
  status: string;
  statusLabel: string;
  /** Where it was asked: 입학 소식 받기, a sign-up form's or an application's consent. */
  viaLabel: string;
  requestedAt: string;
  consentAt: string | null;
  consentEndsAt: string | null;
}
