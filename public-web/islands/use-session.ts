// The stored user as preact state. Starts as null on the server and in the first client render,
// so hydration matches the cached HTML; the real value arrives right after mount.
import { useEffect, useState } from 'preact/hooks';
import { getUser, subscribeSession, type SessionUser } from './session.js';

export function useSessionUser(): SessionUser | null {
  const [user, setUserState] = useState<SessionUser | null>(null);
  useEffect(() => {
    const sync = () => setUserState(getUser());
    sync();
    return subscribeSession(sync);
  }, []);
  return user;
}
