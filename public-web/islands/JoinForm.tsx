// /auth/join: the consents (terms and the collection notice shown above the form), then the member
// fields, each checked on blur and again on submit; the server's field messages land on the same fields.
import { Fragment } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { ApiError, api } from './api.js';
import { afterLoginPath } from './auth-actions.js';
import { Field, focusFirstError } from './Field.js';
import { memberFields } from './member-fields.js';
import { setSession, type SessionUser } from './session.js';
import { showAlert } from './ui-store.js';
import { formatPhone, hasErrors, rules, type Errors } from './validators.js';

const FIELDS = ['loginId', 'password', 'passwordConfirm', 'name', 'email', 'phone'] as const;
type Values = Record<(typeof FIELDS)[number], string>;
// The join form shows an example under the contact fields.
const joinHints: Partial<Record<keyof Values, string>> = { email: '예: hong@example.com', phone: '예: 010-1234-5678' };
const valuesOf = (read: (k: keyof Values) => string) =>
  Object.fromEntries(FIELDS.map((k) => [k, k === 'phone' ? formatPhone(read(k)) : read(k)])) as Values;

// The two required consents: the field the server names, the text it belongs to, the checkbox and the message.
const CONSENTS = [
  {
    key: 'terms',
    name: 'agreeTerms',
    describedBy: 'terms-text',
    text: '[필수] 이용약관에 동의합니다.',
    missing: '이용약관에 동의해주세요.',
  },
  {
    key: 'privacy',
    name: 'agreePrivacy',
    describedBy: 'privacy-consent-text',
    text: '[필수] 개인정보 수집·이용에 동의합니다.',
    missing: '개인정보 수집·이용에 동의해주세요.',
  },
] as const;
type Agreement = Record<(typeof CONSENTS)[number]['key'], boolean>;

function check(k: keyof Values, v: Values): string {
  if (k === 'passwordConfirm') return rules.passwordConfirm(v.passwordConfirm, v.password);
  return rules[k](v[k]);
}

export function JoinForm() {
  const [ready, setReady] = useState(false);
  const [v, setV] = useState<Values>(() => valuesOf(() => ''));
  const [agree, setAgree] = useState<Agreement>({ terms: false, privacy: false });
  const [errors, setErrors] = useState<Errors>({});
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // Whatever was typed before the script arrived is kept.
    const f = form.current?.elements;
    const typed = (name: string) => (f?.namedItem(name) as HTMLInputElement | null)?.value ?? '';
    setV(valuesOf(typed));
    setReady(true);
  }, []);

  // A shown error is re-checked while typing, so it disappears before the visitor reaches the button
  // (clearing it on blur would move the button away from a pending click).
  const set = (k: keyof Values) => (value: string) => {
    const next = { ...v, [k]: k === 'phone' ? formatPhone(value) : value };
    setV(next);
    setErrors((e) => {
      const fix = { ...e };
      if (e[k]) fix[k] = check(k, next);
      if (k === 'password' && e.passwordConfirm) fix.passwordConfirm = check('passwordConfirm', next);
      return fix;
    });
  };
  const blur = (k: keyof Values) => () => {
    if (v[k]) setErrors((e) => ({ ...e, [k]: check(k, v) }));
  };
  const setAgreement = (next: Agreement) => {
    setAgree(next);
    setErrors((e) => {
      const fix = { ...e };
      for (const c of CONSENTS) fix[c.name] = next[c.key] ? '' : (e[c.name] ?? '');
      return fix;
    });
  };

  const submit = async (e: Event) => {
    e.preventDefault();
    const errs: Errors = {};
    for (const c of CONSENTS) errs[c.name] = agree[c.key] ? '' : c.missing;
    for (const k of FIELDS) errs[k] = check(k, v);
    setErrors(errs);
    if (hasErrors(errs)) {
      setTimeout(() => focusFirstError(form.current));
      return;
    }
    try {
      const { passwordConfirm: _, ...body } = v;
      const res = await api.post<{ token: string; user: SessionUser }>('/auth/join', {
        ...body,
        agreeTerms: true,
        agreePrivacy: true,
      });
      setSession(res.token, res.user);
      const prevUrl = new URLSearchParams(window.location.search).get('prevUrl');
      showAlert({
        type: 'success',
        message: `${res.user.name}님, 회원가입이 완료되었습니다.`,
        action: () => window.location.assign(afterLoginPath(prevUrl, res.user.role)),
      });
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.errors).length) {
        setErrors(err.errors);
        setTimeout(() => focusFirstError(form.current));
      }
    }
  };

  const all = agree.terms && agree.privacy;
  return (
    <form ref={form} class="auth-form auth-form--wide" onSubmit={submit} noValidate method="post">
      <fieldset class="consents">
        <legend>약관 동의</legend>
        <label class="check check--all">
          <input type="checkbox" checked={all} onChange={() => setAgreement({ terms: !all, privacy: !all })} />
          <span>이용약관과 개인정보 수집·이용에 모두 동의합니다.</span>
        </label>
        {CONSENTS.map((c) => (
          <Fragment key={c.key}>
            <label class="check">
              <input
                type="checkbox"
                name={c.name}
                checked={agree[c.key]}
                aria-invalid={errors[c.name] ? 'true' : undefined}
                aria-describedby={c.describedBy}
                onChange={() => setAgreement({ ...agree, [c.key]: !agree[c.key] })}
              />
              <span>{c.text}</span>
            </label>
            {errors[c.name] ? <p class="field-error">{errors[c.name]}</p> : null}
          </Fragment>
        ))}
      </fieldset>
      <fieldset class="member-fields">
        <legend>회원 정보</legend>
        {FIELDS.map((k) => (
          <Field
            key={k}
            id={k}
            {...memberFields[k]}
            hint={joinHints[k] ?? memberFields[k].hint}
            value={v[k]}
            error={errors[k]}
            onInput={set(k)}
            onBlur={blur(k)}
          />
        ))}
      </fieldset>
      <button type="submit" class="btn btn-primary btn-block" disabled={!ready}>
        회원가입
      </button>
    </form>
  );
}
