// /api/subscribers: 입학 소식 구독자 for 입학 담당 and 최고관리자 (the 'mail' area), masked in the list (REST
// dialect). DELETE removes one at the person's request: the address is never mailed again and the removal is
// recorded in the 파기 대장 (and audited by the middleware).
import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import { SUBSCRIBER_STATUS_CODES } from '../../../domain/campaigns.js';
import { currentUser, type AuthKit } from '../../auth/passport.js';
import { listSubscribers, removeSubscriber, SUBSCRIBER_SORTABLE } from '../../campaigns/store.js';
import { parseId } from '../../middleware/validate.js';
import { parseListQuery, sendList } from '../rest.js';

const listFilter = z
  .strictObject({ status: z.enum(SUBSCRIBER_STATUS_CODES, { error: '상태 값이 올바르지 않습니다.' }).optional() })
  .default({});

export function subscribersApi({ auth, sequelize }: { auth: AuthKit; sequelize: Sequelize }): Router {
  const r = Router();
  r.get('/', ...auth.allow('mail'), async (req, res) => {
    const q = parseListQuery(req.query, {
      sortable: SUBSCRIBER_SORTABLE,
      defaultSort: ['requestedAt', 'DESC'],
      filter: listFilter,
    });
    const { rows, total } = await listSubscribers(sequelize, { ...q, ...q.filter });
    sendList(res, 'subscribers', q.offset, rows, total);
  });
  r.delete('/:id', ...auth.allow('mail', 'write'), async (req, res) => {
    const user = currentUser(req);
    const by = { user: { id: user.id, loginId: user.loginId ?? '', name: user.name ?? '' } };
    res.json(await removeSubscriber(sequelize, parseId(req.params.id), by));
  });
  return r;
}
