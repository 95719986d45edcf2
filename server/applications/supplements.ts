// 보완 online: what the applicant is asked for in the look-up, and the replacement they upload there.
// A replacement is checked like the original (the round's document list, the extension, the size, the type by
// content), stored as a new document that names the one it replaces (both files are kept), written to the history
// with who and when, and optionally told to the office address in the settings. Refusals are in the application's
// language. Used by POST /api/applications/lookup/documents and the no-JS form of the look-up.
import type { Request } from 'express';
import type { Sequelize } from 'sequelize';
import { Application, ApplicationDocument, ApplicationStatusChange } from '../../db/models/index.js';
import { loadSettings } from '../../db/settings.js';
import { longDateTime } from '../../domain/applicant-status.js';
import { DOCUMENT_KINDS } from '../../domain/application-fields.js';
import { messages } from '../../domain/application-messages.js';
import { now } from '../../domain/clock.js';
import { documentHistoryNote, type SupplementRequest } from '../../domain/document-states.js';
import { documentSpecs, defaultRules, formRules } from '../../domain/round-form.js';
import { admitsTrack } from '../../domain/rounds.js';
import { formatDateTime } from '../../domain/time.js';
import { auditAction } from '../audit/middleware.js';
import { checkUpload, extensionOf, storeChecked } from '../files/store.js';
import { badRequest, conflict } from '../http/errors.js';
import { enqueueMail } from '../mail/outbox.js';
import { roundOf } from './receipt.js';

const REFUSED = {
  ko: {
    notRequested: '보완 요청이 없는 서류입니다. 조회 화면을 새로 고쳐 확인해주세요.',
    pastDue: (due: string) => `보완 기한(${due})이 지나 파일을 올릴 수 없습니다. 입학 담당으로 문의해주세요.`,
    missing: '보완 서류 파일을 선택해주세요.',
    withdrawn: '지원 취소된 지원서입니다.',
  },
  zh: {
    notRequested: '该材料没有补充要求。请刷新查询页面确认。',
    pastDue: (due: string) => `已超过补充期限（${due}），无法上传文件。请联系招生办公室。`,
    missing: '请选择补充材料文件。',
    withdrawn: '该申请已撤回。',
  },
};

const langOf = (a: Pick<Application, 'locale'>) => (a.locale === 'zh-Hans' ? 'zh' : 'ko');

/** The documents whose 보완 요청 has not been answered yet (a request answered by a replacement is done). */
async function openRequests(applicationId: number): Promise<ApplicationDocument[]> {
  const docs = await ApplicationDocument.findAll({ where: { applicationId }, order: [['id', 'ASC']] });
  const replaced = new Set(docs.map((d) => d.replacesId).filter((id) => id !== null));
  return docs.filter((d) => d.state === 'requested' && !replaced.has(d.id));
}

/** What the look-up shows: every unanswered 보완 요청, its note, its deadline and what the file may be. */
export async function supplementsFor(a: Application, at: Date = now()): Promise<SupplementRequest[]> {
  if (a.status === 'withdrawn') return [];
  const lang = langOf(a);
  return (await openRequests(a.id)).map((d) => {
    const spec = DOCUMENT_KINDS.find((k) => k.kind === d.kind);
    const types = (spec?.extensions ?? []).filter((e) => e !== 'jpeg').map((e) => e.toUpperCase());
    return {
      documentId: d.id,
      kind: d.kind,
      kindLabel: spec?.[lang] ?? d.kind,
      note: d.requestNote ?? '',
      dueText: d.dueAt ? longDateTime(d.dueAt, lang) : '',
      accept: spec ? `${types.join('·')}, ${lang === 'zh' ? `最大 ${spec.maxMb}MB` : `${spec.maxMb}MB 이하`}` : '',
      open: !d.dueAt || at.getTime() < d.dueAt.getTime(),
    };
  });
}

