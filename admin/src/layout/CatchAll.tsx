// react-admin's catch-all route: an old address (old-addresses.ts) goes to the screen's address now, with its query
// kept; a screen the signed-in role may not open (App.tsx does not register it, so it lands here) reads 권한 없음,
// not "not found"; anything else is the not-found page. Both are loaded only when shown, outside the first load.
import { usePermissions } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { lazyScreen } from '../lazy-screen';
import { canOpen, screenOfPath } from '../screens';
import { renamedPath } from './old-addresses';

const NotFound = lazyScreen<object>(() => import('./fallback-pages').then((m) => m.NotFound));
const AccessDenied = lazyScreen<object>(() => import('./fallback-pages').then((m) => m.AccessDenied));

export function CatchAll() {
  const location = useLocation();
  const { permissions, isPending } = usePermissions<string | null>();
  const pathname = renamedPath(location.pathname);
  if (pathname !== null) return <Navigate replace to={{ ...location, pathname }} />;
  const screen = screenOfPath(location.pathname);
  if (isPending && screen) return null;
  return screen && !canOpen(permissions, screen) ? <AccessDenied /> : <NotFound />;
}
