// The staff roles as select choices and the Seoul time of a last login, shared by the staff screens.
import { ROLE_LABELS, STAFF_ROLES } from '../../../domain/roles';
import { formatDateTime } from '../../../domain/time';

export const staffRoleChoices = STAFF_ROLES.map((id) => ({ id, name: ROLE_LABELS[id] }));

export const roleLabel = (role: string): string =>
  Object.hasOwn(ROLE_LABELS, role) ? ROLE_LABELS[role as keyof typeof ROLE_LABELS] : role;

/** "2026.11.23 14:05 (203.0.113.7)" in Seoul, or "기록 없음". */
export function lastLogin(r: { lastLoginAt: string | null; lastLoginIp: string | null }): string {
  if (!r.lastLoginAt) return '기록 없음';
  return `${formatDateTime(r.lastLoginAt)}${r.lastLoginIp ? ` (${r.lastLoginIp})` : ''}`;
}
