// The writes of 페이지 관리, each inside the caller's transaction with the page's row locked: save a draft (the
// public page does not change), publish now or at a time (after the authoring checks), cancel a scheduled publish,
// and make an old version the draft again. Each leaves a revision saying who did it, when, and their note.
import type { Sequelize, Transaction } from 'sequelize';
import { now } from '../../domain/clock.js';
import type { PageVersion } from '../../domain/pages.js';
import { formatDateTime } from '../../domain/time.js';
import { badRequest, notFound } from '../http/errors.js';
import { checkPageContent, type PageCheck } from '../html/page-checks.js';
import { sanitizePageHtml } from '../html/page-policy.js';
import type { PageRow } from './rows.js';
import {
  addRevision,
  clearSchedule,
  findPage,
  findRevision,
  publishVersion,
  scheduleVersion,
  updateDraft,
} from './store.js';

/** A draft as staff send it (server/api/pages/schema.ts checks it): fields left out keep the working version's. */
export interface PageDraftInput {
  title?: string;
  summary?: string | null;
  description?: string | null;
  content?: string;
  note?: string | null;
}

export interface Staff {
  id: number;
  name: string | null;
}

const versionOf = (v: PageVersion): PageVersion => ({
  title: v.title,
  summary: v.summary ?? null,
  description: v.description ?? null,
  content: v.content,
});

/** What staff are working on: the draft, else the version in the published columns. */
export const workingVersion = (row: PageRow): PageVersion => versionOf(row.draft ?? row);

async function locked(sequelize: Sequelize, t: Transaction, id: number): Promise<PageRow> {
  const row = await findPage(sequelize, id, t);
  if (!row) throw notFound('페이지를 찾을 수 없습니다.');
  if (row.retired_at) throw badRequest('폐지된 페이지는 고치거나 게시할 수 없습니다.');
  return row;
}

/** Saves the draft: fields left out keep the working version's; the body is sanitized by the page policy. */
export async function saveDraft(
  sequelize: Sequelize,
  t: Transaction,
  id: number,
  input: PageDraftInput,
  staff: Staff,
): Promise<PageCheck[]> {
  const row = await locked(sequelize, t, id);
  const base = workingVersion(row);
  const next: PageVersion = {
    title: input.title ?? base.title,
    summary: input.summary === undefined ? base.summary : input.summary,
    description: input.description === undefined ? base.description : input.description,
    content: input.content === undefined ? base.content : sanitizePageHtml(input.content),
  };
  if (!next.content.trim()) throw badRequest('본문: 본문을 입력해 주세요.', { content: '본문을 입력해 주세요.' });
  await updateDraft(sequelize, t, id, next, staff.id);
  await addRevision(sequelize, t, id, 'draft', next, staff, input.note ?? null);
  return checkPageContent(next.content).warnings;
}

/** Refuses a version the authoring checks find errors in (400 naming every place). */
function assertPublishable(v: PageVersion): void {
  const { errors } = checkPageContent(v.content);
  if (errors.length)
    throw badRequest(
      `게시할 수 없습니다. ${errors.map((e) => e.message).join(' ')}`,
      Object.fromEntries(errors.map((e, i) => [i ? `content.${i}` : 'content', e.message])),
    );
}

/** Publishes the working version now: it becomes the published one and the draft is gone. */
export async function publishNow(sequelize: Sequelize, t: Transaction, id: number, staff: Staff, note: string | null) {
  const row = await locked(sequelize, t, id);
  const v = workingVersion(row);
  assertPublishable(v);
  await publishVersion(sequelize, t, id, v, staff.id);
  await addRevision(sequelize, t, id, 'published', v, staff, note);
}

/** Schedules the working version for `at` (in the future): the public page turns over at that second. */
export async function schedule(
  sequelize: Sequelize,
  t: Transaction,
  id: number,
  at: Date,
  staff: Staff,
  note: string | null,
) {
  if (at.getTime() <= now().getTime())
    throw badRequest('예약 시각: 지금보다 뒤의 시각을 골라 주세요.', { at: '지금보다 뒤의 시각을 골라 주세요.' });
  const row = await locked(sequelize, t, id);
  const v = workingVersion(row);
  assertPublishable(v);
  await scheduleVersion(sequelize, t, id, v, at, staff.id);
  await addRevision(sequelize, t, id, 'scheduled', v, staff, note);
}

/** Cancels the scheduled publish; its version becomes the draft again unless staff already have a newer draft. */
export async function cancelSchedule(sequelize: Sequelize, t: Transaction, id: number, staff: Staff) {
  const row = await locked(sequelize, t, id);
  if (!row.scheduled) throw notFound('예약된 게시가 없습니다. 이미 게시되었거나 취소되었습니다.');
  await clearSchedule(sequelize, t, id);
  if (!row.draft) await updateDraft(sequelize, t, id, versionOf(row.scheduled), staff.id);
}

/** Makes an old version the draft (a 'restored' revision notes which). */
export async function restoreRevision(
  sequelize: Sequelize,
  t: Transaction,
  id: number,
  revisionId: number,
  staff: Staff,
  note: string | null,
) {
  await locked(sequelize, t, id);
  const rev = await findRevision(sequelize, t, id, revisionId);
  if (!rev) throw notFound('이 페이지의 해당 판을 찾을 수 없습니다.');
  const v = versionOf(rev);
  await updateDraft(sequelize, t, id, v, staff.id);
  await addRevision(
    sequelize,
    t,
    id,
    'restored',
    v,
    staff,
    note ?? `${formatDateTime(rev.created_at)}의 판(${rev.id}번)을 되살림`,
  );
  return checkPageContent(v.content).warnings;
}
