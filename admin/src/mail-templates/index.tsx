// 메일 양식 (/admin/mail-templates): the texts of the applicant mails, edited by 입학 담당 (area 'mail').
import DraftsIcon from '@mui/icons-material/Drafts';
import { lazyScreen } from '../lazy-screen';

export const mailTemplates = {
  list: lazyScreen(() => import('./MailTemplateList').then((m) => m.MailTemplateList)),
  edit: lazyScreen(() => import('./MailTemplateEdit').then((m) => m.MailTemplateEdit)),
  icon: DraftsIcon,
  recordRepresentation: 'kindLabel',
};
