// The office's answer to a request: done (per kind: 열람 a copy to download, 정정, 삭제, 처리정지·동의 철회), refused
// with the reason the law allows (제35조 ④, 제37조 ②; a 삭제 the law forbids names the law and until when), or put
// off to a later day with its reason. One transaction through the publish step (a deleted question leaves its
// board's pages): the data's change, the request's row and step, the person's mail in their language, the audit entry.
import { createHash, randomBytes } from 'node:crypto';
import type { Request } from 'express';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import type { User } from '../../db/models/index.js';
import { now } from '../../domain/clock.js';
import { REFUSAL_REASON_CODES, REFUSAL_REASONS, type PrivacyStatus } from '../../domain/privacy-requests.js';
import { addSeoulDays, parseSeoulLocalInput } from '../../domain/time.js';
import { auditAction } from '../audit/middleware.js';
import type { Publisher } from '../cache/publish.js';
import { badRequest, conflict } from '../http/errors.js';
import { enqueueMail } from '../mail/outbox.js';
import { gatherDossier } from './dossier.js';
import { applyCorrection, applyErasure, applyHold, KeptByLaw, type Staff } from './effects.js';
import { addStep, findRequest, presentRequest, school, type RequestRow } from './store.js';
import { langOf, PRIVACY_TEXT } from './text.js';

export const COPY_DAYS = 30;

export const answerSchema = z.strictObject({
  decision: z.enum(['done', 'refuse', 'delay'], { error: '처리 결과는 done, refuse, delay 중 하나여야 합니다.' }),
  reason: z
    .enum(REFUSAL_REASON_CODES as [string, ...string[]], { error: '거절·연기 사유가 올바르지 않습니다.' })
    .optional(),
  note: z.string().trim().max(2000).optional(),
  until: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: '연기할 날짜는 YYYY-MM-DD 형식이어야 합니다.' })
    .optional(),
  changes: z.record(z.string(), z.string().trim().min(1).max(200)).optional(),
});
export type AnswerInput = z.infer<typeof answerSchema>;

export const copyTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface AnswerDeps {
  sequelize: Sequelize;
  publisher: Publisher;
  publicUrl: string;
}

export async function answerRequest(deps: AnswerDeps, id: number, input: AnswerInput, req: Request) {
  const { sequelize } = deps;
  const user = req.user as User;
  const staff: Staff = { id: user.id, loginId: user.loginId ?? '', name: user.name ?? '' };
  if (input.decision !== 'done' && !input.reason)
    throw badRequest('거절하거나 연기하려면 사유를 골라주세요.', { reason: '사유를 골라주세요.' });
  return deps.publisher.write(
    (out: { board?: string }) => (out.board ? { kind: 'posts', board: out.board } : null),
    async (transaction) => {
      const r = await findRequest(sequelize, id, user.role, transaction);
      if (r.status === 'done' || r.status === 'refused') throw conflict('이미 처리를 마친 요청입니다.');
      const lang = langOf(r.lang);
      const t = PRIVACY_TEXT[lang];
      const who = r.name ?? r.email;
      const note = input.note ? `\n${input.note}` : '';
      let status: PrivacyStatus = 'done';
      let answer: string;
      let text: string;
      let dueAt = r.due_at;
      let board: string | undefined;
      const extra: Record<string, unknown> = {};
      if (input.decision === 'delay') {
        const until = input.until ? parseSeoulLocalInput(`${input.until}T00:00`) : null;
        if (!until) throw badRequest('연기할 날짜를 입력해주세요.', { until: '연기할 날짜를 입력해주세요.' });
        dueAt = addSeoulDays(until, 1);
        if (dueAt.getTime() <= r.due_at.getTime())
          throw badRequest('연기할 날짜는 지금의 처리 기한보다 뒤여야 합니다.', {
            until: '처리 기한보다 뒤의 날짜를 입력해주세요.',
          });
        status = 'delayed';
        answer = `${REFUSAL_REASONS[input.reason as keyof typeof REFUSAL_REASONS]}${note}`;
        text = t.delayed(who, r.id, r.kind, answer, until);
      } else if (input.decision === 'refuse') {
        status = 'refused';
        answer = `${REFUSAL_REASONS[input.reason as keyof typeof REFUSAL_REASONS]}${note}`;
        text = t.refused(who, r.id, r.kind, answer, '');
      } else {
        try {
          const done = await doKind(deps, r, input, staff, req, transaction);
          answer = done.said + note;
          board = done.board;
          Object.assign(extra, done.extra);
          text = t.done(who, r.id, r.kind, answer) + (done.mailMore ? `\n\n${done.mailMore}` : '');
        } catch (err) {
          if (!(err instanceof KeptByLaw)) throw err;
          status = 'refused';
          answer = `${REFUSAL_REASONS.retention}\n${err.law}에 따라 ${err.until}해야 합니다.${note}`;
          extra.keptBy = err.law;
          text = t.refused(who, r.id, r.kind, answer, '');
        }
      }
      await sequelize.query(
        `UPDATE privacy_requests SET status = $status::text, answer = $answer, due_at = $dueAt,
                answered_at = CASE WHEN $status::text IN ('done', 'refused') THEN $at::timestamptz END,
                answered_by = $by WHERE id = $id`,
        { bind: { id: r.id, status, answer, dueAt, at: now(), by: staff.id }, transaction },
      );
      await addStep(sequelize, r.id, status, answer, user, transaction, extra);
      await enqueueMail(
        {
          kind: `privacy.request-${status}`,
          to: r.email,
          lang: r.lang,
          subject: t.answerSubject(await school(transaction), r.kind),
          text,
        },
        { transaction },
      );
      await auditAction(
        req,
        `privacy-requests.${status}`,
        { resource: 'privacy-requests', recordId: r.id, detail: { kind: r.kind, subject: r.subject, ...extra } },
        transaction,
      );
      const row = await findRequest(sequelize, r.id, user.role, transaction);
      return { ...presentRequest(row), board };
    },
  );
}

async function doKind(
  deps: AnswerDeps,
  r: RequestRow,
  input: AnswerInput,
  staff: Staff,
  req: Request,
  transaction: Parameters<typeof applyHold>[3],
): Promise<{ said: string; board?: string; mailMore?: string; extra?: Record<string, unknown> }> {
  const { sequelize } = deps;
  switch (r.kind) {
    case 'access': {
      const dossier = await gatherDossier(sequelize, r.email, transaction);
      const token = randomBytes(24).toString('base64url');
      const until = addSeoulDays(now(), COPY_DAYS + 1);
      await sequelize.query(
        `UPDATE privacy_requests SET dossier = $dossier::jsonb, download_hash = $hash, download_until = $until
          WHERE id = $id`,
        { bind: { id: r.id, dossier: JSON.stringify(dossier), hash: copyTokenHash(token), until }, transaction },
      );
      const prefix = r.lang === 'zh-Hans' ? '/china' : '';
      const url = `${deps.publicUrl}${prefix}/privacy/request/copy/${token}`;
      return {
        said: '보유한 개인정보의 사본을 만들었습니다.',
        mailMore: PRIVACY_TEXT[langOf(r.lang)].download(url, new Date(until.getTime() - 1)),
      };
    }
    case 'correct': {
      const { fields, said } = await applyCorrection(sequelize, r, input.changes ?? {}, staff, req, transaction);
      return { said, extra: { fields } };
    }
    case 'delete':
      return applyErasure(sequelize, r, staff, req, transaction);
    default:
      return applyHold(sequelize, r, staff, transaction);
  }
}
