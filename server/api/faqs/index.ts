// /api/faqs (자주 묻는 질문): 입학 담당's and 홍보·콘텐츠 담당's REST resource (ra-data-simple-rest). Every write goes through the
// publish step ('faqs'): /entrance/faq, /china/faq and 통합검색 show the change at once.
import { Router, type RequestHandler } from 'express';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import { FAQ_FIELD_LABELS } from '../../../domain/faqs.js';
import { singleLine } from '../../../domain/single-line.js';
import { currentUser, type AuthKit } from '../../auth/passport.js';
import type { Publisher } from '../../cache/publish.js';
import { notFound } from '../../http/errors.js';
import { isBlankHtml, sanitizeContent } from '../../html/sanitize.js';
import { parseId, validateBody } from '../../middleware/validate.js';
import { deleteFaq, findFaq, insertFaq, listFaqs, updateFaq, type NewFaq } from '../../questions/faq-store.js';
import { acceptingReadOnly, idListFilter, parseListQuery, sendList } from '../rest.js';

export interface FaqsApiDeps {
  auth: AuthKit;
  sequelize: Sequelize;
  publisher: Publisher;
}

const richText = (key: string, label: string) =>
  z
    .string()
    .max(50_000)
    .transform((html) => sanitizeContent(html, { key, label }));

// Without an order, a new entry goes last in its category and an edited one keeps its place.
export const faqInput = z.strictObject({
  question: z.string().trim().check(singleLine).min(1, { error: '질문을 입력해주세요.' }).max(300),
  answer: richText('answer', '답변').refine((h) => !isBlankHtml(h), { error: '답변을 입력해주세요.' }),
  questionZh: z.string().trim().check(singleLine).max(300).default(''),
  answerZh: richText('answerZh', '답변(중국어)').default(''),
  category: z.string().trim().check(singleLine).max(50).default(''),
  order: z
    .number({ error: '숫자로 입력해주세요.' })
    .int({ error: '정수로 입력해주세요.' })
    .min(0)
    .max(100_000)
    .optional(),
  visible: z.boolean({ error: 'true 또는 false로 보내주세요.' }).default(true),
});

const listFilter = z.strictObject({
  id: idListFilter.optional(),
  q: z.string().trim().max(100).optional(),
  category: z.string().trim().max(50).optional(),
  visible: z.boolean().optional(),
});
const sortable = { id: 'id', order: 'sort_order', category: 'category', question: 'question', updatedAt: 'updated_at' };

export function faqsApi({ auth, sequelize, publisher }: FaqsApiDeps): Router {
  const r = Router();

  const list: RequestHandler = async (req, res) => {
    const q = parseListQuery(req.query, { sortable, defaultSort: ['order', 'ASC'], filter: listFilter });
    const { rows, total } = await listFaqs(sequelize, { ...q.filter, ids: q.filter.id }, q);
    sendList(res, 'faqs', q.offset, rows, total);
  };

  const show: RequestHandler = async (req, res) => {
    const faq = await findFaq(sequelize, parseId(req.params.id));
    if (!faq) throw notFound('자주 묻는 질문을 찾을 수 없습니다.');
    res.json(faq);
  };

  const create: RequestHandler = async (req, res) => {
    const input = req.body as NewFaq;
    const faq = await publisher.write('faqs', async (t) => {
      const id = await insertFaq(sequelize, input, currentUser(req).id, t);
      return (await findFaq(sequelize, id, t))!;
    });
    res.status(201).json(faq);
  };

  const replace: RequestHandler = async (req, res) => {
    const id = parseId(req.params.id);
    const faq = await publisher.write('faqs', async (t) => {
      const found = await findFaq(sequelize, id, t);
      if (!found) throw notFound('자주 묻는 질문을 찾을 수 없습니다.');
      const input = req.body as NewFaq;
      await updateFaq(sequelize, id, { ...input, order: input.order ?? found.order }, currentUser(req).id, t);
      return (await findFaq(sequelize, id, t))!;
    });
    res.json(faq);
  };

  const remove: RequestHandler = async (req, res) => {
    const id = parseId(req.params.id);
    const faq = await publisher.write('faqs', async (t) => {
      const found = await findFaq(sequelize, id, t);
      if (!found || !(await deleteFaq(sequelize, id, t))) throw notFound('자주 묻는 질문을 찾을 수 없습니다.');
      return found;
    });
    res.json(faq);
  };

  const replaceBody = validateBody(acceptingReadOnly(faqInput, ['id', 'createdAt', 'updatedAt']), FAQ_FIELD_LABELS);
  r.get('/', ...auth.allow('faqs', 'read'), list);
  r.get('/:id', ...auth.allow('faqs', 'read'), show);
  r.post('/', ...auth.allow('faqs', 'write'), validateBody(faqInput, FAQ_FIELD_LABELS), create);
  r.put('/:id', ...auth.allow('faqs', 'write'), replaceBody, replace);
  r.delete('/:id', ...auth.allow('faqs', 'write'), remove);
  return r;
}
