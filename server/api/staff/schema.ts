// The shapes of /api/staff: the new account, the edit, the password reset, the list's filter and sort.
import { z } from 'zod';
import { ROLES, STAFF_ROLES } from '../../../domain/roles.js';
import { normalizePrefix } from '../../../domain/scope.js';
import { email, loginId, name } from '../auth/schema.js';
// One staff password rule for every way a staff password is set (ASVS 6.2: length, not a common password).
import { staffPassword } from '../../auth/password-rules.js';

const staffRole = z.enum(STAFF_ROLES, { error: '역할은 최고관리자, 입학 담당, 홍보·콘텐츠 담당 중에서 골라주세요.' });

export const staffCreate = z.strictObject({
  loginId,
  name,
  email,
  role: staffRole,
  password: staffPassword,
});
export type StaffCreate = z.infer<typeof staffCreate>;

/** 담당 범위 (domain/scope.ts): page path prefixes and boards by English name; null lifts it. */
const staffScope = z
  .strictObject(
    {
      pages: z
        .array(
          z
            .string({ error: '페이지 주소는 /로 시작하는 주소로 적어주세요.' })
            .trim()
            .regex(/^\/[^\s?#]{0,199}$/, { error: '페이지 주소는 /로 시작하고 빈칸 없이 200자 이내로 적어주세요.' })
            .transform(normalizePrefix),
          { error: '페이지 주소는 목록으로 보내주세요.' },
        )
        .max(50, { error: '페이지 주소는 50개까지 정할 수 있습니다.' }),
      boards: z
        .array(
          z
            .string({ error: '게시판을 골라주세요.' })
            .regex(/^[a-z][a-z0-9_]{1,39}$/, { error: '게시판을 골라주세요.' }),
          {
            error: '게시판은 목록으로 보내주세요.',
          },
        )
        .max(50, { error: '게시판은 50개까지 정할 수 있습니다.' }),
    },
    { error: '담당 범위는 { pages, boards } 또는 null로 보내주세요.' },
  )
  .transform((s) => ({ pages: [...new Set(s.pages)], boards: [...new Set(s.boards)] }))
  .nullable();

/** Fields left out stay as they are. `user` turns a staff account back into a site member. */
export const staffUpdate = z.strictObject({
  scope: staffScope.optional(),
  name: name.optional(),
  email: email.optional(),
  role: z.enum(ROLES, { error: '역할이 올바르지 않습니다.' }).optional(),
  active: z.boolean({ error: '사용 여부는 true 또는 false로 보내주세요.' }).optional(),
  approvalRequired: z.boolean({ error: '게시 전 승인은 true 또는 false로 보내주세요.' }).optional(),
});
export type StaffUpdate = z.infer<typeof staffUpdate>;

/** What the resource answers and react-admin's <Edit> sends back: taken back and ignored. */
export const STAFF_READ_ONLY = [
  'id',
  'loginId',
  'lastLoginAt',
  'lastLoginIp',
  'otpEnabled',
  'mustChangePassword',
  'createdAt',
] as const;

export const passwordReset = z.strictObject({ password: staffPassword });

export const staffListFilter = z.strictObject({
  q: z.string().trim().max(50).optional(),
  role: staffRole.optional(),
  active: z.boolean().optional(),
  id: z.array(z.number().int().positive()).max(500).optional(),
});

export const staffSortable: Record<string, string> = {
  id: 'id',
  loginId: 'loginId',
  name: 'name',
  role: 'role',
  active: 'active',
  lastLoginAt: 'lastLoginAt',
  createdAt: 'createdAt',
};

export const staffLabels: Record<string, string> = {
  loginId: '아이디',
  name: '이름',
  email: '이메일',
  role: '역할',
  active: '사용 여부',
  password: '초기 비밀번호',
  scope: '담당 범위',
  approvalRequired: '게시 전 승인',
};
