// The header's account links. The cached HTML shows 로그인 · 회원가입 for everyone; after mount the
// stored user switches them to 내 정보 · 로그아웃 (and 관리자 for an administrator).
import { ui, type Lang } from '../locale/index.js';
import { isStaffRole } from '../../domain/roles.js';
import { logout } from './auth-actions.js';
import { useSessionUser } from './use-session.js';

export interface AuthLinksProps {
  loginHref: string;
  lang?: Lang;
}

export function AuthLinks({ loginHref, lang = 'ko' }: AuthLinksProps) {
  const user = useSessionUser();
  const ko = ui(lang);
  if (!user) {
    return (
      <ul class="auth-links">
        <li>
          <a href={loginHref}>{ko.login}</a>
        </li>
        <li>
          <a href="/auth/join">{ko.join}</a>
        </li>
      </ul>
    );
  }
  return (
    <ul class="auth-links">
      {isStaffRole(user.role) ? (
        <li>
          <a href="/admin">{ko.admin}</a>
        </li>
      ) : null}
      <li>
        <a href="/auth/my-info">{ko.myInfo}</a>
      </li>
      <li>
        <button type="button" class="linklike" onClick={() => void logout()}>
          {ko.logout}
        </button>
      </li>
    </ul>
  );
}
