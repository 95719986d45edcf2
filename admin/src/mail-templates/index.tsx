// 메일 양식 (/admin/mail-templates): the texts of the applicant mails, edited by 입학 담당 (area 'mail').
import DraftsIcon from '@mui/icons-material/Drafts';
import { MailTemplateEdit } from './MailTemplateEdit';
import { MailTemplateList } from './MailTemplateList';

export const mailTemplates = {
  list: MailTemplateList,
  edit: MailTemplateEdit,
  icon: DraftsIcon,
  recordRepresentation: 'kindLabel',
};
