// The 페이지 관리 screens at /admin/pages: the list grouped by menu group, and the editor (lazy: it is the heavy part).
import { lazy, Suspense } from 'react';
import ArticleIcon from '@mui/icons-material/Article';
import { Loading } from 'react-admin';
import { PageList } from './PageList';

const LazyEdit = lazy(() => import('./PageEdit'));

export const pages = {
  list: PageList,
  edit: () => (
    <Suspense fallback={<Loading />}>
      <LazyEdit />
    </Suspense>
  ),
  icon: ArticleIcon,
  options: { label: '페이지 관리' },
};
