// The application island: consent first (전체 동의 ticks every item), then the form; the draft follows every
// keystroke into localStorage. Submitting checks the whole application on the device first (validate.ts: the
// server's own schema and document rules): problems go to the summary at the top and beside each field, and
// nothing is sent. A complete form is confirmed with the site's own dialog, then sent as one multipart POST
// with an idempotency key; the server's field errors land in the same summary.
import { useEffect, useRef, useState } from 'preact/hooks';
import { ApiError, api } from '../islands/api.js';
import { confirmAsync } from '../islands/ui-store.js';
import { ConsentStep } from './consent-step.js';
import { reportFormStarted } from './started-beacon.js';
import { clearDraft, clockText, loadDraft, newIdempotencyKey, saveDraft } from './draft.js';
import { ErrorSummary, focusField } from './error-summary.js';
import { FormSections } from './form-sections.js';
import { documentSpecs, type FormRules } from '../../domain/round-form.js';
import { strings, type Lang } from './strings.js';
import { CONSENTS, REQUIRED_CONSENTS, documentError, submitFields, summaryEntries } from './form-fields.js';

/** The device's check runs the server's zod schema: a chunk of its own, fetched once the form has drawn. */
let validator: Promise<typeof import('./validate.js')> | null = null;
const loadValidator = () => (validator ??= import('./validate.js'));

export interface ApplicationFormProps {
  lang: Lang;
  /** The round open for the page's track (the server renders the closed page when there is none). */
  round: FormRound;
  retentionDays: number;
}

/** What the form knows of its round: which one the submit names, its name as the applicant reads it, and what it
 * asks of the page's track (departments, documents, essays with their limits). */
export interface FormRound extends FormRules {
  id: number;
  name: string;
}

/** A finished education ends in the past: 졸업 is the likely answer, 졸업예정 otherwise (the applicant may change it). */
function likelyDegreeStatus(eduEnd: string): string {
  if (!/^\d{4}-\d{2}$/.test(eduEnd)) return '';
  const now = new Date();
  const thisMonth = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
  return eduEnd <= thisMonth ? 'graduated' : 'expected';
}

