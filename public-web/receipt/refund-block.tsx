// The look-up's fee and refund part: the fee to pay until 입금 확인, the refund rule of 고등교육법 in one
// paragraph, the refund account as given (masked), the refunds the office recorded, and a small form to give or
// change the account. The form asks the look-up password again and posts to the page itself without JavaScript
// (server/web/receipt/refund-account.tsx); the island calls POST /api/applications/lookup/refund-account. Either way
// the server checks the credentials with the look-up's guard.
import { useState } from 'preact/hooks';
import type { ReceiptFees } from '../../domain/fee-notice.js';
import { REFUND_FIELDS } from '../../domain/refund-labels.js';
import { ApiError, api } from '../islands/api.js';
import { FeeNotice } from './fee-notice.js';
import { feeStrings } from './fee-strings.js';
import { FormRefusal, LookupPasswordField } from './lookup-password.js';
import { labels, strings, type Lang } from './strings.js';

export const refundAccountPath = (lang: Lang) =>
  lang === 'zh' ? '/receipt/china-mba/lookup/refund-account' : '/receipt/lookup/refund-account';

export interface RefundBlockProps<R> {
  lang: Lang;
  receiptNo: string;
  fees: ReceiptFees | undefined;
  /** The no-JS form's refusal, or that the account was saved. */
  error?: string;
  saved?: boolean;
  /** The island: the look-up's answer after the account was saved. */
  onSaved?: (result: R) => void;
}

export function RefundBlock<R>({ lang, receiptNo, fees, error: shown, saved: wasSaved, onSaved }: RefundBlockProps<R>) {
  const f = feeStrings[lang];
  const t = strings[lang];
  const L = labels[lang];
  const [error, setError] = useState(shown ?? '');
  const [saved, setSaved] = useState(wasSaved ?? false);
  if (!fees) return null;
  const submit = async (ev: Event) => {
    ev.preventDefault();
    const el = ev.currentTarget as HTMLFormElement;
    const form = new FormData(el);
    const value = (k: string) => String(form.get(k) ?? '').trim();
    if (!value('password') || REFUND_FIELDS.some((k) => !value(k))) {
      setError(f.refundMissing);
      return;
    }
    setError('');
    setSaved(false);
    try {
      const body = {
        receiptNo,
        password: String(form.get('password') ?? ''),
        locale: lang === 'zh' ? 'zh-Hans' : 'ko',
        ...Object.fromEntries(REFUND_FIELDS.map((k) => [k, value(k)])),
      };
      onSaved?.(await api.post<R>('/applications/lookup/refund-account', body, { showsErrors: true }));
      setSaved(true);
      el.reset();
    } catch (err) {
      setError(err instanceof ApiError && !err.network ? err.message || t.genericError : t.networkError);
    }
  };
  return (
    <>
      <FeeNotice fees={fees} lang={lang} />
      <section class="refund" data-testid="refund" aria-labelledby="refund-title">
        <h3 id="refund-title">{f.refundTitle}</h3>
        <p class="hint">{f.refundLaw}</p>
        <p data-testid="refund-account">
          {fees.refundAccount ? `${f.refundAccount}: ${fees.refundAccount}` : f.refundNone}
        </p>
        {fees.refunds.length > 0 && (
          <table class="refunds" data-testid="refunds">
            <caption>{f.refundsDone}</caption>
            <thead>
              <tr>
                <th scope="col">{f.refundOn}</th>
                <th scope="col">{f.refundAmount}</th>
                <th scope="col">{f.refundReason}</th>
              </tr>
            </thead>
            <tbody>
              {fees.refunds.map((r, i) => (
                <tr key={i}>
                  <td>{r.refundedOn}</td>
                  <td>{r.amountText}</td>
                  <td>{r.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <details class="refund-form" open={!!error}>
          <summary>{f.refundFormTitle}</summary>
          <form method="post" action={refundAccountPath(lang)} onSubmit={submit} noValidate>
            <input type="hidden" name="receiptNo" value={receiptNo} />
            {REFUND_FIELDS.map((name) => (
              <div class="field" key={name}>
                <label for={`refund-${name}`} class="field-label">
                  {L[name]}
                </label>
                <input
                  id={`refund-${name}`}
                  name={name}
                  maxLength={name === 'refundHolder' ? 50 : 30}
                  inputMode={name === 'refundAccount' ? 'numeric' : undefined}
                  autoComplete="off"
                  required
                />
              </div>
            ))}
            <LookupPasswordField id="refund-password" label={f.refundPassword} />
            <FormRefusal error={error} />
            <button type="submit" class="btn">
              {f.refundSubmit}
            </button>
          </form>
        </details>
        {saved && (
          <p class="done" role="status" data-testid="refund-saved">
            {f.refundSaved}
          </p>
        )}
      </section>
    </>
  );
}
