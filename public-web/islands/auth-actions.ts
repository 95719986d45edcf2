// Logout (spec §4): the server forgets the login, the client clears token, user and header, then home.
import { api } from './api.js';
import { isStaffRole, type Role } from '../../domain/roles.js';
import { clearSession } from './session.js';

export async function logout(): Promise<void> {
  try {
    await api.post('/auth/logout');
  } catch {
    // Already logged out on the server, or offline: the local logout still happens.
  }
  clearSession();
  window.location.assign('/');
}

/** prevUrl is followed only when it is a path on this site ("/x", never "//host" or "/\host" or a scheme). */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  if (/[\u0000-\u001f]/.test(raw)) return null;
  try {
    const u = new URL(raw, 'http://same.invalid');
    if (u.origin !== 'http://same.invalid') return null;
    return u.pathname + u.search + u.hash;
  } catch {
    return null;
  }
}

/** Where a fresh login goes: prevUrl when safe (but the admin area only for admins), else home. */
/** True for /admin and every path under it. */
export function isAdminPath(path: string | null): boolean {
  return !!path && (path === '/admin' || path.startsWith('/admin/') || path.startsWith('/admin?'));
}

export function afterLoginPath(prevUrl: string | null, role: Role): string {
  const safe = safeReturnPath(prevUrl);
  if (!safe) return '/';
  if (isAdminPath(safe) && !isStaffRole(role)) return '/';
  if (safe.startsWith('/auth/login') || safe.startsWith('/auth/join')) return '/';
  return safe;
}
