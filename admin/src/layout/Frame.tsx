// react-admin's <Layout> frame (skip link, app bar, sidebar with our menu, the screen) without what it also brings
// and we do not use: the preferences inspector and the default menu and error page, whose imports (text fields,
// selects, accordions) would be part of the admin's first load. Same class names, so the theme's RaLayout rules apply.
import { Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { styled } from '@mui/material/styles';
import { Loading, Sidebar, SkipNavigationButton } from 'react-admin';
import { lazyScreen } from '../lazy-screen';

const ErrorPage = lazyScreen(() => import('./fallback-pages').then((m) => m.ErrorPage));

const Root = styled('div', { name: 'RaLayout', overridesResolver: (_props, styles) => styles.root })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: theme.palette.background.default,
  position: 'relative',
  minWidth: 'fit-content',
  width: '100%',
  '& .RaLayout-appFrame': {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  '& .RaLayout-contentWithSidebar': {
    display: 'flex',
    flexGrow: 1,
    transition: theme.transitions.create('margin', {
      easing: theme.transitions.easing.easeOut,
      duration: theme.transitions.duration.enteringScreen,
    }),
  },
  '& .RaLayout-content': {
    backgroundColor: theme.palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    padding: 0,
    [theme.breakpoints.up('xs')]: { paddingRight: theme.spacing(1), paddingLeft: theme.spacing(1) },
  },
}));

export function Frame({
  appBar: AppBar,
  menu: Menu,
  children,
}: {
  appBar: ComponentType;
  menu: ComponentType;
  children: ReactNode;
}) {
  const [errorInfo, setErrorInfo] = useState<ErrorInfo>();
  return (
    <Root className="layout">
      <SkipNavigationButton />
      <div className="RaLayout-appFrame">
        <AppBar />
        <main className="RaLayout-contentWithSidebar">
          <Sidebar>
            <Menu />
          </Sidebar>
          <div id="main-content" className="RaLayout-content">
            <ErrorBoundary
              onError={(_error, info) => setErrorInfo(info)}
              fallbackRender={({ error, resetErrorBoundary }) => (
                <ErrorPage error={error} errorInfo={errorInfo} resetErrorBoundary={resetErrorBoundary} />
              )}
            >
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </ErrorBoundary>
          </div>
        </main>
      </div>
    </Root>
  );
}
