// /api/privacy-requests: the data subject's requests (열람·정정·삭제·처리정지·동의 철회). Anyone may POST one, proving
// who they are (server/privacy-requests/identity.ts), and ask for the mailed code that proves an address
// (POST /code); the office's queue (REST dialect, with the days left), one request with its steps, and the answer
// are for 최고관리자 (all) and 입학 담당 (applicants' requests).
import { Router, type Request, type Response } from 'express';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import type { User } from '../../../db/models/index.js';
import { PRIVACY_STATUSES } from '../../../domain/privacy-requests.js';
import { currentUser, type AuthKit } from '../../auth/passport.js';
import type { Publisher } from '../../cache/publish.js';
import { parseId, parseWith } from '../../middleware/validate.js';
import { answerRequest, answerSchema } from '../../privacy-requests/answer.js';
import { privacyCodes } from '../../privacy-requests/codes.js';
import { provers } from '../../privacy-requests/identity.js';
import { askCode, takeRequest } from '../../privacy-requests/intake.js';
import { findRequest, listRequests, presentRequest, PRIVACY_SORTABLE, stepsOf } from '../../privacy-requests/store.js';
import { langOf, PRIVACY_TEXT } from '../../privacy-requests/text.js';
import { parseListQuery, sendList } from '../rest.js';

const listFilter = z
  .strictObject({
    status: z.enum(PRIVACY_STATUSES, { error: '상태 값이 올바르지 않습니다.' }).optional(),
    open: z.boolean({ error: 'open은 true 또는 false여야 합니다.' }).optional(),
  })
  .default({});

export interface PrivacyRequestsDeps {
  auth: AuthKit;
  sequelize: Sequelize;
  publisher: Publisher;
  jwtSecret: string;
  publicUrl: string;
}

export function privacyRequestsApi({ auth, sequelize, publisher, jwtSecret, publicUrl }: PrivacyRequestsDeps): Router {
  const r = Router();
  const requireMember = (req: Request, res: Response) =>
    new Promise<User>((resolve, reject) =>
      auth.requireAuth(req, res, (err?: unknown) => (err ? reject(err) : resolve(currentUser(req)))),
    );
  const p = provers(sequelize, jwtSecret, privacyCodes(sequelize, jwtSecret), requireMember);

  r.post('/code', async (req, res) => {
    await askCode(p, req.body, req);
    const lang = langOf((req.body as { lang?: string } | undefined)?.lang);
    res.json({ message: PRIVACY_TEXT[lang].codeSent });
  });
  r.post('/', async (req, res) => {
    const { id, dueAt } = await takeRequest(sequelize, p, req.body, req, res);
    res.status(201).json({ id, dueAt });
  });

  r.get('/', ...auth.allow('privacyRequests'), async (req, res) => {
    const q = parseListQuery(req.query, {
      sortable: PRIVACY_SORTABLE,
      defaultSort: ['dueAt', 'ASC'],
      filter: listFilter,
    });
    const { rows, total } = await listRequests(sequelize, currentUser(req).role, { ...q, ...q.filter });
    sendList(res, 'privacy-requests', q.offset, rows, total);
  });
  r.get('/:id', ...auth.allow('privacyRequests'), async (req, res) => {
    const row = await findRequest(sequelize, parseId(req.params.id), currentUser(req).role);
    res.json({ ...presentRequest(row), steps: await stepsOf(sequelize, row.id) });
  });
  r.post('/:id/answer', ...auth.allow('privacyRequests', 'write'), async (req, res) => {
    const id = parseId(req.params.id);
    const input = parseWith(answerSchema, req.body, {
      decision: '처리 결과',
      reason: '사유',
      note: '답변',
      until: '연기할 날짜',
      changes: '정정 내용',
    });
    const { board: _board, ...answered } = await answerRequest({ sequelize, publisher, publicUrl }, id, input, req);
    res.json({ ...answered, steps: await stepsOf(sequelize, id) });
  });
  return r;
}
