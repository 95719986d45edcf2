// What an admin may send for a board: allow-listed fields with Korean labels for the error messages.
import { z } from 'zod';
import { BOARD_FIELD_LABELS, BOARD_KIND_CODES } from '../../../domain/boards.js';
import { READ_ACCESS_CODES } from '../../../domain/board-access.js';
import { singleLine } from '../../../domain/single-line.js';
import { acceptingReadOnly } from '../rest.js';
import { DANGEROUS_EXTENSIONS, KNOWN_TYPES } from '../../files/types.js';

export const boardLabels: Record<string, string> = { ...BOARD_FIELD_LABELS, kind: '게시판 종류' };

/** Extensions a board may allow: the ones we can check by content, never the dangerous ones. */
export const ALLOWED_BOARD_EXTENSIONS = Object.keys(KNOWN_TYPES).filter((e) => !DANGEROUS_EXTENSIONS.has(e));
/** The files API takes at most 30 MB a file; a board cannot promise more. */
export const MAX_FILE_MB = 30;

const int = (min: number, max: number) => z.number().int({ error: '정수를 입력해주세요.' }).min(min).max(max);

const category = z
  .string()
  .trim()
  .check(singleLine)
  .min(1, { error: '빈 분류는 쓸 수 없습니다.' })
  .max(30)
  .refine((s) => !/[<>"'&]/.test(s), { error: '분류에 <, >, ", \', & 문자는 쓸 수 없습니다.' });

const fields = {
  enName: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{1,39}$/, {
      error: '영문 소문자로 시작하고 영문 소문자, 숫자, _만 쓸 수 있습니다 (2~40자).',
    }),
  name: z.string().trim().check(singleLine).min(1, { error: '게시판 이름을 입력해주세요.' }).max(100),
  kind: z.enum(BOARD_KIND_CODES, { error: '목록, 갤러리, 달력, 교수진 중에서 고르세요.' }),
  rowsPerPage: int(1, 100),
  newBadgeHours: int(0, 8760),
  categories: z
    .array(category)
    .max(30, { error: '분류는 30개까지 만들 수 있습니다.' })
    .refine((a) => new Set(a).size === a.length, { error: '같은 분류가 두 번 있습니다.' }),
  allowAttachments: z.boolean(),
  maxFiles: int(0, 20),
  maxFileMb: int(1, MAX_FILE_MB),
  allowedExtensions: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .refine((e) => ALLOWED_BOARD_EXTENSIONS.includes(e), { error: '허용할 수 없는 확장자입니다.' }),
    )
    .max(30)
    .transform((a) => [...new Set(a)]),
  sortOrder: int(-100_000, 100_000),
  approvalRequired: z.boolean({ error: 'true 또는 false로 보내주세요.' }),
  readAccess: z.enum(READ_ACCESS_CODES, { error: '공개, 회원, 그룹 중에서 고르세요.' }),
  readGroupId: z.number().int({ error: '회원 그룹을 골라주세요.' }).positive().nullable(),
};

export const boardSchema = z.strictObject({
  ...fields,
  rowsPerPage: fields.rowsPerPage.default(15),
  newBadgeHours: fields.newBadgeHours.default(72),
  categories: fields.categories.default([]),
  allowAttachments: fields.allowAttachments.default(true),
  maxFiles: fields.maxFiles.default(5),
  maxFileMb: fields.maxFileMb.default(20),
  allowedExtensions: fields.allowedExtensions.default([]),
  sortOrder: fields.sortOrder.default(0),
  approvalRequired: fields.approvalRequired.default(false),
  readAccess: fields.readAccess.default('public'),
  readGroupId: fields.readGroupId.default(null),
});

// What presentBoard returns beside the editable fields.
export const boardUpdateSchema = acceptingReadOnly(z.strictObject(fields).partial(), [
  'id',
  'postCount',
  'createdAt',
  'updatedAt',
]);

export type BoardInput = z.infer<typeof boardSchema>;

export const boardFilter = z.strictObject({
  q: z.string().max(100).optional(),
  kind: z.enum(BOARD_KIND_CODES).optional(),
  enName: z.string().max(40).optional(),
  id: z.unknown().optional(),
});
