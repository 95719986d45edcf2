// 등록 포기 in the look-up (issue 26): a 합격 applicant tells the office they will not register. The form asks the
// look-up password again and a tick that it cannot be undone; it posts to the page itself without JavaScript
// (server/web/receipt/decline.tsx), and the island asks once more in the site's confirm dialog before it calls
// POST /api/applications/lookup/decline. Either way the server checks the credentials with the look-up's guard.
import { useState } from 'preact/hooks';
import { ApiError, api } from '../islands/api.js';
import { confirmAsync } from '../islands/ui-store.js';
import { declineStrings } from './decline-strings.js';
import { strings, type Lang } from './strings.js';

export const declinePath = (lang: Lang) =>
  lang === 'zh' ? '/receipt/china-mba/lookup/decline' : '/receipt/lookup/decline';

export interface DeclineFormProps<R> {
  lang: Lang;
  receiptNo: string;
  /** What the server answered to the no-JS form (a refusal, or the tick left out). */
  error?: string;
  /** The island: the look-up's answer after the 등록포기. */
  onDeclined?: (result: R) => void;
}

export function DeclineForm<R>({ lang, receiptNo, error: shown, onDeclined }: DeclineFormProps<R>) {
  const d = declineStrings[lang];
  const t = strings[lang];
  const [error, setError] = useState(shown ?? '');
  const submit = async (ev: Event) => {
    ev.preventDefault();
    const form = new FormData(ev.currentTarget as HTMLFormElement);
    const password = String(form.get('password') ?? '');
    const reason = String(form.get('reason') ?? '').trim();
    if (!password || form.get('confirm') !== 'yes') {
      setError(d.missing);
      return;
    }
    setError('');
    if (!(await confirmAsync({ title: d.dialogTitle, message: d.dialogMessage, okText: d.dialogOk }))) return;
    try {
      const body = { receiptNo, password, locale: lang === 'zh' ? 'zh-Hans' : 'ko', ...(reason ? { reason } : {}) };
      onDeclined?.(await api.post<R>('/applications/lookup/decline', body, { showsErrors: true }));
    } catch (err) {
      setError(err instanceof ApiError && !err.network ? err.message || t.genericError : t.networkError);
    }
  };
  return (
    <section class="decline" data-testid="decline" aria-labelledby="decline-title">
      <h3 id="decline-title">{d.title}</h3>
      <p class="hint">{d.lead}</p>
      <form method="post" action={declinePath(lang)} onSubmit={submit} noValidate>
        <input type="hidden" name="receiptNo" value={receiptNo} />
        <div class="field">
          <label for="decline-password" class="field-label">
            {d.password}
          </label>
          <input
            id="decline-password"
            type="password"
            name="password"
            autoComplete="current-password"
            maxLength={64}
            required
          />
        </div>
        <div class="field">
          <label for="decline-reason" class="field-label">
            {d.reason}
          </label>
          <textarea id="decline-reason" name="reason" rows={2} maxLength={500} />
        </div>
        <label class="radio decline-confirm">
          <input type="checkbox" name="confirm" value="yes" required />
          <span>{d.confirm}</span>
        </label>
        {error && (
          <p class="summary show" role="alert">
            {error}
          </p>
        )}
        <button type="submit" class="btn danger">
          {d.submit}
        </button>
      </form>
    </section>
  );
}
