// 원서접수 관리 › 대리 접수: staff key a paper application (the page loads when first opened).
import { lazyScreen } from '../lazy-screen';

export const ProxyIntakePage = lazyScreen(() => import('./ProxyIntakePage').then((m) => m.ProxyIntakePage));
