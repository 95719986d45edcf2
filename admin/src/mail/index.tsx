// 발송 내역 (/admin/mail-outbox): the mail outbox, read-only apart from sending a failed mail again.
import MailIcon from '@mui/icons-material/Mail';
import { lazyScreen } from '../lazy-screen';

export const mail = {
  list: lazyScreen(() => import('./MailList').then((m) => m.MailList)),
  show: lazyScreen(() => import('./MailShow').then((m) => m.MailShow)),
  icon: MailIcon,
  recordRepresentation: 'subject',
};
