// react-admin's catch-all route: an old address (old-addresses.ts) goes to the screen's address now, with its query
// kept; anything else is the not-found page, loaded only when shown so it is not part of the admin's first load.
import { Navigate, useLocation } from 'react-router-dom';
import { lazyScreen } from '../lazy-screen';
import { renamedPath } from './old-addresses';

const NotFound = lazyScreen<object>(() => import('./fallback-pages').then((m) => m.NotFound));

export function CatchAll() {
  const location = useLocation();
  const pathname = renamedPath(location.pathname);
  return pathname === null ? <NotFound /> : <Navigate replace to={{ ...location, pathname }} />;
}
