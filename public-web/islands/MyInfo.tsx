// The member's own page: edit profile, change password, withdraw (behind the confirm dialog).
// Loading it without a valid token answers 401, which the API client turns into the
// '로그인 후 이용해주세요' alert and the way back to the login page (spec §8).
import { useEffect, useState } from 'preact/hooks';
import { ApiError, api, needLogin } from './api.js';
import { Field } from './Field.js';
import { memberFields } from './member-fields.js';
import { clearSession, getToken, setUser, type SessionUser } from './session.js';
import { confirmAsync, showAlert } from './ui-store.js';
import { formatPhone, hasErrors, rules, type Errors } from './validators.js';

function Profile({ user, onSaved }: { user: SessionUser; onSaved: (u: SessionUser) => void }) {
  const [v, setV] = useState({ name: user.name, email: user.email, phone: user.phone });
  const [errors, setErrors] = useState<Errors>({});
  const submit = async (e: Event) => {
    e.preventDefault();
    const errs = { name: rules.name(v.name), email: rules.email(v.email), phone: rules.phone(v.phone) };
    setErrors(errs);
    if (hasErrors(errs)) return;
    try {
      const res = await api.put<{ user: SessionUser; message: string }>('/auth/my/info', v);
      onSaved(res.user);
      showAlert({ type: 'success', message: res.message });
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.errors);
    }
  };
  return (
    <form class="auth-form" onSubmit={submit} noValidate>
      <Field id="my-loginId" label="아이디" value={user.loginId} readOnly onInput={() => undefined} />
      {(['name', 'email', 'phone'] as const).map((k) => (
        <Field
          key={k}
          id={`my-${k}`}
          {...memberFields[k]}
          value={v[k]}
          error={errors[k]}
          onInput={(x) => setV({ ...v, [k]: k === 'phone' ? formatPhone(x) : x })}
        />
      ))}
      <button type="submit" class="btn btn-primary">
        회원정보 저장
      </button>
    </form>
  );
}

function PasswordChange() {
  const empty = { currentPassword: '', newPassword: '', confirm: '' };
  const [v, setV] = useState(empty);
  const [errors, setErrors] = useState<Errors>({});
  const submit = async (e: Event) => {
    e.preventDefault();
    const errs = {
      currentPassword: v.currentPassword ? '' : '현재 비밀번호를 입력해주세요.',
      newPassword: rules.password(v.newPassword),
      confirm: rules.passwordConfirm(v.confirm, v.newPassword),
    };
    setErrors(errs);
    if (hasErrors(errs)) return;
    try {
      const res = await api.put<{ message: string }>('/auth/my/info/password', {
        currentPassword: v.currentPassword,
        newPassword: v.newPassword,
      });
      setV(empty);
      showAlert({ type: 'success', message: res.message });
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.errors);
    }
  };
  return (
    <form class="auth-form" onSubmit={submit} noValidate>
      <Field
        id="currentPassword"
        {...memberFields.currentPassword}
        value={v.currentPassword}
        error={errors.currentPassword}
        onInput={(x) => setV({ ...v, currentPassword: x })}
      />
      <Field
        id="newPassword"
        {...memberFields.password}
        label="새 비밀번호"
        value={v.newPassword}
        error={errors.newPassword}
        onInput={(x) => setV({ ...v, newPassword: x })}
      />
      <Field
        id="newPasswordConfirm"
        {...memberFields.passwordConfirm}
        label="새 비밀번호 확인"
        value={v.confirm}
        error={errors.confirm}
        onInput={(x) => setV({ ...v, confirm: x })}
      />
      <button type="submit" class="btn btn-primary">
        비밀번호 변경
      </button>
    </form>
  );
}

function Withdrawal() {
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const submit = async (e: Event) => {
    e.preventDefault();
    if (!password) {
      setError('비밀번호를 입력해주세요.');
      return;
    }
    setError('');
    const ok = await confirmAsync({
      title: '회원 탈퇴',
      message: '탈퇴하면 회원 정보가 바로 삭제되며 되돌릴 수 없습니다. 정말 탈퇴하시겠습니까?',
      okText: '탈퇴',
    });
    if (!ok) return;
    try {
      const res = await api.delete<{ message: string }>('/auth/my/withdrawal', { password });
      clearSession();
      showAlert({ type: 'success', message: res.message, action: () => window.location.assign('/') });
    } catch (err) {
      if (err instanceof ApiError) setError(err.errors.password ?? '');
    }
  };
  return (
    <form class="auth-form" onSubmit={submit} noValidate>
      <p class="form-note">탈퇴하면 아이디와 회원 정보가 즉시 삭제되고, 같은 아이디로 다시 가입할 수 없습니다.</p>
      <Field
        id="withdraw-password"
        {...memberFields.currentPassword}
        label="비밀번호 확인"
        value={password}
        error={error}
        onInput={setPassword}
      />
      <button type="submit" class="btn btn-danger">
        회원 탈퇴
      </button>
    </form>
  );
}

export function MyInfo() {
  const [user, setUserState] = useState<SessionUser | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    // No token at all: the answer would be 401, so say what a 401 says without asking.
    if (!getToken()) {
      needLogin();
      setState('failed');
      return;
    }
    api
      .get<{ user: SessionUser }>('/auth/my/info')
      .then((res) => {
        setUser(res.user);
        setUserState(res.user);
        setState('ready');
      })
      .catch(() => setState('failed'));
  }, []);
  if (state === 'loading') return <p class="loading-text">회원 정보를 불러오고 있습니다.</p>;
  if (!user)
    return (
      <p class="loading-text">
        회원 정보를 불러오지 못했습니다. <a href="/auth/login?prevUrl=%2Fauth%2Fmy-info">로그인</a> 후 다시
        시도해주세요.
      </p>
    );
  const saved = (u: SessionUser) => {
    setUser(u);
    setUserState(u);
  };
  return (
    <div class="myinfo">
      <section class="content-section">
        <h2>회원정보 수정</h2>
        <Profile user={user} onSaved={saved} />
      </section>
      <section class="content-section">
        <h2>비밀번호 변경</h2>
        <PasswordChange />
      </section>
      <section class="content-section">
        <h2>회원 탈퇴</h2>
        <Withdrawal />
      </section>
    </div>
  );
}
