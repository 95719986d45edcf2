// /auth/login. After a successful login it goes to prevUrl when that is a path on this site
// (the admin area only for administrators), otherwise home. Without JavaScript the form posts to
// /api/auth/login-form, which sets the page-session cookie and goes back to prevUrl (a site member
// reads a members-only board so); with it, the island logs in through the API (the token lives in
// localStorage, spec §3) and the same cookie comes with the answer.
// An account with two-factor login gets a second step after its password (the server answers 401 otpRequired):
// the authenticator app's 6-digit code, or one of its recovery codes.
import { useEffect, useRef, useState } from 'preact/hooks';
import { isStaffRole } from '../../domain/roles.js';
import { ApiError, api } from './api.js';
import { afterLoginPath, isAdminPath, safeReturnPath } from './auth-actions.js';
import { Field, focusFirstError } from './Field.js';
import { ko } from '../locale/ko.js';
import { getUser, setSession, type SessionUser } from './session.js';
import type { Errors } from './validators.js';

/** Why the form without JavaScript came back (/api/auth/login-form's `failed`). */
const FORM_FAILED: Record<string, string> = {
  wrong: '아이디 또는 비밀번호가 올바르지 않습니다.',
  empty: '아이디와 비밀번호를 입력해주세요.',
  locked: '로그인 시도가 많아 잠시 막혔습니다. 잠시 후 다시 시도해주세요.',
  script: '관리자 계정과 2단계 인증 계정은 JavaScript를 켜고 로그인해주세요.',
  origin: '다시 로그인해주세요.',
};

export function LoginForm() {
  const [ready, setReady] = useState(false);
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');
  const [step, setStep] = useState<'password' | 'otp'>('password');
  const [otp, setOtp] = useState('');
  const [recovery, setRecovery] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // The login page is Korean (its other words are too); the island is rendered on the server as well.
  const t = ko.otp;
  // Entering the code step (or switching to a recovery code) puts the keyboard in its one field.
  useEffect(() => {
    if (step === 'otp') document.getElementById('otp')?.focus();
  }, [step, recovery]);
  useEffect(() => {
    // Whatever was typed before the script arrived is kept.
    const f = form.current?.elements;
    const typed = (name: string) => (f?.namedItem(name) as HTMLInputElement | null)?.value ?? '';
    setLoginId(typed('loginId'));
    setPassword(typed('password'));
    setReady(true);
    // The form without JavaScript came back (?failed=…): say why.
    const failed = new URLSearchParams(window.location.search).get('failed');
    if (failed) setFormError(FORM_FAILED[failed] ?? FORM_FAILED.wrong);
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

  const backToPassword = () => {
    setStep('password');
    setOtp('');
    setPassword('');
    setRecovery(false);
    setErrors({});
  };

  const submit = async (e: Event) => {
    e.preventDefault();
    const errs: Errors =
      step === 'otp'
        ? { otp: otp.trim() ? '' : t.empty }
        : {
            loginId: loginId.trim() ? '' : '아이디를 입력해주세요.',
            password: password ? '' : '비밀번호를 입력해주세요.',
          };
    setErrors(errs);
    setFormError('');
    if (Object.values(errs).some(Boolean)) {
      setTimeout(() => focusFirstError(form.current));
      return;
    }
    try {
      const res = await api.post<{ token: string; user: SessionUser }>('/auth/login', {
        loginId: loginId.trim(),
        password,
        ...(step === 'otp' ? { otp: otp.trim() } : {}),
      });
      setSession(res.token, res.user);
      const prevUrl = new URLSearchParams(window.location.search).get('prevUrl');
      window.location.assign(afterLoginPath(prevUrl, res.user.role));
    } catch (err) {
      if (err instanceof ApiError && err.status === 401 && err.flags.otpRequired === true) {
        // The password was right: ask for the code; a wrong or used code is said under the code field.
        if (step === 'password') setStep('otp');
        else {
          setErrors({ otp: err.message });
          setOtp('');
          setTimeout(() => focusFirstError(form.current));
        }
      } else if (err instanceof ApiError && err.status === 401) {
        // A wrong password (401) gets no dialog on the login page (spec §8): say it here.
        backToPassword();
        setFormError(err.message);
      } else if (err instanceof ApiError) {
        setErrors(err.errors);
      }
    }
  };

  if (step === 'otp') {
    return (
      <form ref={form} class="auth-form" onSubmit={submit} noValidate method="post">
        <fieldset>
          <legend>{t.title}</legend>
          <p class="form-note">{t.lead}</p>
          <Field
            id="otp"
            label={recovery ? t.recoveryLabel : t.label}
            value={otp}
            error={errors.otp}
            hint={recovery ? t.recoveryHint : t.hint}
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            maxLength={recovery ? 20 : 6}
            required
            onInput={setOtp}
          />
          <button
            type="button"
            class="btn btn-line btn-small"
            onClick={() => {
              setRecovery(!recovery);
              setOtp('');
              setErrors({});
            }}
          >
            {recovery ? t.useApp : t.useRecovery}
          </button>
        </fieldset>
        <button type="submit" class="btn btn-primary btn-block">
          {t.submit}
        </button>
        <button type="button" class="btn btn-line btn-block" onClick={backToPassword}>
          {t.back}
        </button>
      </form>
    );
  }

  return (
    <form ref={form} class="auth-form" onSubmit={submit} noValidate method="post" action="/api/auth/login-form">
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
      <button type="submit" class="btn btn-primary btn-block" aria-busy={!ready}>
        로그인
      </button>
    </form>
  );
}
