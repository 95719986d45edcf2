// /api/privacy-versions: the versions of the privacy policy for 개인정보처리방침 관리 (ra-data-simple-rest). Staff add a
// version with its effective date (today or later; sanitized HTML); one whose date has come (in force or earlier)
// never changes again (409), while an announced one may still be corrected or withdrawn before its day. Every
// write goes through the publish step, so /policy/privacy and its version pages change in every process at once.
// GET /draft is where a new version starts: a copy of the text in force now (its tables kept), dated the first day
// the 7-day notice allows. A text without the data of its labelled summary (server/html/privacy-labels.ts) is a 400.
import { Router, type RequestHandler } from 'express';
import type { Sequelize, Transaction } from 'sequelize';
import { z } from 'zod';
import { now } from '../../../domain/clock.js';
import { isInForceOrPast, PRIVACY_NOTICE_DAYS, withStatus, type PrivacyVersion } from '../../../domain/privacy.js';
import { addSeoulDays, formatLongDate, seoulDay } from '../../../domain/time.js';
import {
  deletePrivacyVersion,
  findPrivacyVersion,
  insertPrivacyVersion,
  listPrivacyVersions,
  updatePrivacyVersion,
  type PrivacyVersionInput,
} from '../../../db/privacy-versions.js';
import { currentUser, type AuthKit } from '../../auth/passport.js';
import { passAuthoringGate, takeAcknowledgement } from '../../audit/authoring-override.js';
import type { Publisher } from '../../cache/publish.js';
import { checkHtml } from '../../html/authoring-checks.js';
import { privacyLabels } from '../../html/privacy-labels.js';
import { missingLabelsMessage } from '../../../domain/privacy-labels.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { sanitizePageHtml } from '../../html/page-policy.js';
import { validateBody } from '../../middleware/validate.js';
import { calendarDay } from '../../../domain/calendar-day.js';

const optionalText = (max: number, what: string) =>
  z
    .string({ error: `${what}은 글자로 입력해주세요` })
    .trim()
    .max(max, `${what}은 ${max}자 이내로 입력해주세요`)
    .nullish()
    .transform((v) => v || null);

// react-admin sends the whole record back (id, status, …): only these fields are read.
const versionSchema = z.object({
  effectiveOn: calendarDay({
    required: '시행일을 입력해주세요',
    format: '시행일은 2026-12-01 같은 날짜로 입력해주세요',
  }),
  content: z.string({ error: '본문을 입력해주세요' }).max(300_000, '본문이 너무 깁니다 (30만 자 이내)'),
  summary: optionalText(300, '주요 변경 사항'),
  notes: optionalText(1000, '메모'),
});
type VersionBody = z.infer<typeof versionSchema>;
const LABELS = { effectiveOn: '시행일', content: '본문', summary: '주요 변경 사항', notes: '메모' };

const today = () => seoulDay(now());

function present(all: PrivacyVersion[]) {
  return withStatus(all, today()).map((v) => ({ ...v, editable: v.status === 'upcoming' }));
}

/**
 * The checked body made the input: a sanitized, non-empty body from which 개인정보 처리방침 요약 can be drawn (its
 * items, purposes and retention), and an effective date from today on.
 */
function readInput(v: VersionBody): PrivacyVersionInput {
  const content = sanitizePageHtml(v.content).trim();
  if (!content) throw badRequest('본문: 개인정보처리방침 본문을 입력해주세요', { content: '본문을 입력해주세요' });
  const missing = missingLabelsMessage(privacyLabels(content));
  if (missing) throw badRequest(missing, { content: missing.replace(/^본문: /, '') });
  if (v.effectiveOn < today()) {
    const message = `시행일: 이미 지난 날(${formatLongDate(v.effectiveOn)})로는 게시할 수 없습니다. 오늘 이후의 날을 정해주세요.`;
    throw badRequest(message, { effectiveOn: message });
  }
  return { ...v, content };
}

const sameDay = (effectiveOn: string) =>
  conflict(`${formatLongDate(effectiveOn)} 시행 판이 이미 있습니다. 다른 시행일을 정하거나 그 판을 고쳐주세요.`, {
    effectiveOn: '같은 시행일의 판이 이미 있습니다.',
  });

const isUniqueViolation = (err: unknown) =>
  (err as { name?: string }).name === 'SequelizeUniqueConstraintError' ||
  (err as { original?: { code?: string } }).original?.code === '23505';

export interface PrivacyVersionsApiDeps {
  auth: AuthKit;
  publisher: Publisher;
  sequelize: Sequelize;
}

