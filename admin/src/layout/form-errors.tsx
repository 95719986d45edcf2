// Errors where the eye is: a refused save in a long form scrolls to the first field with a problem
// (in the order the form shows them), focuses it, leaves its message beside it and names it in the toast
// ("모집 마감: 시작보다 늦어야 합니다."). One helper for every admin form: <ErrorFocus /> inside a react-admin form
// (its SimpleForm gets disableInvalidFormNotification, this says it better), revealFirstError for the others.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFormState, type FieldErrors } from 'react-hook-form';
import { HttpError, useNotify } from 'react-admin';

const clean = (text: string | null | undefined) =>
  (text ?? '')
    .replace(/\s*\*\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The label a person reads beside the input: its <label>, the label around it, its aria-label, its group's legend. */
function labelOf(el: HTMLElement): string {
  const byFor = el.id ? el.ownerDocument.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null;
  const labelledBy = el.getAttribute('aria-labelledby');
  const byRef = labelledBy ? el.ownerDocument.getElementById(labelledBy.split(' ')[0]) : null;
  const group = el.closest('fieldset')?.querySelector('legend');
  return (
    clean(byFor?.textContent) ||
    clean(el.closest('label')?.textContent) ||
    clean(el.getAttribute('aria-label')) ||
    clean(byRef?.textContent) ||
    clean(group?.textContent)
  );
}

/** The message shown beside the input (its helper text, or what aria-describedby points at), else `known`'s. */
function messageOf(el: HTMLElement, known: Record<string, string>): string {
  const ids = [el.id && `${el.id}-helper-text`, ...(el.getAttribute('aria-describedby') ?? '').split(' ')];
  for (const id of ids) {
    const text = id ? clean(el.ownerDocument.getElementById(id)?.textContent) : '';
    if (text) return text;
  }
  const name = el.getAttribute('name') ?? el.id;
  return known[name] ?? '';
}

/**
 * Scrolls to the first field with a problem inside `root` (an input marked invalid, or one named in `known`, the
 * field → message map of the errors), focuses it and answers "label: message" for the toast; null when none is
 * on the page (the caller names the field from the server's answer instead).
 */
export function revealFirstError(root: ParentNode, known: Record<string, string> = {}): string | null {
  const named = Object.keys(known).flatMap((k) => [`[name="${CSS.escape(k)}"]`, `#${CSS.escape(k)}`]);
  const el = root.querySelector<HTMLElement>(['[aria-invalid="true"]', ...named].join(', '));
  if (!el) return null;
  // A hidden native input (a select's) stands for the box around it.
  const hidden = el instanceof HTMLInputElement && (el.getAttribute('aria-hidden') === 'true' || el.tabIndex < 0);
  const target = hidden ? (el.parentElement ?? el) : el;
  target.scrollIntoView({ block: 'center' });
  const focusable = hidden ? target.querySelector<HTMLElement>('[role="combobox"], [tabindex="0"]') : el;
  (focusable ?? el).focus({ preventScroll: true });
  const label = labelOf(el);
  const message = messageOf(el, known);
  return label && message ? `${label}: ${message}` : label || message || null;
}

/** Field → message of a react-hook-form errors tree, in its order (a nested field by its dotted path). */
function flatten(errors: FieldErrors, path = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'root') continue;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message) out[`${path}${key}`] ??= message;
    else flatten(value as FieldErrors, `${path}${key}.`, out);
  }
  return out;
}

/**
 * Inside a react-admin form: after each refused submit (the client's validation or a server 400 with per-field
 * errors), the first field with a problem is scrolled to and focused, and the toast names it.
 */
export function ErrorFocus() {
  const { submitCount, errors } = useFormState();
  const seen = useRef(submitCount);
  const marker = useRef<HTMLSpanElement>(null);
  const notify = useNotify();
  useEffect(() => {
    if (submitCount === seen.current) return;
    seen.current = submitCount;
    if (!Object.keys(errors).length) return;
    const form = marker.current?.closest('form') ?? document;
    // After the inputs have drawn their error state.
    requestAnimationFrame(() => {
      const fields = flatten(errors);
      const named = revealFirstError(form, fields);
      const server = errors.root?.serverError?.message;
      const [first] = Object.entries(fields);
      const fallback = typeof server === 'string' ? server : first ? `${first[0]}: ${first[1]}` : null;
      notify(named ?? fallback ?? '입력 내용을 확인해주세요.', { type: 'error' });
    });
  }, [submitCount, errors, notify]);
  return <span ref={marker} hidden />;
}

interface Refusal {
  fields: Record<string, string>;
  message: string;
}

/**
 * The same for a form react-admin does not hold (a screen's own state): `refuse(err)` takes a failed call, keeps its
 * field → message map for the inputs to show (errors[field]), then scrolls to the first inside `ref`, focuses it
 * and names it in the toast (the call's message when no input shows the field).
 */
export function useRefusal<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const notify = useNotify();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  useEffect(() => {
    if (!refusal) return;
    const named = ref.current ? revealFirstError(ref.current, refusal.fields) : null;
    notify(named ?? refusal.message, { type: 'error' });
  }, [refusal, notify]);
  const refuse = useCallback((err: unknown) => {
    const body = err instanceof HttpError ? (err.body as { errors?: Record<string, unknown> } | undefined) : undefined;
    const fields = Object.fromEntries(
      Object.entries(body?.errors ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
    setRefusal({ fields, message: err instanceof Error && err.message ? err.message : '에러가 발생했습니다' });
  }, []);
  const clear = useCallback(() => setRefusal(null), []);
  return { ref, errors: refusal?.fields ?? {}, refuse, clear };
}
