// The look-up: name + birth date + password, or receipt number + password → status and the staff's note.
// A plain form that posts to the page itself (the server answers with the result, server/web/receipt/lookup.tsx),
// so it works without JavaScript; the island sends the same fields to the API and shows the answer in place.
// The mode tabs are links (?by=receipt) for the same reason.
import type { ComponentProps } from 'preact';
import { useState } from 'preact/hooks';
import { ApiError, api } from '../islands/api.js';
import { type ApplicantResult, RegistrationNotice, ResultFacts } from './applicant-result.js';
import type { AdmissionPapers } from '../../domain/admission-papers.js';
import { TextField } from './fields.js';
import { PapersBlock } from './letter-view.js';
import { DeclineForm } from './decline-form.js';
import { declineStrings } from './decline-strings.js';
import { RefundBlock } from './refund-block.js';
import type { ReceiptFees } from '../../domain/fee-notice.js';
import { resultStrings } from './result-strings.js';
import { strings, labels, type Lang } from './strings.js';
import { ForgotLink, SelfServiceBlock, type SelfServiceProps, type SelfServiceResult } from './self-service.js';

export interface LookupResult extends ApplicantResult, SelfServiceResult {
  receiptNo: string;
  name: string;
  termLabel: string;
  trackLabel: string;
  departmentName: string;
  submittedAtText: string;
  /** After the announcement: the result letter and the papers to print. */
  papers?: AdmissionPapers;
  /** The fee until 입금 확인, the refund account (masked) and refunds. */
  fees?: ReceiptFees;
}

export type LookupMode = 'name' | 'receipt';

export interface LookupProps extends SelfServiceProps {
  lang: Lang;
  /** What the server rendered: the chosen tab, the typed values (never the password), its error or result. */
  mode?: LookupMode;
  values?: Record<string, string>;
  error?: string;
  result?: LookupResult | null;
  /** The no-JS 등록 포기: its refusal, or that it was done. */
  declineError?: string;
  declined?: boolean;
  /** The no-JS refund account form: its refusal, or that it was saved. */
  refundError?: string;
  refundSaved?: boolean;
}

/** What differs between the look-up's fields (all are required and kept in the form's values). */
type FieldExtras = Omit<ComponentProps<typeof TextField>, 'name' | 'required' | 'requiredText' | 'value' | 'onChange'>;

export const lookupPath = (lang: Lang) => (lang === 'zh' ? '/receipt/china-mba/lookup' : '/receipt/lookup');

export function LookupForm(props: LookupProps) {
  const { lang } = props;
  const t = strings[lang];
  const L = labels[lang];
  const action = lookupPath(lang);
  const [mode, setMode] = useState<LookupMode>(props.mode ?? 'name');
  const [values, setValues] = useState<Record<string, string>>(props.values ?? {});
  const [error, setError] = useState(props.error ?? '');
  const [result, setResult] = useState<LookupResult | null>(props.result ?? null);
  const [declined, setDeclined] = useState(props.declined ?? false);
  const onChange = (name: string, value: string) => setValues({ ...values, [name]: value });
  const pick = (m: LookupMode) => (ev: Event) => {
    ev.preventDefault();
    setMode(m);
  };

  // Every look-up field is required and keeps what was typed in `values`.
  const input = (name: string, more: FieldExtras) => (
    <TextField
      name={name}
      required
      requiredText={t.required}
      value={values[name] ?? ''}
      onChange={onChange}
      {...more}
    />
  );

  const submit = async (ev: Event) => {
    ev.preventDefault();
    setError('');
    // What the form holds, also what was typed before the island woke up.
    const form = new FormData(ev.currentTarget as HTMLFormElement);
    const field = (k: string) => String(form.get(k) ?? values[k] ?? '');
    const body =
      mode === 'name'
        ? { name: field('name').trim(), birthDate: field('birthDate'), password: field('password') }
        : { receiptNo: field('receiptNo').trim(), password: field('password') };
    try {
      setDeclined(false);
      setResult(
        await api.post<LookupResult>(
          '/applications/lookup',
          { ...body, locale: lang === 'zh' ? 'zh-Hans' : 'ko' },
          { showsErrors: true },
        ),
      );
      setValues({});
    } catch (err) {
      setResult(null);
      setError(err instanceof ApiError && !err.network ? err.message || t.genericError : t.networkError);
    }
  };

  return (
    <div>
      <div class="tabs" role="tablist">
        {(['name', 'receipt'] as const).map((m) => (
          <a
            key={m}
            href={m === 'name' ? action : `${action}?by=receipt`}
            role="tab"
            aria-selected={mode === m}
            class={`tab${mode === m ? ' on' : ''}`}
            onClick={pick(m)}
          >
            {m === 'name' ? t.byName : t.byReceipt}
          </a>
        ))}
      </div>
      <form class="card" method="post" action={action} onSubmit={submit} noValidate>
        <input type="hidden" name="by" value={mode} />
        {mode === 'name' ? (
          <>
            {input('name', { label: L.name, maxLength: 20 })}
            {input('birthDate', { label: L.birthDate, type: 'date' })}
          </>
        ) : (
          input('receiptNo', { label: t.receiptNoLabel, hint: t.receiptNoHint, maxLength: 20 })
        )}
        {input('password', { label: L.password, type: 'password', autoComplete: 'current-password', maxLength: 64 })}
        {error && (
          <p class="summary show" role="alert">
            {error}
          </p>
        )}
        <button type="submit" class="btn primary wide">
          {t.lookupSubmit}
        </button>
      </form>
      <ForgotLink lang={lang} />
      {result && (
        <section class="card result" aria-live="polite" data-testid="lookup-result">
          <h2>
            {result.receiptNo} · {result.name}
          </h2>
          <dl class="facts">
            <dt>{t.rTerm}</dt>
            <dd>{result.termLabel}</dd>
            <dt>{t.rTrack}</dt>
            <dd>{result.trackLabel}</dd>
            {result.departmentName && (
              <>
                <dt>{t.rDept}</dt>
                <dd>{result.departmentName}</dd>
              </>
            )}
            <dt>{t.rSubmitted}</dt>
            <dd>{result.submittedAtText}</dd>
            <ResultFacts result={result} lang={lang} withNote />
          </dl>
          <RegistrationNotice result={result} lang={lang} />
          <PapersBlock papers={result.papers} lang={lang} />
          <RefundBlock<LookupResult>
            lang={lang}
            receiptNo={result.receiptNo}
            fees={result.fees}
            error={props.refundError}
            saved={props.refundSaved}
            onSaved={setResult}
          />
          <div class="actions">
            <a class="btn" href="/receipt/complete">
              {t.printReceipt}
            </a>
            <a class="btn" href="/receipt/ticket">
              {resultStrings[lang].openTicket}
            </a>
          </div>
          <SelfServiceBlock<LookupResult> lang={lang} result={result} shown={props} onResult={setResult} />
          {declined && (
            <p class="done" role="status" data-testid="declined">
              {declineStrings[lang].done}
            </p>
          )}
          {result.status === 'accepted' && (
            <DeclineForm<LookupResult>
              lang={lang}
              receiptNo={result.receiptNo}
              error={props.declineError}
              onDeclined={(r) => {
                setResult(r);
                setDeclined(true);
              }}
            />
          )}
        </section>
      )}
    </div>
  );
}
