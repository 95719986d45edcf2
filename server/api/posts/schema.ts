// What an admin may send for a post, and the list filters: allow-lists with Korean labels.
import { z } from 'zod';
import { VERSION_LABEL } from '../../../domain/edit-conflict.js';
import { editVersion } from '../edit-version.js';
import { acceptingReadOnly } from '../rest.js';
import { parseSeoulLocalInput } from '../../../domain/time.js';
import { POST_FIELD_LABELS } from '../../../domain/boards.js';
import { singleLine } from '../../../domain/single-line.js';
import { isCalendarDay } from '../../../domain/calendar-day.js';

export const postLabels: Record<string, string> = {
  ...POST_FIELD_LABELS,
  boardEnName: '게시판',
  startAt: '시작일',
  endAt: '종료일',
  allDay: '종일',
  extra: '추가 정보',
  'extra.major': '전공/연구분야',
  'extra.photoFileId': '사진',
  attachmentIds: '첨부파일',
  revisionNote: '변경 메모',
  version: VERSION_LABEL,
};

const fileId = z.number().int().positive().max(2_147_483_647);
/** An ISO date-time, or a date alone (YYYY-MM-DD, taken as midnight in Seoul). */
export function parseDateText(text: string): Date | null {
  const t = text.trim();
  if (!isCalendarDay(t.slice(0, 10))) return null;
  const d = /^\d{4}-\d{2}-\d{2}$/.test(t)
    ? parseSeoulLocalInput(t)
    : /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})?$/.test(t)
      ? new Date(t)
      : null;
  return d && !Number.isNaN(d.getTime()) && d.getUTCFullYear() >= 1900 && d.getUTCFullYear() <= 2200 ? d : null;
}

/** A date text (see parseDateText); `read` may move a date given alone, e.g. to the end of its day. */
const dateText = (read: (d: Date, dateOnly: boolean) => Date = (d) => d) =>
  z
    .string({ error: '날짜 형식이 올바르지 않습니다.' })
    .max(40)
    .transform((s, ctx) => {
      const d = parseDateText(s);
      if (!d) {
        ctx.addIssue({ code: 'custom', message: '날짜 형식이 올바르지 않습니다.' });
        return z.NEVER;
      }
      return read(d, /^\d{4}-\d{2}-\d{2}$/.test(s.trim()));
    });
const date = dateText();
const optionalText = (max: number) => z.string().trim().check(singleLine).max(max).optional();

export const extraSchema = z.strictObject({
  position: optionalText(50),
  major: optionalText(200),
  email: z.union([z.literal(''), z.string().trim().email().max(254)]).optional(),
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^[0-9+()\-. ]*$/, { error: '숫자와 -, +, (, ) 만 쓸 수 있습니다.' })
    .optional(),
  office: optionalText(100),
  photoFileId: fileId.nullable().optional(),
  order: z.number().int().min(-10_000).max(10_000).optional(),
});

const fields = {
  title: z.string().trim().check(singleLine).min(1, { error: '제목을 입력해주세요.' }).max(200),
  content: z.string().max(500_000, { error: '내용이 너무 깁니다.' }),
  category: z.string().trim().check(singleLine).max(30).nullable(),
  authorName: z.string().trim().check(singleLine).max(50),
  isNotice: z.boolean(),
  publishedAt: date,
  startAt: date.nullable(),
  endAt: date.nullable(),
  allDay: z.boolean(),
  extra: extraSchema,
  attachmentIds: z.array(fileId).max(20, { error: '첨부파일은 20개까지 올릴 수 있습니다.' }),
  isDraft: z.boolean(),
  unpublishAt: date.nullable(),
  /** A note kept with the revision this save makes (not a field of the post). */
  revisionNote: z.string().trim().max(300).optional(),
  /** The version the editor started from (edit conflicts); a save without it is refused after the 404. */
  version: editVersion,
};

export const postCreateSchema = z.strictObject({
  boardEnName: z.string().regex(/^[a-z][a-z0-9_]{1,39}$/, { error: '게시판을 고르세요.' }),
  ...fields,
  content: fields.content.default(''),
  category: fields.category.optional(),
  authorName: fields.authorName.optional(),
  isNotice: fields.isNotice.default(false),
  publishedAt: fields.publishedAt.optional(),
  startAt: fields.startAt.optional(),
  endAt: fields.endAt.optional(),
  allDay: fields.allDay.default(false),
  extra: fields.extra.default({}),
  attachmentIds: fields.attachmentIds.default([]),
  isDraft: fields.isDraft.default(false),
  unpublishAt: fields.unpublishAt.optional(),
  version: fields.version.optional(),
});

// What presentPost returns beside the editable fields (attachments come back as attachmentIds, the board is fixed).
export const postUpdateSchema = acceptingReadOnly(z.strictObject(fields).partial(), [
  'id',
  'boardId',
  'boardEnName',
  'isPublished',
  'status',
  'deletedAt',
  'viewCount',
  'attachments',
  'photo',
  'createdAt',
  'updatedAt',
  'approval',
]);

export type PostCreateInput = z.infer<typeof postCreateSchema>;
export type PostUpdateInput = z.infer<typeof postUpdateSchema>;

/** For an upper bound, a date alone means the whole of that day (Seoul). */
const filterDateEnd = dateText((d, dateOnly) => (dateOnly ? new Date(d.getTime() + 86_400_000 - 1) : d));

export const postFilter = z.strictObject({
  q: z.string().max(100, { error: '검색어는 100자까지 입력할 수 있습니다.' }).optional(),
  boardEnName: z.string().max(40).optional(),
  boardId: z.number().int().positive().max(2_147_483_647).optional(),
  category: z.string().max(30).optional(),
  isNotice: z.boolean().optional(),
  isDraft: z.boolean().optional(),
  publishedAt_gte: date.optional(),
  publishedAt_lte: filterDateEnd.optional(),
  id: z.unknown().optional(),
});

export type PostFilter = z.infer<typeof postFilter>;
