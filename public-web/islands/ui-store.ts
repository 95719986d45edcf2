// The client UI state of spec §3: loading spinner, black overlay, alert {type,title,message,action}
// and confirm {title,okText,action,cancelAction}. One store shared by every island; DialogHost draws it.

export type AlertType = 'info' | 'success' | 'error';

export interface AlertState {
  type: AlertType;
  title?: string;
  message: string;
  /** Runs after the dialog has closed (spec §4). */
  action?: () => void;
}

export interface ConfirmState {
  title: string;
  message?: string;
  okText?: string;
  action?: () => void;
  cancelAction?: () => void;
}

export interface UiState {
  loading: boolean;
  overlay: boolean;
  alert: AlertState | null;
  confirm: ConfirmState | null;
}

let inFlight = 0;
let state: UiState = { loading: false, overlay: false, alert: null, confirm: null };
const listeners = new Set<(s: UiState) => void>();

function set(patch: Partial<UiState>): void {
  state = { ...state, ...patch };
  for (const fn of listeners) fn(state);
}

export function getUiState(): UiState {
  return state;
}

export function subscribeUi(fn: (s: UiState) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** A request started: the spinner shows and turns the dark overlay on while any request is in flight. */
export function beginLoading(): void {
  inFlight += 1;
  set({ loading: true, overlay: true });
}

export function endLoading(): void {
  inFlight = Math.max(0, inFlight - 1);
  if (inFlight === 0) set({ loading: false, overlay: false });
}

export function showAlert(alert: AlertState): void {
  set({ alert });
}

/** Closes the alert, then runs its action. */
export function closeAlert(): void {
  const action = state.alert?.action;
  set({ alert: null });
  action?.();
}

export function showConfirm(confirm: ConfirmState): void {
  set({ confirm });
}

export function answerConfirm(ok: boolean): void {
  const c = state.confirm;
  set({ confirm: null });
  if (ok) c?.action?.();
  else c?.cancelAction?.();
}

/** A promise-shaped confirm for form code: resolves true on 확인, false on 닫기/Escape. */
export function confirmAsync(c: Omit<ConfirmState, 'action' | 'cancelAction'>): Promise<boolean> {
  return new Promise((resolve) =>
    showConfirm({ ...c, action: () => resolve(true), cancelAction: () => resolve(false) }),
  );
}
