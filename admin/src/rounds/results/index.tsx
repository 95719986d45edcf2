// 결과 가져오기·확정 at /admin/rounds/:id/results (원서접수 관리 › 모집 일정 › 결과), loaded when opened.
import { Route } from 'react-router-dom';
import { lazyScreen } from '../../lazy-screen';

const RoundResults = lazyScreen(() => import('./RoundResults').then((m) => m.RoundResults));

export const roundResultsRoute = <Route path="/rounds/:id/results" element={<RoundResults />} />;