export function ApplicationForm({ lang, round, retentionDays }: ApplicationFormProps) {
  const t = strings[lang];
  const initial: Record<string, string> = {
    nationality: lang === 'zh' ? '中国' : '대한민국',
    roundId: String(round.id),
  };
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [files, setFiles] = useState<Record<string, File[]>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [step, setStep] = useState<'consent' | 'form'>('consent');
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle');
  const [notice, setNotice] = useState('');
  /** The server's word that the round's window closed while the form was open (the draft stays). */
  const [closed, setClosed] = useState('');
  /** The summary's heading: a count of the field problems, or a message that belongs to no field. */
  const [summary, setSummary] = useState<{ message: string; fields: boolean } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const summaryBox = useRef<HTMLDivElement>(null);

  // The checks (zod, a third of the form's script) load when the applicant first reaches a field or presses a
  // button, not with the page: the first view stays light. Submitting waits for them if they are not in yet.
  useEffect(() => {
    const warm = () => void loadValidator();
    document.addEventListener('focusin', warm, { once: true });
    document.addEventListener('pointerdown', warm, { once: true });
    return () => {
      document.removeEventListener('focusin', warm);
      document.removeEventListener('pointerdown', warm);
    };
  }, []);

  useEffect(() => {
    const draft = loadDraft(lang);
    // A draft from an earlier round keeps what the applicant wrote, but applies to the round open now.
    const restored: Record<string, string> = { ...initial, ...(draft?.values ?? {}), roundId: initial.roundId };
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

  const update = (patch: Record<string, string>) => {
    const next = { ...values, ...patch };
    setValues(next);
    setErrors((current) => {
      const rest = { ...current };
      for (const name of Object.keys(patch)) delete rest[name];
      return rest;
    });
    persist(next);
  };

  const onChange = (name: string, value: string) => {
    const patch: Record<string, string> = { [name]: value };
    if (name === 'eduEnd' && !values.degreeStatus) {
      const likely = likelyDegreeStatus(value);
      if (likely) patch.degreeStatus = likely;
    }
    update(patch);
  };

  const onFiles = (kind: string, list: File[]) => {
    const spec = documentSpecs(round.documents).find((d) => d.kind === kind)!;
    const bad = list.length ? documentError(lang, spec, list) : '';
    setFiles({ ...files, [kind]: bad ? [] : list });
    setErrors(({ [kind]: _gone, ...rest }) => (bad ? { ...rest, [kind]: bad } : rest));
  };

  const scrollTop = () => top.current?.scrollIntoView({ block: 'start', behavior: 'instant' });

  const toForm = () => {
    const missing = Object.fromEntries(
      REQUIRED_CONSENTS.filter((k) => values[k] !== 'yes').map((k) => [k, t.consentMissing]),
    );
    setErrors(missing);
    if (Object.keys(missing).length) {
      setTimeout(() => focusField(Object.keys(missing)[0]), 0);
      return;
    }
    const next = {
      ...values,
      _step: 'form',
      consentCareer: values.consentCareer || 'no',
      consentMarketing: values.consentMarketing || 'no',
    };
    setValues(next);
    persist(next);
    setStep('form');
    reportFormStarted();
    setTimeout(scrollTop, 0);
  };

  const showErrors = (found: Record<string, string>, message: string) => {
    setErrors(found);
    const consent = Object.keys(found).find((k) => CONSENTS.includes(k));
    if (consent) {
      // Only the server can find a consent missing here (the form opens after the required ones): show it there.
      setSummary(null);
      setStep('consent');
      setTimeout(() => focusField(consent), 0);
      return;
    }
    setSummary({ message, fields: Object.keys(found).length > 0 });
    setTimeout(() => {
      summaryBox.current?.scrollIntoView({ block: 'start', behavior: 'instant' });
      summaryBox.current?.focus({ preventScroll: true });
    }, 0);
  };

  /** The window closed while the applicant was writing: keep everything (saved now, not after the debounce) and say
   * so at the top of the page, above the form. */
  const windowClosed = (message: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const at = saveDraft(lang, values);
    if (at) setNotice(t.draftSaved(clockText(at, lang)));
    setSummary(null);
    setClosed(message);
    setTimeout(() => {
      const box = document.getElementById('round-closed');
      box?.scrollIntoView({ block: 'start', behavior: 'instant' });
      box?.focus({ preventScroll: true });
    }, 0);
  };

  const submit = async (ev: Event) => {
    ev.preventDefault();
    if (state !== 'idle') return;
    const { checkApplication } = await loadValidator();
    const found = checkApplication(lang, values, files, round);
    if (Object.keys(found).length) return showErrors(found, '');
    setSummary(null);
    const sure = await confirmAsync({ title: t.submitConfirmTitle, message: t.submitConfirm, okText: t.submitOk });
    if (!sure) return;
    const body = new FormData();
    for (const [name, value] of Object.entries(submitFields(lang, values))) body.set(name, value);
    for (const [kind, list] of Object.entries(files)) for (const file of list) body.append(kind, file, file.name);
    setState('sending');
    try {
      await api.post<{ receiptNo: string }>('/applications/submit', body, { showsErrors: true });
    } catch (err) {
      setState('idle');
      if (!(err instanceof ApiError) || err.network) return showErrors({}, t.networkError);
      if (err.errors.roundId) return windowClosed(err.errors.roundId);
      return showErrors(err.errors, err.message || t.genericError);
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
    setSummary(null);
    setStep('consent');
    setNotice(t.draftCleared);
  };

  // Entries follow the errors: a field put right leaves the summary at once.
  const entries = summary?.fields ? summaryEntries(lang, errors) : [];
  const summaryShown = summary !== null && (!summary.fields || entries.length > 0);

  return (
    <div ref={top}>
      {closed && (
        <div id="round-closed" class="round-closed" role="alert" tabIndex={-1} data-testid="round-closed">
          <h2>{closed}</h2>
          <p>{t.closedDraftKept}</p>
          <p>
            <a href={lang === 'zh' ? '/china/info_4' : '/entrance/recruit'}>{t.closedRecruit}</a>
          </p>
        </div>
      )}
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
          onAll={(agree) => update(Object.fromEntries(CONSENTS.map((k) => [k, agree ? 'yes' : ''])))}
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
            {summaryShown && (
              <ErrorSummary
                title={summary.fields ? t.errorsSummary(entries.length) : summary.message}
                entries={entries}
                boxRef={summaryBox}
              />
            )}
            <FormSections
              lang={lang}
              round={round}
              values={values}
              errors={errors}
              files={files}
              onChange={onChange}
              onFiles={onFiles}
            />
            <button type="submit" class="btn primary wide" data-testid="submit">
              {state === 'idle' ? t.submit : t.submitting}
            </button>
          </fieldset>
        </form>
      )}
    </div>
  );
}
