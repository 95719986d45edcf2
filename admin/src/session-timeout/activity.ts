// When this login last did something the server counted (an admin API call), shared by every tab through
// localStorage, and the idle limit the server told (GET /api/auth/admin's idleMinutes). The warning dialog
// (IdleWarning.tsx) counts down from these.
import { nowMs } from '../../../domain/clock';

const KEY = 'adminActivityAt';
/** The server writes activity at most every 30 seconds: the admin ends that much earlier, never later. */
export const SERVER_SLACK_MS = 30_000;

let idleMinutes: number | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};

export function subscribeActivity(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** An admin call was answered: the idle time starts again. */
export function markActivity(): void {
  localStorage.setItem(KEY, String(nowMs()));
  notify();
}

export function setIdleMinutes(minutes: number | null): void {
  if (minutes === idleMinutes) return;
  idleMinutes = minutes;
  notify();
}

export const getIdleMinutes = (): number | null => idleMinutes;

/** When the login ends if nothing happens (ms since the epoch), or null before the limit is known. */
export function idleDeadline(): number | null {
  if (idleMinutes === null) return null;
  const at = Number(localStorage.getItem(KEY));
  if (!Number.isFinite(at) || at <= 0) return null;
  return at + idleMinutes * 60_000 - SERVER_SLACK_MS;
}
