// 게시 전 승인 of a page: the publish asked for (now or at a time) becomes a 승인 요청 holding the version as it was
// asked, after the checks publishing makes, and the page stays as it is; on 승인 that version is published through
// the same writes a publish makes (stored-pages/write.ts), now, or at its time when that is still ahead.
import type { Request } from 'express';
import type { Sequelize, Transaction } from 'sequelize';
import type { User } from '../../db/models/index.js';
import { now } from '../../domain/clock.js';
import type { PageVersion } from '../../domain/pages.js';
import { badRequest, notFound } from '../http/errors.js';
import { checkPageContent, type PageCheck } from '../html/page-checks.js';
import { findPage, updateDraft } from '../stored-pages/store.js';
import { assertPublishable, publishNow, schedule, workingVersion, type Staff } from '../stored-pages/write.js';
import { requestApproval, type PendingAnswer } from './request.js';
import type { ApprovalRow } from './store.js';

/**
 * Holds the publish of page `id` for approval: its working version, checked as a publish checks it; answers the
 * 202's body and the version's warnings for the caller's authoring gate.
 */
export async function requestPagePublish(
  deps: { sequelize: Sequelize; publicUrl: string },
  t: Transaction,
  req: Request,
  id: number,
  input: { at?: string | null; note?: string | null },
  requester: User,
): Promise<{ answer: PendingAnswer; warnings: PageCheck[] }> {
  const row = await findPage(deps.sequelize, id, t);
  if (!row) throw notFound('페이지를 찾을 수 없습니다.');
  if (row.retired_at) throw badRequest('폐지된 페이지는 고치거나 게시할 수 없습니다.');
  const at = input.at ? new Date(input.at) : null;
  if (at && at.getTime() <= now().getTime())
    throw badRequest('예약 시각: 지금보다 뒤의 시각을 골라 주세요.', { at: '지금보다 뒤의 시각을 골라 주세요.' });
  const v = workingVersion(row);
  assertPublishable(v);
  const answer = await requestApproval(deps, t, req, {
    kind: 'page',
    recordId: id,
    title: v.title,
    place: row.path,
    proposed: { ...v },
    publishAt: at,
    note: input.note ?? null,
    requester,
  });
  return { answer, warnings: checkPageContent(v.content).warnings };
}

/** The version a page request proposes. */
export const proposedPage = (a: Pick<ApprovalRow, 'proposed'>): PageVersion => {
  const p = a.proposed as Partial<PageVersion>;
  return {
    title: p.title ?? '',
    summary: p.summary ?? null,
    description: p.description ?? null,
    content: p.content ?? '',
  };
};

/**
 * Publishes what the request proposed, in the caller's (the publish step's) transaction: the version becomes the
 * page's working version and is published now, or scheduled when its time is still ahead. Answers its warnings for
 * the caller's authoring gate, as a publish does.
 */
export async function publishApprovedPage(
  sequelize: Sequelize,
  t: Transaction,
  a: ApprovalRow,
  approver: Staff,
): Promise<{ warnings: PageCheck[]; scheduledAt: Date | null }> {
  const id = a.page_id as number;
  if (!(await findPage(sequelize, id, t))) throw notFound('페이지를 찾을 수 없습니다.');
  await updateDraft(sequelize, t, id, proposedPage(a), approver.id);
  const note = `승인: ${a.requester_name ?? '담당자'}의 요청${a.note ? ` (${a.note})` : ''}`.slice(0, 300);
  const at = a.publish_at && a.publish_at.getTime() > now().getTime() ? a.publish_at : null;
  const warnings = at
    ? await schedule(sequelize, t, id, at, approver, note)
    : await publishNow(sequelize, t, id, approver, note);
  return { warnings, scheduledAt: at };
}
