// The popup screens at /admin/etc/popup: the list, and the create/edit forms (lazy: they carry the rich-text editor).
import { lazy, Suspense } from 'react';
import WebAssetIcon from '@mui/icons-material/WebAsset';
import { Loading } from 'react-admin';
import { PopupList } from './PopupList';

const LazyCreate = lazy(() => import('./PopupCreate'));
const LazyEdit = lazy(() => import('./PopupEdit'));

export const popups = {
  list: PopupList,
  create: () => (
    <Suspense fallback={<Loading />}>
      <LazyCreate />
    </Suspense>
  ),
  edit: () => (
    <Suspense fallback={<Loading />}>
      <LazyEdit />
    </Suspense>
  ),
  icon: WebAssetIcon,
  options: { label: '팝업 관리' },
};
