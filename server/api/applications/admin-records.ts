// The admin side of one application: the list, the detail, memo and applicant note, a document, destruction.
// Every one of them writes the access log.
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { Application, ApplicationDocument, ApplicationStatusChange, StoredFile } from '../../../db/models/index.js';
import { notFound } from '../../http/errors.js';
import { sendStoredFile } from '../../files/send.js';
import { parseId, parseWith } from '../../middleware/validate.js';
import { destroyApplication } from '../../retention/destroy.js';
import { acceptingReadOnly, parseListQuery, sendList } from '../rest.js';
import { listSpec, whereOf } from './admin-query.js';
import { downloadReason } from './export.js';
import { presentDetail, presentListRow } from '../../applications/presenters.js';
import { ROUND_FIELD_KEYS, roundFields, roundNamesOf } from './round-columns.js';
import { logAccess } from '../../applications/access-log.js';
import { REGISTRATION_FIELD_KEYS, registrationFields } from './registration-fields.js';
import { FEE_FIELD_KEYS, feeFields } from './fee-fields.js';
import type { ApplicationsApiDeps } from './index.js';

export async function loadApplication(raw: unknown): Promise<Application> {
  const a = await Application.findByPk(parseId(raw));
  if (!a) throw notFound('지원서를 찾을 수 없습니다.');
  return a;
}

export async function detailOf(a: Application) {
  const docs = await ApplicationDocument.findAll({ where: { applicationId: a.id }, order: [['id', 'ASC']] });
  const files = await StoredFile.findAll({ where: { id: docs.map((d) => d.fileId) } });
  const byId = new Map(files.map((f) => [f.id, f]));
  const history = await ApplicationStatusChange.findAll({
    where: { applicationId: a.id },
    order: [
      ['createdAt', 'ASC'],
      ['id', 'ASC'],
    ],
  });
  const pairs = docs.flatMap((doc) => (byId.has(doc.fileId) ? [{ doc, file: byId.get(doc.fileId)! }] : []));
  return {
    ...presentDetail(a, pairs, history),
    ...roundFields(a, await roundNamesOf([a])),
    ...registrationFields(a),
    ...feeFields(a),
  };
}

// Staff edit the memo and the note; everything else presentDetail returns is the applicant's and comes back unchanged.
export const updateSchema = acceptingReadOnly(
  z.strictObject({
    memo: z.string().max(5000, { error: '5000자 이하로 입력해주세요.' }).optional(),
    applicantNote: z.string().max(1000, { error: '1000자 이하로 입력해주세요.' }).optional(),
  }),
  [
    ...['id', 'receiptNo', 'term', 'track', 'department', 'departmentName', 'status', 'name', 'nameEn', 'birthDate'],
    ...['gender', 'nationality', 'mobile', 'email', 'school', 'major', 'company', 'position', 'careerYears'],
    ...['submittedAt', 'statusChangedAt', 'proxy'],
    'locale',
    'genderLabel',
    'postalCode',
    'address',
    'addressDetail',
    'degree',
    'degreeLabel',
    'degreeStatus',
    'degreeStatusLabel',
    'eduStart',
    'eduEnd',
    'companyDept',
    'industry',
    'industryLabel',
    'careerRole',
    'careerRoleLabel',
    'topikLevel',
    'essayIntro',
    'essayPlan',
    'consents',
    'documents',
    'history',
    ...ROUND_FIELD_KEYS,
    ...REGISTRATION_FIELD_KEYS,
    ...FEE_FIELD_KEYS,
  ],
);
export const updateLabels = { memo: '내부 메모', applicantNote: '지원자 안내' };

export function adminRecordHandlers({ sequelize }: ApplicationsApiDeps) {
  const list: RequestHandler = async (req, res) => {
    const q = parseListQuery(req.query, listSpec);
    const { rows, count } = await Application.findAndCountAll({
      where: whereOf(q.filter),
      order: [
        [q.sortColumn, q.sortOrder],
        ['id', q.sortOrder],
      ],
      offset: q.offset,
      limit: q.limit,
    });
    await logAccess(req, 'list', null, {
      filter: q.filter,
      offset: q.offset,
      count: rows.length,
      receiptNos: rows.map((r) => r.receiptNo),
    });
    const names = await roundNamesOf(rows);
    const list = rows.map((a) => ({ ...presentListRow(a), ...roundFields(a, names) }));
    sendList(res, 'applications', q.offset, list, count);
  };

  const getOne: RequestHandler = async (req, res) => {
    const a = await loadApplication(req.params.id);
    await logAccess(req, 'view', a);
    res.json(await detailOf(a));
  };

  const update: RequestHandler = async (req, res) => {
    const a = await loadApplication(req.params.id);
    const body = req.body as z.infer<typeof updateSchema>;
    await sequelize.transaction(async (transaction) => {
      await a.update(body, { transaction });
      await logAccess(req, 'update', a, { fields: Object.keys(body) }, transaction);
    });
    res.json(await detailOf(a));
  };

  const remove: RequestHandler = async (req, res) => {
    const a = await loadApplication(req.params.id);
    const detail = await detailOf(a);
    await destroyApplication(sequelize, a, { req, reason: '관리자 삭제(지원 취소·파기 요청)' });
    res.json(detail);
  };

  const document: RequestHandler = async (req, res) => {
    const a = await loadApplication(req.params.id);
    const doc = await ApplicationDocument.findOne({ where: { id: parseId(req.params.docId), applicationId: a.id } });
    const file = doc ? await StoredFile.scope('withData').findByPk(doc.fileId) : null;
    if (!doc || !file) throw notFound('서류를 찾을 수 없습니다.');
    const download = parseWith(z.enum(['0', '1']).optional(), req.query.download) === '1';
    // Opening a document on screen is a view; taking a copy away needs a reason, logged with it.
    const reason = download
      ? parseWith(z.object({ reason: downloadReason }), { reason: req.query.reason }, { reason: '내려받는 사유' })
          .reason
      : undefined;
    await logAccess(req, 'download', a, { document: doc.kind, file: file.name, inline: !download, reason });
    sendStoredFile(req, res, file, file.data, { inline: !download, cache: 'private' });
  };

  return { list, getOne, update, remove, document };
}
