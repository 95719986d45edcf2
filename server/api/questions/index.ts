// /api/questions (입학상담): anyone asks (POST /, with the form token of GET /form-token) and opens their question
// with its password (POST /:id/open); staff list them in the REST dialect, answer (PUT /:id/answer: 입학 담당 and
// 홍보·콘텐츠 담당), make them public as a Q&A or into the FAQ (POST /:id/publish) and delete them (입학 담당).
import { Router, type RequestHandler } from 'express';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import { now } from '../../../domain/clock.js';
import { QUESTION_FIELD_LABELS } from '../../../domain/questions.js';
import { currentUser, type AuthKit } from '../../auth/passport.js';
import type { Publisher } from '../../cache/publish.js';
import { clientIp } from '../../http/client-ip.js';
import { notFound } from '../../http/errors.js';
import { parseId, validateBody } from '../../middleware/validate.js';
import { askQuestion } from '../../questions/ask.js';
import { issueFormToken } from '../../questions/form-token.js';
import { questionGuards } from '../../questions/guards.js';
import { openQuestion } from '../../questions/open.js';
import { answerInput, askInput, openInput, publishInput } from '../../questions/schema.js';
import { answerQuestion, publishQuestion, removeQuestion } from '../../questions/staff.js';
import { adminList, findQuestion } from '../../questions/store.js';
import { idListFilter, parseListQuery, sendList } from '../rest.js';
import { presentForAsker, presentForStaff } from './presenter.js';

export interface QuestionsApiDeps {
  auth: AuthKit;
  sequelize: Sequelize;
  publisher: Publisher;
  jwtSecret: string;
  /** PUBLIC_URL: the link in the answer mail. */
  publicUrl: string;
}

const listFilter = z.strictObject({
  id: idListFilter.optional(),
  q: z.string().trim().max(100).optional(),
  status: z.enum(['waiting', 'answered'], { error: '상태는 waiting 또는 answered입니다.' }).optional(),
  board: z.string().trim().max(40).optional(),
});
const sortable = { id: 'q.id', createdAt: 'q.created_at', answeredAt: 'q.answered_at', title: 'q.title' };

export function questionsApi(deps: QuestionsApiDeps): Router {
  const { auth, sequelize } = deps;
  const guards = questionGuards(sequelize);
  const r = Router();

  const formToken: RequestHandler = (_req, res) => void res.json({ formToken: issueFormToken(deps.jwtSecret, now()) });

  const ask: RequestHandler = async (req, res) => {
    const { id, board } = await askQuestion({ ...deps, guards }, req.body as z.infer<typeof askInput>, clientIp(req));
    res.status(201).json({ id, board, url: `/board/${board}/${id}` });
  };

  const open: RequestHandler = async (req, res) => {
    const { password } = req.body as z.infer<typeof openInput>;
    const q = await openQuestion(sequelize, guards, parseId(req.params.id), password, clientIp(req));
    res.json(presentForAsker(q));
  };

  const list: RequestHandler = async (req, res) => {
    const q = parseListQuery(req.query, { sortable, defaultSort: ['createdAt', 'DESC'], filter: listFilter });
    const { rows, total } = await adminList(sequelize, { ...q.filter, ids: q.filter.id }, q);
    sendList(res, 'questions', q.offset, rows.map(presentForStaff), total);
  };

  const show: RequestHandler = async (req, res) => {
    const q = await findQuestion(sequelize, parseId(req.params.id));
    if (!q) throw notFound('질문을 찾을 수 없습니다.');
    res.json(presentForStaff(q));
  };

  const answer: RequestHandler = async (req, res) => {
    const { answer: html } = req.body as z.infer<typeof answerInput>;
    const q = await answerQuestion(deps, parseId(req.params.id), html, currentUser(req).id);
    res.json(presentForStaff(q));
  };

  const publish: RequestHandler = async (req, res) => {
    const { as, category } = req.body as z.infer<typeof publishInput>;
    const q = await publishQuestion(deps, parseId(req.params.id), as, category, currentUser(req).id);
    res.json(presentForStaff(q));
  };

  const remove: RequestHandler = async (req, res) => {
    const u = currentUser(req);
    const q = await removeQuestion(deps, parseId(req.params.id), {
      id: u.id,
      loginId: u.loginId ?? '',
      name: u.name ?? '',
    });
    res.json(presentForStaff(q));
  };

  r.get('/form-token', formToken);
  r.post('/', validateBody(askInput, QUESTION_FIELD_LABELS), ask);
  r.post('/:id/open', validateBody(openInput, QUESTION_FIELD_LABELS), open);
  r.get('/', ...auth.allow('questions', 'read'), list);
  r.get('/:id', ...auth.allow('questions', 'read'), show);
  r.put(
    '/:id/answer',
    ...auth.allow('questionAnswers', 'write'),
    validateBody(answerInput, QUESTION_FIELD_LABELS),
    answer,
  );
  r.post(
    '/:id/publish',
    ...auth.allow('questions', 'write'),
    validateBody(publishInput, { as: '공개 방식', category: '분류' }),
    publish,
  );
  r.delete('/:id', ...auth.allow('questions', 'write'), remove);
  return r;
}
