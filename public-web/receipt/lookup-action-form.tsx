// An irreversible step an applicant takes in the look-up (등록 포기, 지원 취소): the look-up password typed again, a
// reason, and a tick that it cannot be undone. Without JavaScript the form posts to the page itself (the server's
// no-JS handler); the island asks once more in the site's confirm dialog and calls the API. Either way the server
// checks the credentials with the look-up's guard. decline-form.tsx and withdraw-form.tsx give the words and paths.
import { useState } from 'preact/hooks';
import { ApiError, api } from '../islands/api.js';
import { confirmAsync } from '../islands/ui-store.js';
import { FormRefusal, LookupPasswordField } from './lookup-password.js';
import { strings, type Lang } from './strings.js';

export interface LookupActionWords {
  title: string;
  lead: string;
  password: string;
  reason: string;
  confirm: string;
  submit: string;
  dialogTitle: string;
  dialogMessage: string;
  dialogOk: string;
  missing: string;
}

export interface LookupActionFormProps<R> {
  /** The ids' prefix and the section's data-testid ('decline', 'withdraw'). */
  name: string;
  lang: Lang;
  receiptNo: string;
  words: LookupActionWords;
  /** The no-JS form's address. */
  action: string;
  /** The API call, under /api. */
  apiPath: string;
  reasonRequired: boolean;
  /** What the server answered to the no-JS form (a refusal, or the tick left out). */
  error?: string;
  /** The island: the look-up's answer after the step. */
  onDone?: (result: R) => void;
}

export function LookupActionForm<R>(props: LookupActionFormProps<R>) {
  const { name, lang, receiptNo, words: w, reasonRequired } = props;
  const t = strings[lang];
  const [error, setError] = useState(props.error ?? '');
  const submit = async (ev: Event) => {
    ev.preventDefault();
    const form = new FormData(ev.currentTarget as HTMLFormElement);
    const password = String(form.get('password') ?? '');
    const reason = String(form.get('reason') ?? '').trim();
    if (!password || (reasonRequired && !reason) || form.get('confirm') !== 'yes') {
      setError(w.missing);
      return;
    }
    setError('');
    if (!(await confirmAsync({ title: w.dialogTitle, message: w.dialogMessage, okText: w.dialogOk }))) return;
    try {
      const body = { receiptNo, password, locale: lang === 'zh' ? 'zh-Hans' : 'ko', ...(reason ? { reason } : {}) };
      props.onDone?.(await api.post<R>(props.apiPath, body, { showsErrors: true }));
    } catch (err) {
      setError(err instanceof ApiError && !err.network ? err.message || t.genericError : t.networkError);
    }
  };
  return (
    <section class="decline" data-testid={name} aria-labelledby={`${name}-title`}>
      <h3 id={`${name}-title`}>{w.title}</h3>
      <p class="hint">{w.lead}</p>
      <form method="post" action={props.action} onSubmit={submit} noValidate>
        <input type="hidden" name="receiptNo" value={receiptNo} />
        <LookupPasswordField id={`${name}-password`} label={w.password} />
        <div class="field">
          <label for={`${name}-reason`} class="field-label">
            {w.reason}
          </label>
          <textarea id={`${name}-reason`} name="reason" rows={2} maxLength={500} required={reasonRequired} />
        </div>
        <label class="radio decline-confirm">
          <input type="checkbox" name="confirm" value="yes" required />
          <span>{w.confirm}</span>
        </label>
        <FormRefusal error={error} />
        <button type="submit" class="btn danger">
          {w.submit}
        </button>
      </form>
    </section>
  );
}
