// /api/not-found (404 기록), for 홍보·콘텐츠 담당 and 최고관리자, in the REST dialect: `{ path, hits, lastSeenAt,
// referrerHost }`, one row per address that found nothing (server/redirects/not-found.ts), most asked first. The
// admin's "리디렉션 만들기" opens 리디렉션 관리's form with the path as its old address.
import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import type { AuthKit } from '../../auth/passport.js';
import type { OldAddressCounters } from '../../redirects/counters.js';
import { listNotFound } from '../../redirects/not-found.js';
import { parseListQuery, sendList } from '../rest.js';

export interface NotFoundApiDeps {
  auth: AuthKit;
  sequelize: Sequelize;
  counters: OldAddressCounters;
}

const listFilter = z.strictObject({ q: z.string().trim().max(200).optional() });
const sortable = { path: 'path', id: 'path', hits: 'hits', lastSeenAt: 'last_seen_at', referrerHost: 'referrer_host' };

export function notFoundApi({ auth, sequelize, counters }: NotFoundApiDeps): Router {
  const r = Router();
  r.get('/', ...auth.allow('redirects', 'read'), async (req, res) => {
    const q = parseListQuery(req.query, { sortable, defaultSort: ['hits', 'DESC'], filter: listFilter });
    await counters.flush();
    const { rows, total } = await listNotFound(sequelize, q.filter, q);
    sendList(res, 'not-found', q.offset, rows, total);
  });
  return r;
}
