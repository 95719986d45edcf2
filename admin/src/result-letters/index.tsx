// 결과 통지서 (/admin/result-letters): the letter of each outcome the look-up shows from the announcement, edited by
// 입학 담당 (area 'mail', like the mails' texts).
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { lazyScreen } from '../lazy-screen';

export const resultLetters = {
  list: lazyScreen(() => import('./ResultLetterList').then((m) => m.ResultLetterList)),
  edit: lazyScreen(() => import('./ResultLetterEdit').then((m) => m.ResultLetterEdit)),
  icon: MarkEmailReadIcon,
  recordRepresentation: 'kindLabel',
};
