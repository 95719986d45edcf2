// The shapes of /api/staff: the new account, the edit, the password reset, the list's filter and sort.
import { z } from 'zod';
import { ROLES, STAFF_ROLES } from '../../../domain/roles.js';
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

/** Fields left out stay as they are. `user` turns a staff account back into a site member. */
export const staffUpdate = z.strictObject({
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
  approvalRequired: '게시 전 승인',
};
