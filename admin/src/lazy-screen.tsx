// Every admin screen is loaded when it is first opened, not with the admin: its module, and whatever only it imports
// (forms, data grids, the rich-text editor), is a chunk of its own. A screen's index file passes each of its screens
// through lazyScreen, one dynamic import per screen:
//   list: lazyScreen(() => import('./ApplicationList').then((m) => m.ApplicationList)),
// scripts/admin-budget.test.ts keeps what the admin loads before any screen at ≤ 250 KB gzip.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Loading } from 'react-admin';

export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactNode {
  const Lazy = lazy(async () => ({ default: await load() }));
  function Screen(props: P) {
    return (
      <Suspense fallback={<Loading loadingPrimary="불러오는 중" loadingSecondary="화면을 준비하고 있습니다." />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Screen;
}
