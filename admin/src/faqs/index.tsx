// 자주 묻는 질문 at /admin/faqs: the entries by order, and the form (Korean and Chinese texts, category, order,
// shown or not). /entrance/faq and /china/faq show the change at once.
import LiveHelpIcon from '@mui/icons-material/LiveHelp';
import { lazyScreen } from '../lazy-screen';

export const faqs = {
  list: lazyScreen(() => import('./FaqList').then((m) => m.FaqList)),
  create: lazyScreen(() => import('./FaqEditors').then((m) => m.FaqCreate)),
  edit: lazyScreen(() => import('./FaqEditors').then((m) => m.FaqEdit)),
  icon: LiveHelpIcon,
  options: { label: '자주 묻는 질문' },
};
