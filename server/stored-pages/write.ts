// The writes of 페이지 관리, each inside the caller's transaction with the page's row locked: save a draft (the
// public page does not change), publish now or at a time (after the authoring checks), cancel a scheduled publish,
// and make an old version the draft again. Each leaves a revision saying who did it, when, and their note.
// A scheduled version with no draft beside it is what staff work on: the editor opens it, a save changes it (its
// time stays), and cancelling the schedule makes it the draft.
import type { Sequelize, Transaction } from 'sequelize';
import { now } from '../../domain/clock.js';
import type { PageVersion } from '../../domain/pages.js';
import { formatDateTime } from '../../domain/time.js';
import { assertSameVersion } from '../edit-conflicts/check.js';
import { badRequest, notFound } from '../http/errors.js';
import { checkPageContent, type PageCheck } from '../html/page-checks.js';
import { sanitizePageHtml } from '../html/page-policy.js';
import type { PageRow } from './rows.js';
import {
  addRevision,
  clearSchedule,
  findPage,
  findRevision,
  markSaved,
  publishVersion,
  scheduleVersion,
  updateDraft,
  updateScheduled,
} from './store.js';

/** A draft as staff send it (server/api/pages/schema.ts checks it): fields left out keep the working version's. */
export interface PageDraftInput {
  title?: string;
  summary?: string | null;
  description?: string | null;
  content?: string;
  note?: string | null;
  /** The version the editor started from (edit conflicts): another one stored means someone saved in between. */
  version?: number;
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

/** What staff are working on: the draft, else the scheduled version, else the version in the published columns. */
export const workingVersion = (row: PageRow): PageVersion => versionOf(row.draft ?? row.scheduled ?? row);

/** Whether a save changes the scheduled version (there is one and no draft beside it) rather than the draft. */
export const editsScheduled = (row: Pick<PageRow, 'draft' | 'scheduled'>): boolean => !row.draft && !!row.scheduled;

async function locked(sequelize: Sequelize, t: Transaction, id: number): Promise<PageRow> {
  const row = await findPage(sequelize, id, t);
  if (!row) throw notFound('페이지를 찾을 수 없습니다.');
  if (row.retired_at) throw badRequest('폐지된 페이지는 고치거나 게시할 수 없습니다.');
  return row;
}

/**
 * Saves the draft: fields left out keep the working version's; the body is sanitized by the page policy. A save
 * from another version than the stored one is refused (409, the page as `present` draws it).
 */
export async function saveDraft(
  sequelize: Sequelize,
  t: Transaction,
  id: number,
  input: PageDraftInput,
  staff: Staff,
  present: (row: PageRow) => unknown,
): Promise<PageCheck[]> {
  const row = await locked(sequelize, t, id);
  const stored = { version: row.version, savedBy: row.saved_by, savedAt: row.saved_at ?? row.updated_at };
  await assertSameVersion(sequelize, t, input.version, stored, () => present(row));
  const base = workingVersion(row);
  const next: PageVersion = {
    title: input.title ?? base.title,
    summary: input.summary === undefined ? base.summary : input.summary,
    description: input.description === undefined ? base.description : input.description,
    content: input.content === undefined ? base.content : sanitizePageHtml(input.content),
  };
  if (!next.content.trim()) throw badRequest('본문: 본문을 입력해 주세요.', { content: '본문을 입력해 주세요.' });
  await markSaved(sequelize, t, id, staff.id);
  if (editsScheduled(row)) {
    // It goes out by itself at its time: it must pass the checks publishing asks for.
    assertPublishable(next);
    await updateScheduled(sequelize, t, id, next, staff.id);
    await addRevision(sequelize, t, id, 'scheduled', next, staff, input.note ?? '예약된 내용 수정');
  } else {
    await updateDraft(sequelize, t, id, next, staff.id);
    await addRevision(sequelize, t, id, 'draft', next, staff, input.note ?? null);
  }
  return checkPageContent(next.content).warnings;
}

/** Refuses a version the authoring checks find errors in (400 naming every place). */
export function assertPublishable(v: PageVersion): void {
  const { errors } = checkPageContent(v.content);
  if (errors.length)
    throw badRequest(
      `게시할 수 없습니다. ${errors.map((e) => e.message).join(' ')}`,
      Object.fromEntries(errors.map((e, i) => [i ? `content.${i}` : 'content', e.message])),
    );
}

/**
 * Publishes the working version now: it becomes the published one and the draft (or the schedule it was) is gone. Answers the version's
 * warnings, which the caller's publish gate (server/audit/authoring-override.ts) judges in the same transaction.
 */
export async function publishNow(
  sequelize: Sequelize,
  t: Transaction,
  id: number,
  staff: Staff,
  note: string | null,
): Promise<PageCheck[]> {
  const row = await locked(sequelize, t, id);
  const v = workingVersion(row);
  assertPublishable(v);
  await publishVersion(sequelize, t, id, v, staff.id);
  if (editsScheduled(row)) await clearSchedule(sequelize, t, id);
  await markSaved(sequelize, t, id, staff.id);
  await addRevision(sequelize, t, id, 'published', v, staff, note);
  return checkPageContent(v.content).warnings;
}

/** Schedules the working version for `at` (in the future): the public page turns over at that second. Answers its
 * warnings, as publishNow does. */
export async function schedule(
  sequelize: Sequelize,
  t: Transaction,
  id: number,
  at: Date,
  staff: Staff,
  note: string | null,
): Promise<PageCheck[]> {
  if (at.getTime() <= now().getTime())
    throw badRequest('예약 시각: 지금보다 뒤의 시각을 골라 주세요.', { at: '지금보다 뒤의 시각을 골라 주세요.' });
  const row = await locked(sequelize, t, id);
  const v = workingVersion(row);
  assertPublishable(v);
  await scheduleVersion(sequelize, t, id, v, at, staff.id);
  await markSaved(sequelize, t, id, staff.id);
  await addRevision(sequelize, t, id, 'scheduled', v, staff, note);
  return checkPageContent(v.content).warnings;
}

/**
 * Cancels the scheduled publish: its version becomes the draft (a 'draft' revision says so). When staff saved a
 * draft beside it (after restoring an old version), that newer draft stays and the scheduled words stay in the
 * history; the answer says which.
 */
export async function cancelSchedule(
  sequelize: Sequelize,
  t: Transaction,
  id: number,
  staff: Staff,
): Promise<{ keptAsDraft: boolean }> {
  const row = await locked(sequelize, t, id);
  if (!row.scheduled) throw notFound('예약된 게시가 없습니다. 이미 게시되었거나 취소되었습니다.');
  await clearSchedule(sequelize, t, id);
  await markSaved(sequelize, t, id, staff.id);
  if (row.draft) return { keptAsDraft: false };
  const v = versionOf(row.scheduled);
  await updateDraft(sequelize, t, id, v, staff.id);
  await addRevision(sequelize, t, id, 'draft', v, staff, '예약 취소: 예약했던 내용을 초안으로');
  return { keptAsDraft: true };
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
  await markSaved(sequelize, t, id, staff.id);
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
