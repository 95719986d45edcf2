// 보안 › 파기 대장 (/admin/destruction-records): the register of destroyed personal data, its monthly sign-off by the
// 개인정보 보호책임자 and its export with a reason.
import { lazyScreen } from '../lazy-screen';

export const DestructionPage = lazyScreen(() => import('./DestructionPage').then((m) => m.DestructionPage));
