// 전형료 대조 at /admin/rounds/:id/fees (원서접수 관리 › 모집 일정 › 전형료), loaded when opened.
import { Route } from 'react-router-dom';
import { lazyScreen } from '../lazy-screen';

const FeeMatchPage = lazyScreen(() => import('./FeeMatchPage').then((m) => m.FeeMatchPage));

export const roundFeesRoute = <Route path="/rounds/:id/fees" element={<FeeMatchPage />} />;
