// 신청 양식 at /admin/forms (설명회, 상담 예약, events): the list, the builder (create/edit) and each form's
// responses at /admin/forms/:id/responses with the xlsx export.
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { Route } from 'react-router-dom';
import { lazyScreen } from '../lazy-screen';

export const forms = {
  list: lazyScreen(() => import('./FormList').then((m) => m.FormList)),
  create: lazyScreen(() => import('./FormCreate').then((m) => m.FormCreate)),
  edit: lazyScreen(() => import('./FormEdit').then((m) => m.FormEdit)),
  icon: EventAvailableIcon,
  options: { label: '신청 양식' },
};

const ResponsesPage = lazyScreen(() => import('./ResponsesPage').then((m) => m.ResponsesPage));

export const formResponsesRoute = <Route path="/forms/:id/responses" element={<ResponsesPage />} />;
