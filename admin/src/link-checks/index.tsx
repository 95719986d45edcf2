// 깨진 링크 at /admin/link-checks: the broken links of the weekly check, each with where it was found (a link to
// that editor), 리디렉션 만들기 where a redirect would mend it, and 지금 검사 for the 최고관리자.
import BrokenImageIcon from '@mui/icons-material/BrokenImage';
import { lazyScreen } from '../lazy-screen';

export const linkChecks = {
  list: lazyScreen(() => import('./LinkCheckList').then((m) => m.LinkCheckList)),
  icon: BrokenImageIcon,
  options: { label: '깨진 링크' },
};
