// 리디렉션 관리 at /admin/redirects (the old site's addresses and where they send visitors; CSV import and export)
// and the 404 기록 at /admin/not-found (addresses that found nothing, each with "리디렉션 만들기").
import AltRouteIcon from '@mui/icons-material/AltRoute';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { lazyScreen } from '../lazy-screen';

export const redirects = {
  list: lazyScreen(() => import('./RedirectList').then((m) => m.RedirectList)),
  create: lazyScreen(() => import('./RedirectEditors').then((m) => m.RedirectCreate)),
  edit: lazyScreen(() => import('./RedirectEditors').then((m) => m.RedirectEdit)),
  icon: AltRouteIcon,
  options: { label: '리디렉션 관리' },
};

export const notFound = {
  list: lazyScreen(() => import('./NotFoundList').then((m) => m.NotFoundList)),
  icon: LinkOffIcon,
  options: { label: '404 기록' },
};
