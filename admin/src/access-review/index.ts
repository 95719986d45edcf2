// 접속기록 점검 (/admin/access-review): the monthly review of the access log of applications.
import { lazyScreen } from '../lazy-screen';

export const AccessReviewPage = lazyScreen(() => import('./AccessReviewPage').then((m) => m.AccessReviewPage));
