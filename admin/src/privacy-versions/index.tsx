// 개인정보처리방침 versions at /admin/privacy-versions, each screen loaded when opened (the editor is heavy).
import GavelIcon from '@mui/icons-material/Gavel';
import { lazyScreen } from '../lazy-screen';

export const privacyVersions = {
  list: lazyScreen(() => import('./Screens').then((m) => m.VersionList)),
  create: lazyScreen(() => import('./Screens').then((m) => m.VersionCreate)),
  edit: lazyScreen(() => import('./Screens').then((m) => m.VersionEdit)),
  show: lazyScreen(() => import('./VersionShow').then((m) => m.VersionShow)),
  icon: GavelIcon,
  options: { label: '개인정보처리방침' },
};
