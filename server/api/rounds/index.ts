// /api/rounds: the admission rounds (모집 일정) for 입학 담당, in the ra-data-simple-rest dialect. Every write goes
// through the publish step (the receipt pages and public pages that show rounds turn over in every process).
import { Router, type RequestHandler } from 'express';
import { Op, type WhereOptions } from 'sequelize';
import { containing } from '../../../db/like.js';
import { AdmissionRound } from '../../../db/models/index.js';
import { now } from '../../../domain/clock.js';
import { currentUser, type AuthKit } from '../../auth/passport.js';
import type { Publisher } from '../../cache/publish.js';
import { notFound } from '../../http/errors.js';
import { parseId, registerFieldLabels, validateBody } from '../../middleware/validate.js';
import { acceptingReadOnly, parseListQuery, sendList } from '../rest.js';
import { presentRound } from './present.js';
import { roundZhGapsOf } from '../../rounds/zh-gaps.js';
import {
  ROUND_READ_ONLY,
  roundCreate,
  roundLabels,
  roundListFilter,
  roundSortable,
  roundUpdate,
  type RoundCreate,
  type RoundListFilter,
  type RoundUpdate,
} from './schema.js';
import { createRound, deleteRound, updateRound } from './write.js';
import { noteAnnounceMove } from '../../rounds/results.js';
import { auditAction } from '../../audit/middleware.js';
import { confirmLabels, confirmSchema, resultsFileUpload, resultsHandlers } from './results.js';
import type { z } from 'zod';
import type { Sequelize } from 'sequelize';
import { roundRegistrationRoutes } from './registration.js';
import { roundBulkRegistrationRoutes } from './registration-bulk.js';
import { roundFeeRoutes } from './fees.js';
import { roundInterviewRoutes } from './interview-schedule.js';
import { announceDateChanges, previewDateChanges } from './date-changes.js';

function whereFor(f: RoundListFilter, at: Date): WhereOptions<AdmissionRound> {
  const where: Record<string | symbol, unknown> = {};
  if (f.id) where.id = { [Op.in]: f.id };
  if (f.q) where[Op.or] = [{ name: { [Op.iLike]: containing(f.q) } }, { nameZh: { [Op.iLike]: containing(f.q) } }];
  if (f.term) where.term = f.term;
  if (f.state === 'upcoming') where.applyStartAt = { [Op.gt]: at };
  if (f.state === 'open') Object.assign(where, { applyStartAt: { [Op.lte]: at }, applyEndAt: { [Op.gt]: at } });
  if (f.state === 'closed') where.applyEndAt = { [Op.lte]: at };
  return where as WhereOptions<AdmissionRound>;
}

/** The label of a nested field: the longest labelled prefix (interview.place.ko → 면접), else the path. */
function labelFor(field: string): string {
  for (let parts = field.split('.'); parts.length; parts = parts.slice(0, -1)) {
    const key = parts.join('.');
    if (Object.hasOwn(roundLabels, key)) return roundLabels[key];
  }
  return field;
}

/** An unknown key is named itself after its labelled place ("전형료 › onclick"), not hidden behind the place. */
function unknownKeyLabel(error: z.ZodError, field: string): string | null {
  for (const issue of error.issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    for (const key of issue.keys) {
      if ([...issue.path, key].join('.') !== field) continue;
      return issue.path.length ? `${labelFor(issue.path.join('.'))} › ${key}` : key;
    }
  }
  return null;
}

/** How a round's field is named in a 400: an unknown key after its place, else the longest labelled prefix. */
const roundFieldLabel = (field: string, error: z.ZodError): string => unknownKeyLabel(error, field) ?? labelFor(field);
registerFieldLabels(roundLabels);

export interface RoundsApiDeps {
  auth: AuthKit;
  publisher: Publisher;
  sequelize: Sequelize;
  /** PUBLIC_URL: the links in the applicant mails (추가합격). */
  publicUrl: string;
}

