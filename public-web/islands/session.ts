// The signed-in state of spec §3/§4, kept where the spec keeps it: localStorage.token and the
// persisted user object (localStorage.user). Logged in = the stored user is not null.
// Islands subscribe so the header and the menu switch together on login and logout.

import type { Role } from '../../domain/roles.js';

export interface SessionUser {
  id: number;
  loginId: string;
  name: string;
  email: string;
  phone: string;
  role: Role;
}

const listeners = new Set<() => void>();
let authHeader: string | null = null;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (privacy mode): behave as logged out
  }
}

export function getToken(): string | null {
  return storage()?.getItem('token') ?? null;
}

export function getUser(): SessionUser | null {
  const raw = storage()?.getItem('user');
  if (!raw) return null;
  try {
    const u = JSON.parse(raw) as SessionUser | null;
    return u && typeof u === 'object' && typeof u.role === 'string' ? u : null;
  } catch {
    return null;
  }
}

/** The Authorization header every call carries (spec §7), derived from the stored token. */
export function getAuthHeader(): string | null {
  if (authHeader === null) {
    const t = getToken();
    authHeader = t ? `Bearer ${t}` : null;
  }
  return authHeader;
}

export function setSession(token: string, user: SessionUser): void {
  storage()?.setItem('token', token);
  storage()?.setItem('user', JSON.stringify(user));
  authHeader = `Bearer ${token}`;
  notify();
}

export function setUser(user: SessionUser): void {
  storage()?.setItem('user', JSON.stringify(user));
  notify();
}

/** Spec §4 (logout, 401/403): token and user cleared, the stored token removed, the auth header dropped. */
export function clearSession(): void {
  storage()?.removeItem('token');
  storage()?.removeItem('user');
  authHeader = null;
  notify();
}

export function subscribeSession(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

function notify(): void {
  for (const fn of listeners) fn();
}

if (typeof window !== 'undefined') {
  // Another tab logged in or out: follow it.
  window.addEventListener('storage', (e) => {
    if (e.key === 'token' || e.key === 'user' || e.key === null) {
      authHeader = null;
      notify();
    }
  });
}
