// What a staff account must do before any admin screen opens: change its initial password, or enrol two-factor
// login. The server says so on /api/auth/admin (403 with passwordChangeRequired / otpSetupRequired); the check
// resolves (the person is logged in) and the layout shows that step's screen instead of the admin.
export type PendingStep = 'password' | 'otp';

let pending: PendingStep | null = null;
const listeners = new Set<() => void>();

export const getPendingStep = (): PendingStep | null => pending;

export function setPendingStep(step: PendingStep | null): void {
  if (step === pending) return;
  pending = step;
  for (const l of listeners) l();
}

export function subscribePending(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The step a 403 answer of the admin check asks for, if any. */
export function stepFromAnswer(body: unknown): PendingStep | null {
  const b = (body ?? {}) as { passwordChangeRequired?: boolean; otpSetupRequired?: boolean };
  if (b.passwordChangeRequired) return 'password';
  if (b.otpSetupRequired) return 'otp';
  return null;
}