export function roundsApi({ auth, publisher, sequelize, publicUrl }: RoundsApiDeps): Router {
  const r = Router();

  const list: RequestHandler = async (req, res) => {
    const q = parseListQuery(req.query, {
      sortable: roundSortable,
      defaultSort: ['applyStartAt', 'DESC'],
      filter: roundListFilter,
    });
    const at = now();
    const { rows, count } = await AdmissionRound.findAndCountAll({
      where: whereFor(q.filter, at),
      order: [
        [q.sortColumn, q.sortOrder],
        ['id', 'DESC'],
      ],
      offset: q.offset,
      limit: q.limit,
    });
    sendList(
      res,
      'rounds',
      q.offset,
      rows.map((row) => presentRound(row, at)),
      count,
    );
  };

  const show: RequestHandler = async (req, res) => {
    const row = await AdmissionRound.findByPk(parseId(req.params.id));
    if (!row) throw notFound('모집 일정을 찾을 수 없습니다.');
    // The edit page warns of each Chinese field left empty while Chinese applicants would read it.
    res.json({ ...presentRound(row, now()), ...(await roundZhGapsOf(row.toRound())) });
  };

  const create: RequestHandler = async (req, res) => {
    const input = req.body as RoundCreate;
    const row = await publisher.write('rounds', (t) => createRound(t, input, currentUser(req).id));
    res.status(201).json(presentRound(row, now()));
  };

  const update: RequestHandler = async (req, res) => {
    const [id, input] = [parseId(req.params.id), req.body as RoundUpdate];
    const row = await publisher.write('rounds', async (t) => {
      const before = (await AdmissionRound.findByPk(id, { transaction: t, lock: t.LOCK.UPDATE }))?.toRound();
      const saved = await updateRound(t, id, input, currentUser(req).id);
      if (before) {
        await announceDateChanges(req, t, before, saved, {
          notify: input.notifyApplicants === true,
          shift: input.shiftInterviews === true,
          publicUrl,
        });
        // A confirmation given for a later announcement is asked for again.
        if ((await noteAnnounceMove(t, saved, new Date(before.announceAt))).withdrawn)
          await auditAction(
            req,
            'rounds.results.withdraw',
            { resource: 'rounds', recordId: id, fields: ['announceAt'] },
            t,
          );
      }
      return saved;
    });
    res.json(presentRound(row, now()));
  };

  const remove: RequestHandler = async (req, res) => {
    const id = parseId(req.params.id);
    const row = await publisher.write('rounds', (t) => deleteRound(t, id));
    res.json(presentRound(row, now()));
  };

  r.get('/', ...auth.allow('rounds', 'read'), list);
  r.get('/:id', ...auth.allow('rounds', 'read'), show);
  r.post('/', ...auth.allow('rounds', 'write'), validateBody(roundCreate, roundFieldLabel), create);
  // PUT takes back what presentRound returned (react-admin's <Edit> sends the whole record); fields left out stay.
  r.put(
    '/:id',
    ...auth.allow('rounds', 'write'),
    validateBody(acceptingReadOnly(roundUpdate, ROUND_READ_ONLY), roundFieldLabel),
    update,
  );
  r.delete('/:id', ...auth.allow('rounds', 'write'), remove);
  // Before a save: which dates it changes and how many applicants it touches (date-changes.ts); writes nothing.
  r.post(
    '/:id/changes-preview',
    ...auth.allow('rounds', 'read'),
    validateBody(acceptingReadOnly(roundUpdate, ROUND_READ_ONLY), roundFieldLabel),
    previewDateChanges,
  );
  // 결과 가져오기 and 결과 확정 (results.ts): the import changes applications, the confirmation the round.
  const results = resultsHandlers(publisher);
  r.get('/:id/results', ...auth.allow('rounds', 'read'), results.show);
  r.post('/:id/results/import', ...auth.allow('applications', 'write'), resultsFileUpload, results.importResults);
  r.post(
    '/:id/results/confirm',
    ...auth.allow('rounds', 'write'),
    validateBody(confirmSchema, confirmLabels, { optional: true }),
    results.confirm,
  );
  // After the announcement: 등록 현황, 추가합격 and the hand-off export (registration.ts).
  roundRegistrationRoutes(r, { auth, sequelize, publicUrl });
  // 등록 in bulk: 등록금 matched from a bank statement, and 등록 of a selection (registration-bulk.ts).
  roundBulkRegistrationRoutes(r, { auth, sequelize, publicUrl });
  // 전형료 대조: a bank statement matched with the round's unpaid applications (fees.ts).
  roundFeeRoutes(r, { auth, sequelize });
  // 면접 시간표: slots per applicant and room, moves and swaps, the data of the printouts (interview-schedule.ts).
  roundInterviewRoutes(r, { auth, sequelize, publicUrl });
  return r;
}
