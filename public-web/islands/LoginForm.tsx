// /auth/login. After a successful login it goes to prevUrl when that is a path on this site
// (the admin area only for administrators), otherwise home. The button stays disabled until the
// island runs: logging in needs JavaScript (the token lives in localStorage, spec §3).
import { useEffect, useRef, useState } from 'preact/hooks';
import { isStaffRole } from '../../domain/roles.js';
import { ApiError, api } from './api.js';
import { afterLoginPath, isAdminPath, safeReturnPath } from './auth-actions.js';
import { Field, focusFirstError } from './Field.js';
import { getUser, setSession, type SessionUser } from './session.js';
import type { Errors } from './validators.js';

export function LoginForm() {
  const [ready, setReady] = useState(false);
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // Whatever was typed before the script arrived is kept.
    const f = form.current?.elements;
    const typed = (name: string) => (f?.namedItem(name) as HTMLInputElement | null)?.value ?? '';
    setLoginId(typed('loginId'));
    setPassword(typed('password'));
    setReady(true);
    // The admin ended an idle login and sent the person here (?idle=<minutes>): say why.
    const idle = new URLSearchParams(window.location.search).get('idle');
    if (idle && /^\d{1,3}$/.test(idle)) {
      setFormError(`${idle}분 동안 사용하지 않아 로그아웃되었습니다. 다시 로그인해주세요.`);
    }
    // A logged-in user who is not an administrator was sent here by the admin area: say why.
    const user = getUser();
    if (
      user &&
      !isStaffRole(user.role) &&
      isAdminPath(safeReturnPath(new URLSearchParams(window.location.search).get('prevUrl')))
    ) {
      setFormError('관리자 권한이 없는 계정입니다. 관리자 계정으로 로그인해주세요.');
    }
  }, []);

  const submit = async (e: Event) => {
    e.preventDefault();
    const errs: Errors = {
      loginId: loginId.trim() ? '' : '아이디를 입력해주세요.',
      password: password ? '' : '비밀번호를 입력해주세요.',
    };
    setErrors(errs);
    setFormError('');
    if (errs.loginId || errs.password) {
      setTimeout(() => focusFirstError(form.current));
      return;
    }
    try {
      const res = await api.post<{ token: string; user: SessionUser }>('/auth/login', {
        loginId: loginId.trim(),
        password,
      });
      setSession(res.token, res.user);
      const prevUrl = new URLSearchParams(window.location.search).get('prevUrl');
      window.location.assign(afterLoginPath(prevUrl, res.user.role));
    } catch (err) {
      // A wrong password (401) gets no dialog on the login page (spec §8): say it here.
      if (err instanceof ApiError && err.status === 401) {
        setFormError(err.message);
        setPassword('');
      } else if (err instanceof ApiError) {
        setErrors(err.errors);
      }
    }
  };

  return (
    <form ref={form} class="auth-form" onSubmit={submit} noValidate method="post">
      {formError ? (
        <p class="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <Field
        id="loginId"
        label="아이디"
        value={loginId}
        error={errors.loginId}
        autoComplete="username"
        required
        maxLength={64}
        onInput={setLoginId}
      />
      <Field
        id="password"
        label="비밀번호"
        type="password"
        value={password}
        error={errors.password}
        autoComplete="current-password"
        required
        maxLength={128}
        onInput={setPassword}
      />
      <button type="submit" class="btn btn-primary btn-block" disabled={!ready}>
        로그인
      </button>
    </form>
  );
}
