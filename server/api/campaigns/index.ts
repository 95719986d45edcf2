// /api/campaigns: 홍보 메일, the REST dialect for 입학 담당 and 최고관리자 (the 'mail' area).
// A campaign is written as a draft ({ subject, body, audiences }), previewed as its recipients will read it, counted
// (each address once across the chosen audiences, unsubscribed ones left out), then sent or scheduled
// (POST /:id/send; between 21:00 and 08:00 Seoul it waits for 08:00). Writes are audited by the middleware.
import { Router, type RequestHandler } from 'express';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import { loadSettings } from '../../../db/settings.js';
import { now } from '../../../domain/clock.js';
import { AUDIENCE_CODES, AUDIENCES, CAMPAIGN_STATUS_CODES } from '../../../domain/campaigns.js';
import { singleLine } from '../../../domain/single-line.js';
import { currentUser, type AuthKit } from '../../auth/passport.js';
import { resolveAudience } from '../../campaigns/audiences.js';
import { campaignMail } from '../../campaigns/compose.js';
import { cancelSchedule, sendCampaign } from '../../campaigns/dispatch.js';
import {
  CAMPAIGN_SORTABLE,
  createCampaign,
  deleteCampaign,
  getCampaign,
  listCampaigns,
  updateCampaign,
  type CampaignInput,
} from '../../campaigns/store.js';
import { parseId, validateBody } from '../../middleware/validate.js';
import { acceptingReadOnly, parseListQuery, sendList } from '../rest.js';

const labels = { subject: '제목', body: '본문', audiences: '받는 사람', at: '발송 시각' };

const audiences = z
  .array(z.enum(AUDIENCE_CODES, { error: '받는 사람은 목록에 있는 것 중에서 골라주세요.' }), {
    error: '받는 사람을 목록(배열)으로 보내주세요.',
  })
  .min(1, { error: '받는 사람을 하나 이상 골라주세요.' })
  .max(AUDIENCE_CODES.length)
  .transform((v) => [...new Set(v)]);

const campaignInput = z.strictObject({
  subject: z
    .string({ error: '제목을 입력해주세요.' })
    .trim()
    .check(singleLine)
    .min(1, { error: '제목을 입력해주세요.' })
    .max(150, { error: '150자까지입니다.' }),
  body: z
    .string({ error: '본문을 입력해주세요.' })
    .trim()
    .min(1, { error: '본문을 입력해주세요.' })
    .max(20_000, { error: '20,000자까지입니다.' }),
  audiences,
});

const READ_ONLY = [
  'id',
  'audienceLabels',
  'status',
  'statusLabel',
  'sendAt',
  'sentAt',
  'recipientCount',
  'queued',
  'sent',
  'failed',
  'unsubscribed',
  'createdAt',
  'updatedAt',
];

const sendInput = z.strictObject({
  at: z
    .string()
    .max(40)
    .pipe(z.iso.datetime({ offset: true, error: '발송 시각은 시간대를 포함한 ISO 형식으로 보내주세요.' }))
    .transform((s) => new Date(s))
    .nullish(),
});

const listFilter = z
  .strictObject({
    q: z.string().trim().max(100).optional(),
    status: z.enum(CAMPAIGN_STATUS_CODES, { error: '상태 값이 올바르지 않습니다.' }).optional(),
  })
  .default({});

export interface CampaignsApiDeps {
  auth: AuthKit;
  sequelize: Sequelize;
  publicUrl: string;
}

export function campaignsApi({ auth, sequelize, publicUrl }: CampaignsApiDeps): Router {
  const r = Router();
  const read = auth.allow('mail');
  const write = auth.allow('mail', 'write');

  const list: RequestHandler = async (req, res) => {
    const q = parseListQuery(req.query, {
      sortable: CAMPAIGN_SORTABLE,
      defaultSort: ['id', 'DESC'],
      filter: listFilter,
    });
    const { rows, total } = await listCampaigns(sequelize, { ...q, ...q.filter });
    sendList(res, 'campaigns', q.offset, rows, total);
  };

  // The audiences with their labels, each one's count and — for the chosen ones — the count after deduplication.
  const audienceCounts: RequestHandler = async (req, res) => {
    const chosen = (req.body as { audiences: CampaignInput['audiences'] }).audiences;
    const at = now();
    const each = await Promise.all(
      AUDIENCES.map(async (a) => ({
        id: a.code,
        name: a.ko,
        count: (await resolveAudience(sequelize, [a.code], at)).length,
      })),
    );
    res.json({ audiences: each, total: (await resolveAudience(sequelize, chosen, at)).length });
  };

  const preview: RequestHandler = async (req, res) => {
    const input = req.body as CampaignInput;
    const mail = campaignMail(input, await loadSettings(), 'ko', { publicUrl, token: '(받는-사람마다-다른-주소)' });
    res.json({ subject: mail.subject, text: mail.text, headers: mail.headers });
  };

  r.get('/', ...read, list);
  r.post(
    '/audience-count',
    ...read,
    validateBody(z.strictObject({ audiences: audiences.or(z.array(z.never()).max(0)) }), labels),
    audienceCounts,
  );
  r.post('/preview', ...read, validateBody(campaignInput, labels), preview);
  r.get('/:id', ...read, async (req, res) => {
    res.json(await getCampaign(sequelize, parseId(req.params.id)));
  });
  r.post('/', ...write, validateBody(campaignInput, labels), async (req, res) => {
    const id = await createCampaign(sequelize, req.body as CampaignInput, currentUser(req).id);
    res.status(201).json(await getCampaign(sequelize, id));
  });
  r.put('/:id', ...write, validateBody(acceptingReadOnly(campaignInput, READ_ONLY), labels), async (req, res) => {
    const id = parseId(req.params.id);
    await updateCampaign(sequelize, id, req.body as CampaignInput);
    res.json(await getCampaign(sequelize, id));
  });
  r.delete('/:id', ...write, async (req, res) => {
    res.json(await deleteCampaign(sequelize, parseId(req.params.id)));
  });
  r.post('/:id/send', ...write, validateBody(sendInput, labels, { optional: true }), async (req, res) => {
    const id = parseId(req.params.id);
    const { at } = req.body as z.infer<typeof sendInput>;
    const { sendAt, sentNow } = await sendCampaign(sequelize, id, publicUrl, at);
    res.json({ ...(await getCampaign(sequelize, id)), sendAt, sentNow });
  });
  r.post('/:id/cancel', ...write, async (req, res) => {
    const id = parseId(req.params.id);
    await cancelSchedule(sequelize, id);
    res.json(await getCampaign(sequelize, id));
  });
  return r;
}
