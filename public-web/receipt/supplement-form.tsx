// 서류 보완 in the look-up: each open 보완 요청 with what is asked and until when, and a form that takes
// the replacement file (the look-up password typed again, as for 등록 포기). Without JavaScript the form posts
// multipart to the page itself (server/web/receipt/self-service.tsx); the island sends the same FormData to
// POST /api/applications/lookup/documents and shows the answer in place. Works from a phone's file picker.
import { useState } from 'preact/hooks';
import type { SupplementRequest } from '../../domain/document-states.js';
import { ApiError, api } from '../islands/api.js';
import { selfServiceStrings, supplementPath } from './self-service-strings.js';
import { FormRefusal, LookupPasswordField } from './lookup-password.js';
import { strings, type Lang } from './strings.js';

export interface SupplementFormsProps<R> {
  lang: Lang;
  receiptNo: string;
  supplements: SupplementRequest[];
  /** What the server answered to the no-JS form: the document and its refusal. */
  error?: { documentId: number; message: string };
  /** The island: the look-up's answer after the upload. */
  onUploaded?: (result: R) => void;
}

export function SupplementForms<R>(props: SupplementFormsProps<R>) {
  const s = selfServiceStrings[props.lang];
  if (!props.supplements.length) return null;
  return (
    <section class="decline supp" data-testid="supplements" aria-labelledby="supp-title">
      <h3 id="supp-title">{s.suppTitle}</h3>
      <p class="hint">{s.suppLead}</p>
      {props.supplements.map((r) => (
        <SupplementForm
          key={r.documentId}
          {...props}
          request={r}
          shown={props.error?.documentId === r.documentId ? props.error.message : ''}
        />
      ))}
    </section>
  );
}

function SupplementForm<R>({
  lang,
  receiptNo,
  request: r,
  shown,
  onUploaded,
}: SupplementFormsProps<R> & { request: SupplementRequest; shown: string }) {
  const s = selfServiceStrings[lang];
  const t = strings[lang];
  const [error, setError] = useState(shown);
  const id = `supp-${r.documentId}`;
  const submit = async (ev: Event) => {
    ev.preventDefault();
    const form = new FormData(ev.currentTarget as HTMLFormElement);
    const file = form.get('file');
    if (!form.get('password') || !(file instanceof File) || !file.size) {
      setError(s.suppMissing);
      return;
    }
    setError('');
    form.set('locale', lang === 'zh' ? 'zh-Hans' : 'ko');
    try {
      onUploaded?.(await api.post<R>('/applications/lookup/documents', form, { showsErrors: true }));
    } catch (err) {
      setError(err instanceof ApiError && !err.network ? err.message || t.genericError : t.networkError);
    }
  };
  return (
    <div class="supp-item" data-testid="supplement">
      <h4>{r.kindLabel}</h4>
      <p class="supp-note">{r.note}</p>
      <dl class="facts">
        <dt>{s.suppDue}</dt>
        <dd>{r.dueText || s.suppNoDue}</dd>
        <dt>{s.suppAccept}</dt>
        <dd>{r.accept}</dd>
      </dl>
      {r.open ? (
        <form method="post" action={supplementPath(lang)} encType="multipart/form-data" onSubmit={submit} noValidate>
          <input type="hidden" name="receiptNo" value={receiptNo} />
          <input type="hidden" name="documentId" value={String(r.documentId)} />
          <div class="field">
            <label for={`${id}-file`} class="field-label">
              {s.suppFile}
            </label>
            <input id={`${id}-file`} type="file" name="file" required />
          </div>
          <LookupPasswordField id={`${id}-password`} label={s.suppPassword} />
          <FormRefusal error={error} />
          <button type="submit" class="btn primary wide">
            {s.suppSubmit}
          </button>
        </form>
      ) : (
        <p class="hint">{s.suppClosed}</p>
      )}
    </div>
  );
}
