// /api/popups: the admin's REST resource (ra-data-simple-rest) and the public list of popups showing now.
import { Router, type RequestHandler } from 'express';
import { Op, type WhereOptions } from 'sequelize';
import { containing } from '../../../db/like.js';
import { Popup } from '../../../db/models/index.js';
import { currentUser, type AuthKit } from '../../auth/passport.js';
import { passAuthoringGate, takeAcknowledgement } from '../../audit/authoring-override.js';
import type { Publisher } from '../../cache/publish.js';
import { checkHtml } from '../../html/authoring-checks.js';
import { notFound } from '../../http/errors.js';
import { parseId, parseWith, validateBody } from '../../middleware/validate.js';
import { imagesFor, loadActivePopups } from '../../popups/load.js';
import { presentPopup } from '../../popups/present.js';
import { acceptingReadOnly, parseListQuery, sendList } from '../rest.js';
import { activeQuery, popupInput, popupLabels, popupListFilter, popupSortable, type PopupInput } from './schema.js';
import { createPopup, deletePopup, replacePopup } from './write.js';
import { now } from '../../../domain/clock.js';

type ListFilter = ReturnType<typeof popupListFilter.parse>;

function whereFor(f: ListFilter, now: Date): WhereOptions<Popup> {
  const where: Record<string | symbol, unknown> = {};
  if (f.id) where.id = f.id;
  if (f.q) where.title = { [Op.iLike]: containing(f.q) };
  if (f.device) where.device = f.device;
  if (f.lang) where.lang = f.lang;
  if (f.active !== undefined) where.active = f.active;
  if (f.status === 'ended') where.endAt = { [Op.lte]: now };
  if (f.status === 'off') Object.assign(where, { active: false, endAt: { [Op.gt]: now } });
  if (f.status === 'live') Object.assign(where, { active: true, startAt: { [Op.lte]: now }, endAt: { [Op.gt]: now } });
  if (f.status === 'scheduled') Object.assign(where, { active: true, startAt: { [Op.gt]: now } });
  return where as WhereOptions<Popup>;
}

async function present(popups: Popup[]) {
  const images = await imagesFor(popups);
  const at = now();
  return popups.map((p) => presentPopup(p, p.imageFileId ? (images.get(p.imageFileId) ?? null) : null, at));
}

export interface PopupsApiDeps {
  auth: AuthKit;
  publisher: Publisher;
}

export function popupsApi({ auth, publisher }: PopupsApiDeps): Router {
  const r = Router();
  const body = validateBody(popupInput, popupLabels);

  const active: RequestHandler = async (req, res) => {
    const q = parseWith(activeQuery, req.query);
    const { popups } = await loadActivePopups(q.lang, q.device);
    res.json(popups);
  };

  const list: RequestHandler = async (req, res) => {
    const q = parseListQuery(req.query, {
      sortable: popupSortable,
      defaultSort: ['sortOrder', 'ASC'],
      filter: popupListFilter,
    });
    const { rows, count } = await Popup.findAndCountAll({
      where: whereFor(q.filter, now()),
      order: [
        [q.sortColumn, q.sortOrder],
        ['id', 'DESC'],
      ],
      offset: q.offset,
      limit: q.limit,
    });
    sendList(res, 'popups', q.offset, await present(rows), count);
  };

  const show: RequestHandler = async (req, res) => {
    const popup = await Popup.findByPk(parseId(req.params.id));
    if (!popup) throw notFound('팝업을 찾을 수 없습니다.');
    res.json((await present([popup]))[0]);
  };

  const create: RequestHandler = async (req, res) => {
    const input = req.body as PopupInput;
    const popup = await publisher.write('popups', async (t) => {
      const created = await createPopup(t, input, currentUser(req).id);
      if (created.active)
        await passAuthoringGate(req, { resource: 'popups', recordId: created.id }, checkHtml(created.body), t);
      return created;
    });
    res.status(201).json((await present([popup]))[0]);
  };

  const replace: RequestHandler = async (req, res) => {
    const [id, input] = [parseId(req.params.id), req.body as PopupInput];
    const popup = await publisher.write('popups', async (t) => {
      const before = await Popup.findByPk(id, { transaction: t });
      const replaced = await replacePopup(t, id, input, currentUser(req).id);
      // Only what goes public anew is judged: moving an old popup's dates does not meet its old warnings again.
      if (replaced.active && (!before?.active || before.body !== replaced.body))
        await passAuthoringGate(req, { resource: 'popups', recordId: id }, checkHtml(replaced.body), t);
      return replaced;
    });
    res.json((await present([popup]))[0]);
  };

  const remove: RequestHandler = async (req, res) => {
    const id = parseId(req.params.id);
    const { popup, image } = await publisher.write('popups', (t) => deletePopup(t, id));
    res.json(presentPopup(popup, image));
  };

  r.get('/active', active);
  r.get('/', ...auth.allow('popups'), list);
  r.get('/:id', ...auth.allow('popups'), show);
  r.post('/', ...auth.allow('popups'), takeAcknowledgement, body, create);
  // PUT takes back what presentPopup returned (react-admin's <Edit> sends the whole record).
  const replaceBody = validateBody(
    acceptingReadOnly(popupInput, ['id', 'image', 'status', 'createdAt', 'updatedAt']),
    popupLabels,
  );
  r.put('/:id', ...auth.allow('popups'), takeAcknowledgement, replaceBody, replace);
  r.delete('/:id', ...auth.allow('popups'), remove);
  return r;
}
