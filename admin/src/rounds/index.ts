// The 모집 일정 screens at /admin/rounds (원서접수 관리 › 모집 일정): the list and the create/edit form.
import EventNoteIcon from '@mui/icons-material/EventNote';
import { RoundCreate, RoundEdit } from './RoundForm';
import { RoundList } from './RoundList';

export const rounds = {
  list: RoundList,
  create: RoundCreate,
  edit: RoundEdit,
  icon: EventNoteIcon,
  options: { label: '모집 일정' },
};
