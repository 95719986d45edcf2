// The application island: consent first, then the form; the draft follows every keystroke into localStorage;
// the submit is one multipart POST with an idempotency key, and the form locks once it is sent.
import { useEffect, useRef, useState } from 'preact/hooks';
import { ApiError, api } from '../islands/api.js';
import { ConsentStep } from './consent-step.js';
import { clearDraft, clockText, loadDraft, newIdempotencyKey, saveDraft } from './draft.js';
import { FormSections } from './form-sections.js';
import { DOCUMENT_KINDS, extensionOk } from './programs-client.js';
import { strings, type Lang } from './strings.js';

export interface ApplicationFormProps {
  lang: Lang;
  terms: string[];
  retentionDays: number;
}

const CONSENTS = ['consentPrivacy', 'consentVerify', 'consentCareer', 'consentMarketing'];
const REQUIRED_CONSENTS = ['consentPrivacy', 'consentVerify'];
const CAREER = ['company', 'companyDept', 'position', 'careerYears', 'industry', 'careerRole'];
const BASE = [
  'idempotencyKey',
  'term',
  'name',
  'nameEn',
  'birthDate',
  'gender',
  'nationality',
  'mobile',
  'email',
  'postalCode',
  'address',
  'addressDetail',
  'school',
  'major',
  'degree',
  'degreeStatus',
  'eduStart',
  'eduEnd',
  'essayIntro',
  'essayPlan',
  'password',
  'passwordConfirm',
];

export function ApplicationForm({ lang, terms, retentionDays }: ApplicationFormProps) {
  const t = strings[lang];
  const initial: Record<string, string> = {
    nationality: lang === 'zh' ? '中国' : '대한민국',
    term: terms.length === 1 ? terms[0] : '',
  };
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [files, setFiles] = useState<Record<string, File[]>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [step, setStep] = useState<'consent' | 'form'>('consent');
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle');
  const [notice, setNotice] = useState('');
  const [summary, setSummary] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const top = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const draft = loadDraft(lang);
    const restored = { ...initial, ...(draft?.values ?? {}) };
    restored.idempotencyKey ||= newIdempotencyKey();
    setValues(restored);
    if (restored._step === 'form' && REQUIRED_CONSENTS.every((k) => restored[k] === 'yes')) setStep('form');
    if (draft) setNotice(t.draftRestored(clockText(draft.savedAt, lang)));
  }, []);

  const persist = (next: Record<string, string>) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const at = saveDraft(lang, next);
      if (at) setNotice(t.draftSaved(clockText(at, lang)));
    }, 400);
  };

  /** Forgets the draft, including a save still waiting in the debounce (it would write the data back afterwards). */
  const dropDraft = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    clearDraft(lang);
  };

  const onChange = (name: string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
    persist(next);
  };

  const onFiles = (kind: string, list: File[]) => {
    const spec = DOCUMENT_KINDS.find((d) => d.kind === kind)!;
    const bad = list.find((f) => !extensionOk(f.name, spec.extensions))
      ? t.fileBadType
      : list.find((f) => f.size > spec.maxMb * 1024 * 1024)
        ? t.fileTooBig(spec.maxMb)
        : '';
    setFiles({ ...files, [kind]: bad ? [] : list });
    setErrors(({ [kind]: _gone, ...rest }) => (bad ? { ...rest, [kind]: bad } : rest));
  };

  const scrollTop = () => top.current?.scrollIntoView({ block: 'start' });

  const toForm = () => {
    const missing = Object.fromEntries(
      REQUIRED_CONSENTS.filter((k) => values[k] !== 'yes').map((k) => [k, t.consentMissing]),
    );
    setErrors(missing);
    if (Object.keys(missing).length) return;
    const next = {
      ...values,
      _step: 'form',
      consentCareer: values.consentCareer || 'no',
      consentMarketing: values.consentMarketing || 'no',
    };
    setValues(next);
    persist(next);
    setStep('form');
    setTimeout(scrollTop, 0);
  };

  const showErrors = (found: Record<string, string>, message: string) => {
    setErrors(found);
    setSummary(message);
    if (Object.keys(found).some((k) => CONSENTS.includes(k))) setStep('consent');
    setTimeout(() => {
      const first = document.querySelector<HTMLElement>('.has-error input, .has-error select, .has-error textarea');
      (first ?? document.getElementById('form-summary'))?.focus();
    }, 0);
  };

  const submit = async (ev: Event) => {
    ev.preventDefault();
    if (state !== 'idle' || !window.confirm(t.submitConfirm)) return;
    const china = lang === 'zh';
    const fields = [
      ...BASE,
      ...CONSENTS,
      ...(values.consentCareer === 'yes' ? CAREER : []),
      china ? 'topikLevel' : 'department',
    ];
    const body = new FormData();
    body.set('locale', china ? 'zh-Hans' : 'ko');
    body.set('track', china ? 'china_mba' : 'master');
    for (const f of fields) if (values[f]) body.set(f, values[f]);
    for (const [kind, list] of Object.entries(files)) for (const file of list) body.append(kind, file, file.name);
    setState('sending');
    setSummary('');
    try {
      await api.post<{ receiptNo: string }>('/applications/submit', body, { showsErrors: true });
    } catch (err) {
      setState('idle');
      if (!(err instanceof ApiError) || err.network) return showErrors({}, t.networkError);
      const fields = Object.keys(err.errors).length;
      return showErrors(err.errors, fields ? t.errorsSummary(fields) : err.message || t.genericError);
    }
    setState('done');
    dropDraft();
    window.location.assign('/receipt/complete');
  };

  const forget = () => {
    dropDraft();
    setValues({ ...initial, idempotencyKey: newIdempotencyKey() });
    setFiles({});
    setErrors({});
    setStep('consent');
    setNotice(t.draftCleared);
  };

  return (
    <div ref={top}>
      <div class="draft-bar">
        <p class="draft-info">{t.draftInfo}</p>
        <p class="draft-status" aria-live="polite">
          {notice}
        </p>
        <button type="button" class="btn small" onClick={forget}>
          {t.draftClear}
        </button>
      </div>
      {step === 'consent' ? (
        <ConsentStep
          lang={lang}
          retentionDays={retentionDays}
          values={values}
          errors={errors}
          onChange={onChange}
          onNext={toForm}
        />
      ) : (
        <form onSubmit={submit} noValidate>
          <fieldset class="plain" disabled={state !== 'idle'}>
            <p class="consent-done">
              <button type="button" class="link" onClick={() => setStep('consent')}>
                {t.consentEdit}
              </button>
            </p>
            <FormSections
              lang={lang}
              terms={terms}
              values={values}
              errors={errors}
              files={files}
              onChange={onChange}
              onFiles={onFiles}
            />
            <div id="form-summary" class={`summary${summary ? ' show' : ''}`} role="alert" tabIndex={-1}>
              {summary}
            </div>
            <button type="submit" class="btn primary wide" data-testid="submit">
              {state === 'idle' ? t.submit : t.submitting}
            </button>
          </fieldset>
        </form>
      )}
    </div>
  );
}
