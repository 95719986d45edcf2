// Shows the step an account must take first (pending.ts) in place of the whole admin; once done, the admin reloads
// and the server's check decides again.
import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { getPendingStep, subscribePending, type PendingStep } from './pending';
import { lazyScreen } from '../lazy-screen';

// Loaded only by an account that has the step to take (the enrolment carries the QR code maker).
const PasswordChangeScreen = lazyScreen(() => import('./PasswordChangeScreen').then((m) => m.PasswordChangeScreen));
const OtpEnrolScreen = lazyScreen(() => import('./OtpEnrolScreen').then((m) => m.OtpEnrolScreen));

const SCREENS: Partial<Record<PendingStep, ComponentType<{ onDone: () => void }>>> = {
  password: PasswordChangeScreen,
  otp: OtpEnrolScreen,
};

export function AccountGate({ children }: { children: ReactNode }) {
  const step = useSyncExternalStore(subscribePending, getPendingStep);
  const Screen = step ? SCREENS[step] : undefined;
  if (!Screen) return children;
  return <Screen onDone={() => window.location.reload()} />;
}
