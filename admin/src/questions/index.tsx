// 입학상담 at /admin/questions: the questions (asker masked), and one question with its answer form, make public
// (as a Q&A without the name, or into the FAQ) and delete.
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import { lazyScreen } from '../lazy-screen';

export const questions = {
  list: lazyScreen(() => import('./QuestionList').then((m) => m.QuestionList)),
  show: lazyScreen(() => import('./QuestionShow').then((m) => m.QuestionShow)),
  icon: QuestionAnswerIcon,
  options: { label: '입학상담' },
};
