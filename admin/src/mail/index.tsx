// 발송 내역 (/admin/mail): the mail outbox, read-only apart from sending a failed mail again.
import MailIcon from '@mui/icons-material/Mail';
import { MailList } from './MailList';
import { MailShow } from './MailShow';

export const mail = { list: MailList, show: MailShow, icon: MailIcon, recordRepresentation: 'subject' };
