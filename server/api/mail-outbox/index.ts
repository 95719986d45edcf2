// 발송 내역: the admin's view of the mail outbox (ra-data-simple-rest). The recipient is masked in every answer;
// a failed mail can be sent again. GET /status says whether SMTP is configured at all.
import { Router, type RequestHandler } from 'express';
import { Op, type WhereOptions } from 'sequelize';
import { z } from 'zod';
import { MailOutbox } from '../../../db/models/index.js';
import { now } from '../../../domain/clock.js';
import { MAIL_STATUS_CODES } from '../../../domain/mail.js';
import { nextSeoulMidnight, startOfSeoulDay } from '../../../domain/time.js';
import type { AuthKit } from '../../auth/passport.js';
import { conflict, notFound } from '../../http/errors.js';
import { parseListQuery, sendList } from '../rest.js';
import { presentMail, presentMailDetail } from './present.js';
import { dateOnly } from '../applications/access-logs.js';
import { parseId } from '../../middleware/validate.js';

const listFilter = z.strictObject({
  status: z.enum(MAIL_STATUS_CODES, { error: '발송 상태 값이 올바르지 않습니다.' }).optional(),
  kind: z.string().trim().max(50).optional(),
  from: dateOnly.optional(),
  to: dateOnly.optional(),
});

const sortable = {
  id: 'id',
  createdAt: 'createdAt',
  sentAt: 'sentAt',
  status: 'status',
  kind: 'kind',
  attempts: 'attempts',
  nextAttemptAt: 'nextAttemptAt',
};

export interface MailOutboxApiDeps {
  auth: AuthKit;
  /** Whether SMTP_URL is set (without it the mail stays in the outbox, and the admin says so). */
  smtpConfigured: boolean;
}

export function mailOutboxApi({ auth, smtpConfigured }: MailOutboxApiDeps): Router {
  const r = Router();

  const status: RequestHandler = async (_req, res) => {
    const counts = await MailOutbox.count({ group: ['status'] });
    const by = Object.fromEntries(counts.map((c) => [String(c.status), Number(c.count)]));
    res.json({
      smtpConfigured,
      pending: (by.pending ?? 0) + (by.sending ?? 0),
      failed: by.failed ?? 0,
    });
  };

  const list: RequestHandler = async (req, res) => {
    const q = parseListQuery(req.query, { sortable, defaultSort: ['id', 'DESC'], filter: listFilter });
    const f = q.filter;
    const where: WhereOptions<MailOutbox> = {
      ...(f.status ? { status: f.status } : {}),
      ...(f.kind ? { kind: f.kind } : {}),
      ...(f.from || f.to
        ? {
            createdAt: {
              ...(f.from ? { [Op.gte]: startOfSeoulDay(f.from) } : {}),
              ...(f.to ? { [Op.lt]: nextSeoulMidnight(f.to) } : {}),
            },
          }
        : {}),
    };
    const { rows, count } = await MailOutbox.findAndCountAll({
      where,
      order: [
        [q.sortColumn, q.sortOrder],
        ['id', 'DESC'],
      ],
      offset: q.offset,
      limit: q.limit,
    });
    res.set('X-Smtp-Configured', String(smtpConfigured));
    sendList(res, 'mail-outbox', q.offset, rows.map(presentMail), count);
  };

  const show: RequestHandler = async (req, res) => {
    const mail = await MailOutbox.findByPk(parseId(req.params.id));
    if (!mail) throw notFound('메일을 찾을 수 없습니다.');
    res.json(presentMailDetail(mail));
  };

  // failed → pending now, with a fresh count of attempts; any other status is refused (409).
  const retry: RequestHandler = async (req, res) => {
    const id = parseId(req.params.id);
    const [changed, rows] = await MailOutbox.update(
      { status: 'pending', attempts: 0, nextAttemptAt: now(), leaseUntil: null },
      { where: { id, status: 'failed' }, returning: true },
    );
    if (!changed) {
      const mail = await MailOutbox.findByPk(id);
      if (!mail) throw notFound('메일을 찾을 수 없습니다.');
      throw conflict('발송에 실패한 메일만 다시 보낼 수 있습니다.');
    }
    res.json(presentMailDetail(rows[0]));
  };

  // Area 'mail' of domain/roles.ts: 최고관리자 and 입학 담당.
  r.get('/status', ...auth.allow('mail'), status);
  r.get('/', ...auth.allow('mail'), list);
  r.get('/:id', ...auth.allow('mail'), show);
  r.post('/:id/retry', ...auth.allow('mail', 'write'), retry);
  return r;
}
