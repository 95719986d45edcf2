// The board content routes (static /board/content/* routes win over the board resource's /board/:id).
import { lazy, Suspense } from 'react';
import { Route } from 'react-router-dom';
import { Loading } from 'react-admin';
import { PostListPage } from './PostList';

const PostCreatePage = lazy(() => import('./PostEditors').then((m) => ({ default: m.PostCreatePage })));
const PostEditPage = lazy(() => import('./PostEditors').then((m) => ({ default: m.PostEditPage })));

const wait = (el: React.ReactNode) => (
  <Suspense fallback={<Loading loadingPrimary="불러오는 중" loadingSecondary="편집기를 준비하고 있습니다." />}>
    {el}
  </Suspense>
);

export const contentRoutes = [
  <Route key="list" path="/board/content" element={<PostListPage />} />,
  <Route key="create" path="/board/content/create" element={wait(<PostCreatePage />)} />,
  <Route key="edit" path="/board/content/:id" element={wait(<PostEditPage />)} />,
];
