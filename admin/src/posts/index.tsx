// The board content routes (static /boards/content/* routes win over the boards resource's /boards/:id).
import { Route } from 'react-router-dom';
import { lazyScreen } from '../lazy-screen';

const PostListPage = lazyScreen(() => import('./PostList').then((m) => m.PostListPage));
const PostCreatePage = lazyScreen(() => import('./PostEditors').then((m) => m.PostCreatePage));
const PostEditPage = lazyScreen(() => import('./PostEditors').then((m) => m.PostEditPage));

export const contentRoutes = [
  <Route key="list" path="/boards/content" element={<PostListPage />} />,
  <Route key="create" path="/boards/content/create" element={<PostCreatePage />} />,
  <Route key="edit" path="/boards/content/:id" element={<PostEditPage />} />,
];
