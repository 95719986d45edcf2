// The look-up island: name + birth date + password, or receipt number + password → status and the staff's note.
import { useState } from 'preact/hooks';
import { send } from './api.js';
import { TextField } from './fields.js';
import { strings, labels, type Lang } from './strings.js';

interface LookupResult {
  receiptNo: string;
  name: string;
  termLabel: string;
  trackLabel: string;
  departmentName: string;
  status: string;
  statusLabel: string;
  note: string;
  submittedAtText: string;
}

export function LookupForm({ lang }: { lang: Lang }) {
  const t = strings[lang];
  const L = labels[lang];
  const [mode, setMode] = useState<'name' | 'receipt'>('name');
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [result, setResult] = useState<LookupResult | null>(null);
  const onChange = (name: string, value: string) => setValues({ ...values, [name]: value });

  const submit = async (ev: Event) => {
    ev.preventDefault();
    setError('');
    const body = mode === 'name'
      ? { name: (values.name ?? '').trim(), birthDate: values.birthDate ?? '', password: values.password ?? '' }
      : { receiptNo: (values.receiptNo ?? '').trim(), password: values.password ?? '' };
    const res = await send<LookupResult>('/api/applications/lookup', { ...body, locale: lang === 'zh' ? 'zh-Hans' : 'ko' }, t.genericError);
    if (res.ok && res.data) {
      setResult(res.data);
      setValues({});
    } else {
      setResult(null);
      setError(res.network ? t.networkError : (res.errorMessage ?? t.genericError));
    }
  };

  return (
    <div>
      <div class="tabs" role="tablist">
        {(['name', 'receipt'] as const).map((m) => (
          <button key={m} type="button" role="tab" aria-selected={mode === m} class={`tab${mode === m ? ' on' : ''}`} onClick={() => setMode(m)}>
            {m === 'name' ? t.byName : t.byReceipt}
          </button>
        ))}
      </div>
      <form class="card" onSubmit={submit} noValidate>
        {mode === 'name' ? (
          <>
            <TextField name="name" label={L.name} required requiredText={t.required} value={values.name ?? ''} onChange={onChange} maxLength={20} />
            <TextField name="birthDate" label={L.birthDate} type="date" required requiredText={t.required} value={values.birthDate ?? ''} onChange={onChange} />
          </>
        ) : (
          <TextField name="receiptNo" label={t.receiptNoLabel} hint={t.receiptNoHint} required requiredText={t.required} value={values.receiptNo ?? ''} onChange={onChange} maxLength={20} />
        )}
        <TextField name="password" label={L.password} type="password" required requiredText={t.required} value={values.password ?? ''} onChange={onChange} autoComplete="current-password" maxLength={64} />
        {error && <p class="summary show" role="alert">{error}</p>}
        <button type="submit" class="btn primary wide">{t.lookupSubmit}</button>
      </form>
      {result && (
        <section class="card result" aria-live="polite" data-testid="lookup-result">
          <h2>{result.receiptNo} · {result.name}</h2>
          <dl class="facts">
            <dt>{t.rTerm}</dt><dd>{result.termLabel}</dd>
            <dt>{t.rTrack}</dt><dd>{result.departmentName || result.trackLabel}</dd>
            <dt>{t.rSubmitted}</dt><dd>{result.submittedAtText}</dd>
            <dt>{t.lookupStatus}</dt><dd><strong class={`status status-${result.status}`}>{result.statusLabel}</strong></dd>
            <dt>{t.lookupNote}</dt><dd class="note">{result.note || t.lookupNoNote}</dd>
          </dl>
          <a class="btn" href="/receipt/complete">{t.printReceipt}</a>
        </section>
      )}
    </div>
  );
}
