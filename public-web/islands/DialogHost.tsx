// Draws the shared UI state: the dark overlay with the spinner, the alert dialog ('닫기') and the
// confirm dialog ('닫기' / '확인'). Dialogs are modal: role=dialog, focus kept inside and returned
// to where it was, Escape closes (an alert's Escape runs its action like '닫기' does).
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { pageUi } from '../locale/index.js';
import { answerConfirm, closeAlert, getUiState, subscribeUi, type UiState } from './ui-store.js';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

function Modal({
  labelId,
  descId,
  onEscape,
  children,
  role = 'dialog',
}: {
  labelId: string;
  descId?: string;
  onEscape: () => void;
  children: ComponentChildren;
  role?: 'dialog' | 'alertdialog';
}) {
  const box = useRef<HTMLDivElement>(null);
  // Focus moves in before the dialog is first painted: a key pressed as soon as it shows (Escape) reaches its handler,
  // not the page behind it.
  useLayoutEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const first =
      box.current?.querySelector<HTMLElement>('[data-autofocus]') ?? box.current?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => {
      if (before && document.contains(before)) before.focus();
    };
  }, []);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onEscape();
      return;
    }
    if (e.key !== 'Tab' || !box.current) return;
    const items = Array.from(box.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (!items.length) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };
  return (
    <div class="dialog-layer">
      <div
        class="dialog"
        role={role}
        aria-modal="true"
        aria-labelledby={labelId}
        aria-describedby={descId}
        ref={box}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>
  );
}

export function DialogHost() {
  const [s, setS] = useState<UiState>(getUiState());
  useEffect(() => subscribeUi(setS), []);
  useEffect(() => {
    // Keep the page behind a modal from scrolling.
    document.body.classList.toggle('has-dialog', Boolean(s.alert || s.confirm));
  }, [s.alert, s.confirm]);
  // The words follow the page's language (the China MBA pages are zh-Hans).
  const d = pageUi().dialog;
  return (
    <>
      {s.overlay || s.loading ? (
        <div class="loading-overlay" role="status" aria-live="polite">
          <span class="spinner" aria-hidden="true" />
          <span class="sr-only">{d.loading}</span>
        </div>
      ) : null}
      {s.alert ? (
        <Modal labelId="alert-title" descId="alert-message" onEscape={closeAlert} role="alertdialog">
          <h2 id="alert-title" class={`dialog-title dialog-title--${s.alert.type}`}>
            {s.alert.title ?? (s.alert.type === 'error' ? d.errorTitle : d.alertTitle)}
          </h2>
          <p id="alert-message" class="dialog-message">
            {s.alert.message}
          </p>
          <div class="dialog-actions">
            <button type="button" class="btn btn-primary" data-autofocus onClick={closeAlert}>
              {d.close}
            </button>
          </div>
        </Modal>
      ) : null}
      {s.confirm && !s.alert ? (
        <Modal
          labelId="confirm-title"
          descId={s.confirm.message ? 'confirm-message' : undefined}
          onEscape={() => answerConfirm(false)}
        >
          <h2 id="confirm-title" class="dialog-title">
            {s.confirm.title}
          </h2>
          {s.confirm.message ? (
            <p id="confirm-message" class="dialog-message">
              {s.confirm.message}
            </p>
          ) : null}
          <div class="dialog-actions">
            <button type="button" class="btn btn-line" data-autofocus onClick={() => answerConfirm(false)}>
              {d.close}
            </button>
            <button type="button" class="btn btn-primary" onClick={() => answerConfirm(true)}>
              {s.confirm.okText ?? d.ok}
            </button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
