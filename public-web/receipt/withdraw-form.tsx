// 지원 취소 in the look-up (issue 27): while the window is open the applicant withdraws with a reason, the look-up
// password typed again and a tick that it cannot be undone. Without JavaScript it posts to the page itself
// (server/web/receipt/self-service.tsx); the island asks once more in the site's confirm dialog and calls
// POST /api/applications/lookup/withdraw. Either way the server checks the credentials with the look-up's guard.
import { useState } from 'preact/hooks';
import { ApiError, api } from '../islands/api.js';
import { confirmAsync } from '../islands/ui-store.js';
import { selfServiceStrings, withdrawPath } from './self-service-strings.js';
import { strings, type Lang } from './strings.js';

export interface WithdrawFormProps<R> {
  lang: Lang;
  receiptNo: string;
  error?: string;
  onWithdrawn?: (result: R) => void;
}

export function WithdrawForm<R>({ lang, receiptNo, error: shown, onWithdrawn }: WithdrawFormProps<R>) {
  const s = selfServiceStrings[lang];
  const t = strings[lang];
  const [error, setError] = useState(shown ?? '');
  const submit = async (ev: Event) => {
    ev.preventDefault();
    const form = new FormData(ev.currentTarget as HTMLFormElement);
    const password = String(form.get('password') ?? '');
    const reason = String(form.get('reason') ?? '').trim();
    if (!password || !reason || form.get('confirm') !== 'yes') {
      setError(s.wdMissing);
      return;
    }
    setError('');
    if (!(await confirmAsync({ title: s.wdDialogTitle, message: s.wdDialogMessage, okText: s.wdDialogOk }))) return;
    try {
      const body = { receiptNo, password, reason, locale: lang === 'zh' ? 'zh-Hans' : 'ko' };
      onWithdrawn?.(await api.post<R>('/applications/lookup/withdraw', body, { showsErrors: true }));
    } catch (err) {
      setError(err instanceof ApiError && !err.network ? err.message || t.genericError : t.networkError);
    }
  };
  return (
    <section class="decline" data-testid="withdraw" aria-labelledby="withdraw-title">
      <h3 id="withdraw-title">{s.wdTitle}</h3>
      <p class="hint">{s.wdLead}</p>
      <form method="post" action={withdrawPath(lang)} onSubmit={submit} noValidate>
        <input type="hidden" name="receiptNo" value={receiptNo} />
        <div class="field">
          <label for="withdraw-password" class="field-label">
            {s.wdPassword}
          </label>
          <input
            id="withdraw-password"
            type="password"
            name="password"
            autoComplete="current-password"
            maxLength={64}
            required
          />
        </div>
        <div class="field">
          <label for="withdraw-reason" class="field-label">
            {s.wdReason}
          </label>
          <textarea id="withdraw-reason" name="reason" rows={2} maxLength={500} required />
        </div>
        <label class="radio decline-confirm">
          <input type="checkbox" name="confirm" value="yes" required />
          <span>{s.wdConfirm}</span>
        </label>
        {error && (
          <p class="summary show" role="alert">
            {error}
          </p>
        )}
        <button type="submit" class="btn danger">
          {s.wdSubmit}
        </button>
      </form>
    </section>
  );
}
