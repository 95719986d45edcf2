// The board content routes (static /board/content/* routes win over the board resource's /board/:id).
import { Route } from 'react-router-dom';
import { lazyScreen } from '../lazy-screen';

const PostListPage = lazyScreen(() => import('./PostList').then((m) => m.PostListPage));
const PostCreatePage = lazyScreen(() => import('./PostEditors').then((m) => m.PostCreatePage));
const PostEditPage = lazyScreen(() => import('./PostEditors').then((m) => m.PostEditPage));

export const contentRoutes = [
  <Route key="list" path="/board/content" element={<PostListPage />} />,
  <Route key="create" path="/board/content/create" element={<PostCreatePage />} />,
  <Route key="edit" path="/board/content/:id" element={<PostEditPage />} />,
];
