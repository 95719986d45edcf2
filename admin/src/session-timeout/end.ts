// The end of an idle login: the server is told (the login is revoked), the stored session is cleared, and the
// login page opens with the reason (?idle=<minutes>: it says "…분 동안 사용하지 않아 로그아웃되었습니다").
import { clearSession, getToken, goToLogin } from '../session';

export async function endIdleSession(minutes: number): Promise<void> {
  await fetch('/api/auth/logout', {
    method: 'POST',
    headers: { Authorization: `Bearer ${getToken() ?? ''}` },
    credentials: 'same-origin',
  }).catch(() => undefined);
  clearSession();
  goToLogin({ idle: String(minutes) });
}

/** An answer that says the login ended for idleness (401 idleTimeout), with the minutes from its message. */
export function idleMinutesOf(body: unknown): number | null {
  const b = (body ?? {}) as { idleTimeout?: boolean; errorMessage?: string };
  if (!b.idleTimeout) return null;
  return Number(/^(\d+)분/.exec(b.errorMessage ?? '')?.[1] ?? 30);
}
