// react-admin's auth: the same token as the public site; not logged in or not an admin → the public login page.
import type { AuthProvider } from 'react-admin';
import { clearSession, getStoredUser, getToken, goToLogin, isLeaving, refreshToken } from './session';
import { setPendingStep, stepFromAnswer } from './account/pending';
import { markActivity, setIdleMinutes } from './session-timeout/activity';
import { endIdleSession, idleMinutesOf } from './session-timeout/end';
import { setAdminTitle } from './layout/admin-title';

async function adminCheck(): Promise<number> {
  const res = await fetch('/api/auth/admin', { headers: { Authorization: `Bearer ${getToken() ?? ''}` } });
  const body = (await res.json().catch(() => null)) as { idleMinutes?: number; adminTitle?: string } | null;
  if (res.ok) {
    // The server's idle limit: the warning counts down to it from this call on.
    setIdleMinutes(typeof body?.idleMinutes === 'number' ? body.idleMinutes : null);
    setAdminTitle(body?.adminTitle);
    markActivity();
  }
  const idle = res.status === 401 ? idleMinutesOf(body) : null;
  if (idle !== null) await endIdleSession(idle);
  // A first step the account must take (password change, 2FA enrolment) is a 403 that names it.
  const step = res.status === 403 ? stepFromAnswer(body) : null;
  setPendingStep(step);
  return step ? 200 : res.status;
}

export const authProvider: AuthProvider = {
  async login() {
    // Logging in happens on the public /auth/login page.
    goToLogin();
  },
  async logout() {
    // react-admin also "logs out" after a failed auth check; we are already going to the login page then.
    if (isLeaving()) return false;
    await fetch('/api/auth/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${getToken() ?? ''}` },
      credentials: 'same-origin',
    }).catch(() => undefined);
    clearSession();
    // Spec §4: after logout the user goes to the home page.
    window.location.assign('/');
    return false;
  },
  async checkAuth() {
    let status = getToken() ? await adminCheck() : 401;
    if (status === 401 && (await refreshToken())) status = await adminCheck();
    if (status === 200) return;
    // Not logged in → the login page; logged in but not an admin → the login page too (it says why), still logged in.
    if (status === 401) clearSession();
    if (status === 401 || status === 403) goToLogin();
    throw {
      message: status === 403 ? '관리자 권한이 없는 계정입니다.' : '로그인 후 이용해주세요',
      redirectTo: false,
      logoutUser: false,
    };
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      clearSession();
      goToLogin();
      throw { redirectTo: false, logoutUser: false, message: false };
    }
    // 403 stays logged in: react-admin shows the server's message as a notice.
  },
  async getIdentity() {
    const user = getStoredUser();
    if (!user) throw new Error('로그인 후 이용해주세요');
    return { id: user.id, fullName: user.name || user.loginId };
  },
  async getPermissions() {
    return getStoredUser()?.role ?? null;
  },
};
