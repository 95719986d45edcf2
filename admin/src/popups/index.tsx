// The popup screens at /admin/popups: the list, and the create/edit forms (they carry the rich-text editor).
import WebAssetIcon from '@mui/icons-material/WebAsset';
import { lazyScreen } from '../lazy-screen';

export const popups = {
  list: lazyScreen(() => import('./PopupList').then((m) => m.PopupList)),
  create: lazyScreen(() => import('./PopupCreate').then((m) => m.default)),
  edit: lazyScreen(() => import('./PopupEdit').then((m) => m.default)),
  icon: WebAssetIcon,
  options: { label: '팝업 관리' },
};
