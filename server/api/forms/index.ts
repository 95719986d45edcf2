// /api/forms: sign-up forms built by staff (설명회, 상담 예약, events) as a REST resource (ra-data-simple-rest), their
// responses (masked in the list; the export asks a reason), and the public POST /api/forms/:slug/responses.
import { Router, type RequestHandler } from 'express';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import { now } from '../../../domain/clock.js';
import { CHOICE_TYPES, type FormField } from '../../../domain/forms.js';
import { currentUser, type AuthKit } from '../../auth/passport.js';
import type { Publisher } from '../../cache/publish.js';
import { recordDestruction } from '../../destruction/register.js';
import { formGuards } from '../../forms/guards.js';
import { fillSeats, submitResponse } from '../../forms/respond.js';
import {
  deleteForm,
  findForm,
  insertForm,
  listForms,
  listResponses,
  presentForm,
  updateForm,
  type FormInput,
  type ResponseRow,
} from '../../forms/store.js';
import { clientIp } from '../../http/client-ip.js';
import { conflict, notFound } from '../../http/errors.js';
import { parseId, validateBody } from '../../middleware/validate.js';
import { maskEmail, maskName } from '../../presenters/mask.js';
import { parseListQuery, sendList } from '../rest.js';
import { exportResponses } from './export.js';
import { exportSchema, formInput, formLabels, formListFilter, formUpdate, responseListFilter } from './schema.js';

export interface FormsApiDeps {
  auth: AuthKit;
  sequelize: Sequelize;
  publisher: Publisher;
  jwtSecret: string;
  publicUrl: string;
}

/** A response as the admin's list shows it: the name and address masked, only the choices' answers in full. */
const presentResponse = (fields: FormField[]) => (r: ResponseRow) => ({
  id: r.id,
  status: r.status,
  name: maskName(r.name),
  email: maskEmail(r.email),
  marketingConsent: r.marketingConsent,
  choices: Object.fromEntries(
    fields.filter((f) => CHOICE_TYPES.includes(f.type)).map((f) => [f.label, r.answers[f.key] ?? '']),
  ),
  createdAt: r.createdAt,
  statusAt: r.statusAt,
});

const answerBody = z.record(
  z.string().max(60),
  z.union([z.string().max(5000), z.array(z.string().max(200)).max(30)], { error: '값의 형식이 올바르지 않습니다.' }),
);

const uniqueSlug = (err: unknown) => {
  if ((err as { parent?: { code?: string } }).parent?.code === '23505')
    throw conflict('같은 주소(슬러그)의 양식이 있습니다. 다른 주소를 입력해주세요.', { slug: '이미 쓰는 주소입니다.' });
  throw err;
};

export function formsApi({ auth, sequelize, publisher, jwtSecret, publicUrl }: FormsApiDeps): Router {
  const r = Router();
  const read = auth.allow('forms');
  const write = auth.allow('forms', 'write');
  const links = { publicUrl, secret: jwtSecret };
  const guards = formGuards(sequelize, jwtSecret);

  const list: RequestHandler = async (req, res) => {
    const q = parseListQuery(req.query, {
      sortable: {
        id: 'id',
        title: 'title',
        slug: 'slug',
        opensAt: 'opens_at',
        closesAt: 'closes_at',
        createdAt: 'created_at',
      },
      defaultSort: ['id', 'DESC'],
      filter: formListFilter,
    });
    const { rows, count } = await listForms(sequelize, {
      q: q.filter.q,
      sort: q.sortColumn,
      order: q.sortOrder,
      offset: q.offset,
      limit: q.limit,
    });
    sendList(res, 'forms', q.offset, rows.map(presentForm), count);
  };

  const show: RequestHandler = async (req, res) => {
    const form = await findForm(sequelize, { id: parseId(req.params.id) });
    if (!form) throw notFound('신청 양식을 찾을 수 없습니다.');
    res.json(presentForm(form));
  };

  const create: RequestHandler = async (req, res) => {
    const input = req.body as FormInput;
    const id = await publisher
      .write('forms', (t) => insertForm(sequelize, input, currentUser(req).id, now(), t))
      .catch(uniqueSlug);
    res.status(201).json(presentForm((await findForm(sequelize, { id }))!));
  };

  const replace: RequestHandler = async (req, res) => {
    const id = parseId(req.params.id);
    const input = req.body as FormInput;
    await publisher
      .write('forms', async (t) => {
        await sequelize.query('SELECT id FROM forms WHERE id = $1 FOR UPDATE', { bind: [id], transaction: t });
        if (!(await updateForm(sequelize, id, input, now(), t))) throw notFound('신청 양식을 찾을 수 없습니다.');
        // A raised capacity confirms the waiting list, oldest first, with their mails.
        await fillSeats(sequelize, (await findForm(sequelize, { id }, t))!, links, t);
      })
      .catch(uniqueSlug);
    res.json(presentForm((await findForm(sequelize, { id }))!));
  };

  const remove: RequestHandler = async (req, res) => {
    const id = parseId(req.params.id);
    const form = await findForm(sequelize, { id });
    if (!form) throw notFound('신청 양식을 찾을 수 없습니다.');
    const user = currentUser(req);
    await publisher.write('forms', async (t) => {
      const count = await deleteForm(sequelize, id, t);
      await recordDestruction(
        sequelize,
        {
          kind: 'formResponse',
          count,
          rule: '신청 양식 삭제(담당자)',
          by: { user: { id: user.id, loginId: user.loginId ?? '', name: user.name ?? '' } },
          detail: { formId: id, form: form.title },
        },
        t,
      );
    });
    res.json(presentForm(form));
  };

  const responses: RequestHandler = async (req, res) => {
    const id = parseId(req.params.id);
    const form = await findForm(sequelize, { id });
    if (!form) throw notFound('신청 양식을 찾을 수 없습니다.');
    const q = parseListQuery(req.query, {
      sortable: { id: 'id', status: 'status', createdAt: 'created_at' },
      defaultSort: ['id', 'ASC'],
      filter: responseListFilter,
    });
    const { rows, count } = await listResponses(sequelize, id, {
      status: q.filter.status,
      sort: q.sortColumn,
      order: q.sortOrder,
      offset: q.offset,
      limit: q.limit,
    });
    sendList(res, 'responses', q.offset, rows.map(presentResponse(form.fields)), count);
  };

  const respond: RequestHandler = async (req, res) => {
    const body = req.body as Record<string, unknown>;
    const slug = String(req.params.slug);
    // The guards answer in the form's language (an unknown form's 404 comes from submitResponse).
    const lang = (await findForm(sequelize, { slug }))?.lang ?? 'ko';
    await guards.check(body, clientIp(req), now(), lang);
    const done = await submitResponse(sequelize, slug, body, links, {
      checkEmail: (e) => guards.checkEmail(e, lang, now()),
    });
    await guards.counted(done.email);
    res.status(201).json({ id: done.id, status: done.status });
  };

  r.post('/:slug/responses', validateBody(answerBody, { '(본문)': '신청 내용' }), respond);
  r.get('/', ...read, list);
  r.get('/:id', ...read, show);
  r.post('/', ...write, validateBody(formInput, formLabels), create);
  r.put('/:id', ...write, validateBody(formUpdate, formLabels), replace);
  r.delete('/:id', ...write, remove);
  r.get('/:id/responses', ...read, responses);
  r.post('/:id/export', ...read, validateBody(exportSchema, { reason: '내려받는 사유' }), exportResponses(sequelize));
  return r;
}