export function privacyVersionsApi({ auth, publisher, sequelize }: PrivacyVersionsApiDeps): Router {
  const r = Router();
  const idOf = (raw: string) => {
    if (!/^\d{1,9}$/.test(raw)) throw notFound('개인정보처리방침 판을 찾을 수 없습니다.');
    return Number(raw);
  };
  const one = async (id: number) => {
    const found = present(await listPrivacyVersions(sequelize)).find((v) => v.id === id);
    if (!found) throw notFound('개인정보처리방침 판을 찾을 수 없습니다.');
    return found;
  };
  /**
   * Refuses a version whose day has come: the law wants it kept as it was published. In the write's transaction the
   * row is locked; without one it is a first look, before the body is read.
   */
  const changeable = async (id: number, t?: Transaction) => {
    const v = await findPrivacyVersion(sequelize, id, t, Boolean(t));
    if (!v) throw notFound('개인정보처리방침 판을 찾을 수 없습니다.');
    if (isInForceOrPast(v.effectiveOn, today()))
      throw conflict(
        `${formatLongDate(v.effectiveOn)}부터 시행된 판은 고치거나 지울 수 없습니다. 바뀐 내용은 새 판으로 추가해주세요.`,
      );
    return v;
  };

  const list: RequestHandler = async (_req, res) => {
    const all = present(await listPrivacyVersions(sequelize)).reverse();
    res.set('Content-Range', `privacy-versions 0-${Math.max(all.length - 1, 0)}/${all.length}`);
    res.json(all);
  };
  /** A new version's starting record: the version in force copied whole (none in force yet: the earliest one). */
  const draft: RequestHandler = async (_req, res) => {
    const all = present(await listPrivacyVersions(sequelize));
    const from = all.find((v) => v.status === 'current') ?? all[0];
    res.json({
      id: 'draft',
      effectiveOn: seoulDay(addSeoulDays(now(), PRIVACY_NOTICE_DAYS)),
      content: from?.content ?? '',
      summary: null,
      notes: null,
      copiedFrom: from ? { id: from.id, name: from.name, effectiveOn: from.effectiveOn } : null,
    });
  };
  const show: RequestHandler = async (req, res) => {
    res.json(await one(idOf(String(req.params.id))));
  };
  const create: RequestHandler = async (req, res) => {
    const input = readInput(req.body as VersionBody);
    const staffId = currentUser(req).id;
    const id = await publisher
      .write('pages', async (t) => {
        const created = await insertPrivacyVersion(sequelize, t, input, staffId, now());
        await passAuthoringGate(req, { resource: 'privacy-versions', recordId: created }, checkHtml(input.content), t);
        return created;
      })
      .catch((err: unknown) => {
        throw isUniqueViolation(err) ? sameDay(input.effectiveOn) : err;
      });
    res.status(201).json(await one(id));
  };
  const update: RequestHandler = async (req, res) => {
    const id = idOf(String(req.params.id));
    const staffId = currentUser(req).id;
    await publisher
      .write('pages', async (t) => {
        const before = await changeable(id, t);
        const input = readInput(req.body as VersionBody);
        await updatePrivacyVersion(sequelize, t, id, input, staffId, now());
        // A new 시행일 or summary for the same text does not meet the text's warnings again.
        if (input.content !== before.content)
          await passAuthoringGate(req, { resource: 'privacy-versions', recordId: id }, checkHtml(input.content), t);
        return input;
      })
      .catch((err: unknown) => {
        throw isUniqueViolation(err) ? sameDay((req.body as VersionBody).effectiveOn) : err;
      });
    res.json(await one(id));
  };
  const remove: RequestHandler = async (req, res) => {
    const id = idOf(String(req.params.id));
    const gone = await publisher.write('pages', async (t) => {
      const v = await changeable(id, t);
      await deletePrivacyVersion(sequelize, t, id);
      return v;
    });
    res.json(gone);
  };

  r.get('/', ...auth.allow('pages'), list);
  r.get('/draft', ...auth.allow('pages', 'write'), draft);
  r.get('/:id', ...auth.allow('pages'), show);
  // A version that is not there (404) or already in force (409) says so whatever the body holds.
  const notInForce: RequestHandler = async (req, _res, next) => {
    await changeable(idOf(String(req.params.id)));
    next();
  };
  const body = validateBody(versionSchema, LABELS);
  r.post('/', ...auth.allow('pages', 'write'), takeAcknowledgement, body, create);
  r.put('/:id', ...auth.allow('pages', 'write'), notInForce, takeAcknowledgement, body, update);
  r.delete('/:id', ...auth.allow('pages', 'write'), remove);
  return r;
}
