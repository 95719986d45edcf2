// PUT /api/applications/:id/documents/:docId/state: staff set one document's state. 확인 and 제출 change
// the document and write a history row; 보완 요청 is the 서류 보완 요청 of incomplete.ts for that document (the status
// move, the history, the access log and the applicant's mail), with its note and an optional deadline the look-up
// shows until it passes. 보완 제출 is only ever the applicant's own upload.
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { Application, ApplicationDocument, ApplicationStatusChange } from '../../../db/models/index.js';
import { longDateTime } from '../../../domain/applicant-status.js';
import { DOCUMENT_KINDS } from '../../../domain/application-fields.js';
import { now } from '../../../domain/clock.js';
import { documentHistoryNote, STAFF_DOCUMENT_STATES } from '../../../domain/document-states.js';
import { logAccess } from '../../applications/access-log.js';
import { currentUser } from '../../auth/passport.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { parseId } from '../../middleware/validate.js';
import { detailOf } from './admin-records.js';
import { requestIncomplete } from './incomplete.js';
import type { ApplicationsApiDeps } from './index.js';

export const documentStateSchema = z.strictObject({
  state: z.enum(STAFF_DOCUMENT_STATES, { error: '확인, 보완 요청, 제출 중에서 골라주세요.' }),
  note: z.string().trim().max(1000, { error: '1000자 이하로 입력해주세요.' }).optional(),
  dueAt: z.iso
    .datetime({ offset: true, error: '보완 기한을 시간대가 있는 ISO 8601 형식으로 보내주세요.' })
    .nullable()
    .optional(),
});
export const documentStateLabels = { state: '서류 상태', note: '보완 요청 내용', dueAt: '보완 기한' };

const kindLabel = (kind: string, lang: 'ko' | 'zh') => DOCUMENT_KINDS.find((k) => k.kind === kind)?.[lang] ?? kind;

/** The applicant's mail words for one document: which document, what is asked, until when, and where to upload. */
function mailNote(a: Application, kind: string, note: string, dueAt: Date | null): string {
  const zh = a.locale === 'zh-Hans';
  const lang = zh ? 'zh' : 'ko';
  const due = dueAt
    ? zh
      ? `\n补充期限：${longDateTime(dueAt, lang)}`
      : `\n보완 기한: ${longDateTime(dueAt, lang)}`
    : '';
  const where = zh ? '\n请在申请查询页面上传新文件。' : '\n조회 화면에서 새 파일을 올려주세요.';
  return `[${kindLabel(kind, lang)}] ${note}${due}${where}`;
}

export function documentStateHandler({ sequelize, publicUrl }: ApplicationsApiDeps): RequestHandler {
  return async (req, res) => {
    const id = parseId(req.params.id);
    const docId = parseId(req.params.docId);
    const body = req.body as z.infer<typeof documentStateSchema>;
    const doc = await ApplicationDocument.findOne({ where: { id: docId, applicationId: id } });
    if (!doc) throw notFound('서류를 찾을 수 없습니다.');
    if (await ApplicationDocument.count({ where: { replacesId: doc.id } }))
      throw conflict('새 파일로 교체된 서류입니다. 새 파일의 상태를 바꿔주세요.');
    const label = kindLabel(doc.kind, 'ko');
    let a: Application;
    if (body.state === 'requested') {
      const note = body.note ?? '';
      if (!note) throw badRequest('보완할 내용을 입력해주세요.', { note: '보완할 내용을 입력해주세요.' });
      const dueAt = body.dueAt ? new Date(body.dueAt) : null;
      if (dueAt && dueAt.getTime() <= now().getTime())
        throw badRequest('보완 기한은 지금 이후로 정해주세요.', { dueAt: '보완 기한은 지금 이후로 정해주세요.' });
      const app = await Application.findByPk(id);
      if (!app) throw notFound('지원서를 찾을 수 없습니다.');
      a = await requestIncomplete(req, sequelize, publicUrl, id, {
        mailNote: mailNote(app, doc.kind, note, dueAt),
        historyNote: documentHistoryNote('requested', label),
        within: async (_a, transaction) => {
          await doc.update({ state: 'requested', requestNote: note, dueAt, stateChangedAt: now() }, { transaction });
        },
      });
    } else {
      const user = currentUser(req);
      const state = body.state;
      a = await sequelize.transaction(async (transaction) => {
        const app = await Application.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
        if (!app) throw notFound('지원서를 찾을 수 없습니다.');
        await doc.update({ state, stateChangedAt: now() }, { transaction });
        await ApplicationStatusChange.create(
          {
            applicationId: app.id,
            fromStatus: app.status,
            toStatus: app.status,
            note: documentHistoryNote(state, label),
            changedBy: user.id,
            changedByName: user.name ?? user.loginId,
          },
          { transaction },
        );
        await logAccess(req, 'update', app, { document: doc.kind, documentId: doc.id, state }, transaction);
        return app;
      });
    }
    res.json(await detailOf(a));
  };
}
