// The look-up password reset page, /receipt/lookup/reset and the China MBA one: plain forms that post to
// the page itself (server/web/receipt/self-service.tsx), so it works without JavaScript. Step 1 asks the receipt
// number (or the name) and the application's e-mail and mails a code; step 2 takes the code and the new password.
// The page says the same after step 1 whether or not anything matched.
import { TextField } from './fields.js';
import { resetPath, selfServiceStrings } from './self-service-strings.js';
import { lookupPath } from './lookup-form.js';
import { strings, type Lang } from './strings.js';

export interface ResetPageProps {
  lang: Lang;
  step: 'ask' | 'code' | 'done';
  values?: { who?: string; email?: string };
  /** After step 1: the one answer whether or not anything matched. */
  message?: string;
  error?: string;
  errors?: Record<string, string>;
}

const noop = () => undefined;

export function ResetPage({ lang, step, values = {}, message, error, errors = {} }: ResetPageProps) {
  const s = selfServiceStrings[lang];
  const t = strings[lang];
  const field = (name: string, label: string, more: Record<string, unknown> = {}) => (
    <TextField
      name={name}
      label={label}
      required
      requiredText={t.required}
      value={(values as Record<string, string>)[name] ?? ''}
      onChange={noop}
      error={errors[name]}
      {...more}
    />
  );
  if (step === 'done')
    return (
      <div class="card" data-testid="reset-done">
        <p class="done" role="status">
          {message}
        </p>
        <a class="btn primary wide" href={`${lookupPath(lang)}?by=receipt`}>
          {s.resetBack}
        </a>
      </div>
    );
  return (
    <div>
      {message && (
        <p class="done" role="status" data-testid="reset-sent">
          {message}
        </p>
      )}
      <form class="card" method="post" action={resetPath(lang)} noValidate>
        <input type="hidden" name="step" value={step === 'ask' ? 'code' : 'reset'} />
        {field('who', s.resetWho, { hint: s.resetWhoHint, maxLength: 50 })}
        {field('email', s.resetEmail, { type: 'email', autoComplete: 'email', maxLength: 254 })}
        {step === 'code' && (
          <>
            {field('code', s.resetCode, { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 })}
            {field('password', s.resetPassword, { type: 'password', autoComplete: 'new-password', maxLength: 64 })}
            {field('passwordConfirm', s.resetPasswordConfirm, {
              type: 'password',
              autoComplete: 'new-password',
              maxLength: 64,
            })}
          </>
        )}
        {error && (
          <p class="summary show" role="alert">
            {error}
          </p>
        )}
        <button type="submit" class="btn primary wide">
          {step === 'ask' ? s.resetSend : s.resetSubmit}
        </button>
      </form>
    </div>
  );
}
