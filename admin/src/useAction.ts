// One server call from a button of the admin: busy while it runs (no double submit), a success notice and the
// caller's follow-up when it worked, the server's Korean errorMessage as a notice when it did not.
import { useState } from 'react';
import { useNotify } from 'react-admin';

export function useAction() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const act = async (call: () => Promise<unknown>, success: string, then?: () => void) => {
    setBusy(true);
    try {
      await call();
      notify(success, { type: 'success' });
      then?.();
    } catch (err) {
      notify(err instanceof Error ? err.message : '에러가 발생했습니다', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, act };
}
