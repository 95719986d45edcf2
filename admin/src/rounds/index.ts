// The 모집 일정 screens at /admin/rounds (원서접수 관리 › 모집 일정): the list and the create/edit form.
import EventNoteIcon from '@mui/icons-material/EventNote';
import { lazyScreen } from '../lazy-screen';

export const rounds = {
  list: lazyScreen(() => import('./RoundList').then((m) => m.RoundList)),
  create: lazyScreen(() => import('./RoundForm').then((m) => m.RoundCreate)),
  edit: lazyScreen(() => import('./RoundForm').then((m) => m.RoundEdit)),
  icon: EventNoteIcon,
  options: { label: '모집 일정' },
};
