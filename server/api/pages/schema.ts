// The inputs of /api/pages: the list's filter and sort, a saved draft (fields left out stay as they are), a publish
// (now or at a time) and a note. Korean messages name the field.
import { z } from 'zod';
import { PAGE_LAYOUT_KEYS } from '../../../domain/page-create.js';
import { PAGE_GROUP_KEYS, type PageGroup } from '../../../domain/pages.js';
import { VERSION_LABEL } from '../../../domain/edit-conflict.js';
import { singleLine } from '../../../domain/single-line.js';
import { editVersion } from '../edit-version.js';
import { idListFilter } from '../rest.js';

export const pageLabels: Record<string, string> = {
  title: '제목',
  summary: '요약',
  description: '검색엔진 설명',
  content: '본문',
  note: '메모',
  at: '예약 시각',
  counterpartId: '대응하는 한국어 페이지',
  version: VERSION_LABEL,
  counterpartPath: '번역 페이지',
  path: '주소',
  group: '메뉴 그룹',
  layout: '처음 모양',
  redirectTo: '옮겨 갈 주소',
  reason: '확인 사유',
};

export const pageListFilter = z
  .object({
    id: idListFilter.optional(),
    group: z.enum(PAGE_GROUP_KEYS as [string, ...string[]], { error: '알 수 없는 메뉴 그룹입니다.' }).optional(),
    q: z.string().trim().max(100).optional(),
    translationStale: z.boolean({ error: '번역 확인 필요는 true 또는 false로 보내 주세요.' }).optional(),
  })
  .strict();

const plain = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${max}자 이내로 입력해 주세요.` })
    .nullable()
    .transform((s) => (s ? s : null));

export const pageDraft = z
  .object({
    title: z
      .string()
      .trim()
      .check(singleLine)
      .min(1, { error: '제목을 입력해 주세요.' })
      .max(200, { error: '200자 이내로 입력해 주세요.' })
      .optional(),
    summary: plain(1000).optional(),
    description: plain(300).optional(),
    content: z.string().max(300_000, { error: '본문이 너무 깁니다 (30만 자 이내).' }).optional(),
    note: plain(300).optional(),
    /** The version the editor started from: required (a missing one is refused in write.ts, after the 404). */
    version: editVersion.optional(),
  })
  .strict();

/** What GET /api/pages/:id returns and PUT takes back without complaint (react-admin sends the whole record). */
export const PAGE_READ_ONLY = [
  'id',
  'path',
  'group',
  'groupLabel',
  'lang',
  'publishedAt',
  'publishedBy',
  'draft',
  'draftSavedAt',
  'draftSavedBy',
  'hasDraft',
  'scheduled',
  'scheduledAt',
  'scheduledBy',
  'counterpartId',
  'counterpartPath',
  'retiredAt',
  'redirectTo',
  'translationStale',
  'translationCheck',
  'updatedAt',
  'warnings',
  'approval',
] as const;

export const pagePublish = z
  .object({
    at: z.iso
      .datetime({ offset: true, error: '예약 시각은 ISO 날짜·시각(예: 2026-12-01T09:00:00+09:00)이어야 합니다.' })
      .nullable()
      .optional(),
    note: plain(300).optional(),
  })
  .strict();
export type PagePublishInput = z.infer<typeof pagePublish>;

export const pageNote = z.object({ note: plain(300).optional() }).strict();

const pathField = z
  .string({ error: '주소를 입력해 주세요.' })
  .trim()
  .max(200, { error: '200자 이내로 입력해 주세요.' });

/** POST /api/pages: a new page under a menu group; the body may be empty (the layout's first body then). */
export const pageCreate = z
  .object({
    path: pathField.min(1, { error: '주소를 입력해 주세요.' }),
    title: z
      .string({ error: '제목을 입력해 주세요.' })
      .trim()
      .check(singleLine)
      .min(1, { error: '제목을 입력해 주세요.' })
      .max(200, { error: '200자 이내로 입력해 주세요.' }),
    content: z.string().max(300_000, { error: '본문이 너무 깁니다 (30만 자 이내).' }).nullable().optional(),
    group: z.enum(PAGE_GROUP_KEYS as [PageGroup, ...PageGroup[]], { error: '메뉴 그룹을 골라 주세요.' }).optional(),
    layout: z
      .enum(PAGE_LAYOUT_KEYS as [string, ...string[]], {
        error: '처음 모양은 글, 글과 옆 사진, 표, 연락처 중에서 골라 주세요.',
      })
      .optional(),
  })
  .strict();
export type PageCreateInput = z.infer<typeof pageCreate>;

/** POST /api/pages/:id/retire: where its visitors go (null: the page is gone, 410). */
export const pageRetire = z.object({ redirectTo: pathField.nullable().transform((s) => (s ? s : null)) }).strict();

/** POST /api/pages/:id/translation-check: why the Chinese page stands as it is after the Korean change. */
export const pageTranslationCheck = z
  .object({
    reason: z
      .string({ error: '확인한 사유를 입력해 주세요.' })
      .trim()
      .check(singleLine)
      .min(1, { error: '확인한 사유를 입력해 주세요.' })
      .max(300, { error: '300자 이내로 입력해 주세요.' }),
  })
  .strict();

/** PUT /api/pages/:id/counterpart: the page in the other language (null: none). */
export const pageCounterpart = z
  .object({ counterpartPath: pathField.nullable().transform((s) => (s ? s : null)) })
  .strict();
