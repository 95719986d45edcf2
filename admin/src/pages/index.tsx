// The 페이지 관리 screens at /admin/pages: the list grouped by menu group, the editor and 새 페이지, each loaded when
// opened.
import ArticleIcon from '@mui/icons-material/Article';
import { lazyScreen } from '../lazy-screen';

export const pages = {
  list: lazyScreen(() => import('./PageList').then((m) => m.PageList)),
  edit: lazyScreen(() => import('./PageEdit').then((m) => m.default)),
  create: lazyScreen(() => import('./PageCreate').then((m) => m.default)),
  icon: ArticleIcon,
  options: { label: '페이지 관리' },
};
