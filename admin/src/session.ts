// The login the admin shares with the public site (spec §3): localStorage.token and the stored user.
import type { Role } from '../../domain/roles';
import { effectiveScope, type StaffScope } from '../../domain/scope';

export interface StoredUser {
  id: number;
  loginId: string;
  name: string;
  role: Role;
  /** 담당 범위 of a scoped 홍보·콘텐츠 담당 (domain/scope.ts); absent when not limited. */
  scope?: StaffScope;
}

export const getToken = (): string | null => localStorage.getItem('token');

export function getStoredUser(): StoredUser | null {
  try {
    return JSON.parse(localStorage.getItem('user') ?? 'null') as StoredUser | null;
  } catch {
    return null;
  }
}

/** The signed-in account's 담당 범위, or null (none, or no stored user). */
export const storedScope = (): StaffScope | null => {
  const user = getStoredUser();
  return effectiveScope(user?.role, user?.scope);
};

export function saveSession(token: string, user: StoredUser): void {
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify(user));
}

export function clearSession(): void {
  localStorage.removeItem('token');
  localStorage.removeItem('user');
}

let leaving = false;

/** True once we are on our way to the login page: nothing else may redirect then. */
export const isLeaving = () => leaving;

/** The public login page, coming back to this admin path afterwards; `extra`: more query (e.g. idle=30). */
export function goToLogin(extra: Record<string, string> = {}): void {
  if (leaving) return;
  leaving = true;
  const here = window.location.pathname + window.location.search;
  const query = new URLSearchParams({ prevUrl: here, ...extra });
  window.location.assign(`/auth/login?${query.toString()}`);
}

let refreshing: Promise<boolean> | null = null;

/** Exchanges the httpOnly refresh cookie for a new access token; one call at a time. */
export function refreshToken(): Promise<boolean> {
  refreshing ??= fetch('/api/auth/refresh', { credentials: 'same-origin' })
    .then(async (res) => {
      if (!res.ok) return false;
      const body = (await res.json()) as { token: string; user: StoredUser };
      saveSession(body.token, body.user);
      return true;
    })
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}