/** The file checked against what the round asks of the document's kind; a 400 naming the field `file` otherwise. */
async function checkReplacement(a: Application, kind: string, upload: Express.Multer.File | undefined) {
  const lang = langOf(a);
  const m = messages[lang];
  const refuse = (message: string) => badRequest(message, { file: message });
  if (!upload) throw refuse(REFUSED[lang].missing);
  const round = await roundOf(a);
  const rules = round && admitsTrack(round, a.track) ? formRules(round, a.track, lang) : defaultRules(a.track, lang);
  const spec = documentSpecs(rules.documents).find((d) => d.kind === kind);
  if (!spec) throw refuse(m.notAsked);
  if (!spec.extensions.includes(extensionOf(upload.originalname)))
    throw refuse(
      m.fileType(
        spec.extensions
          .filter((e) => e !== 'jpeg')
          .map((e) => e.toUpperCase())
          .join('·'),
      ),
    );
  const maxBytes = spec.maxMb * 1024 * 1024;
  if (upload.size > maxBytes) throw refuse(m.fileSize(spec.maxMb));
  try {
    return await checkUpload(upload, { extensions: spec.extensions, maxBytes });
  } catch {
    throw refuse(m.fileContent);
  }
}

/** The applicant's replacement for a requested document, once the look-up's credentials have found the application. */
export async function uploadSupplement(
  found: Application,
  documentId: number,
  upload: Express.Multer.File | undefined,
  req: Request,
  deps: { sequelize: Sequelize; publicUrl: string },
): Promise<Application> {
  const lang = langOf(found);
  const t = REFUSED[lang];
  const requested = (await openRequests(found.id)).find((d) => d.id === documentId);
  if (!requested) throw conflict(t.notRequested);
  const file = await checkReplacement(found, requested.kind, upload);
  await deps.sequelize.transaction(async (transaction) => {
    const a = found;
    await a.reload({ transaction, lock: transaction.LOCK.UPDATE });
    if (a.status === 'withdrawn') throw conflict(t.withdrawn);
    // Read again under the application's lock: a second tab or a staff change may have answered it meanwhile.
    const doc = await ApplicationDocument.findOne({ where: { id: documentId, applicationId: a.id }, transaction });
    const answered = await ApplicationDocument.count({ where: { replacesId: documentId }, transaction });
    if (!doc || doc.state !== 'requested' || answered) throw conflict(t.notRequested);
    const at = now();
    if (doc.dueAt && at.getTime() >= doc.dueAt.getTime()) throw conflict(t.pastDue(longDateTime(doc.dueAt, lang)));
    const stored = await storeChecked(
      file,
      { ownerType: 'application', ownerId: a.id, createdBy: null, sortOrder: 100 + doc.id },
      transaction,
    );
    const added = await ApplicationDocument.create(
      {
        applicationId: a.id,
        fileId: stored.id,
        kind: doc.kind,
        state: 'resubmitted',
        stateChangedAt: at,
        replacesId: doc.id,
        uploadedBy: '지원자',
        uploadedAt: at,
      },
      { transaction },
    );
    const kindLabel = DOCUMENT_KINDS.find((k) => k.kind === doc.kind)?.ko ?? doc.kind;
    await ApplicationStatusChange.create(
      {
        applicationId: a.id,
        fromStatus: a.status,
        toStatus: a.status,
        note: documentHistoryNote('resubmitted', kindLabel, stored.name),
        changedBy: null,
        changedByName: '지원자',
      },
      { transaction },
    );
    await auditAction(
      req,
      'applications.supplement',
      { resource: 'applications', recordId: a.id, detail: { document: doc.kind, replaces: doc.id } },
      transaction,
    );
    // The office's notice, when the settings name an address (no personal data beyond the receipt number).
    const s = await loadSettings(transaction);
    if (s.supplementNoticeEmail)
      await enqueueMail(
        {
          kind: 'application.resubmitted',
          to: s.supplementNoticeEmail,
          lang: 'ko',
          subject: `[보완 제출] ${a.receiptNo} ${kindLabel}`,
          text: `접수번호 ${a.receiptNo} 지원자가 ${formatDateTime(at)}에 보완 서류(${kindLabel})를 올렸습니다.\n\n확인: ${deps.publicUrl}/admin/applications/${a.id}/show`,
          dedupeKey: `application.resubmitted:${added.id}`,
        },
        { transaction },
      );
  });
  return found;
}
