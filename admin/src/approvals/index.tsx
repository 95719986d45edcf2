// 승인 요청 (/admin/approvals): 게시 전 승인's queue. Approvers (최고관리자, 홍보·콘텐츠 담당 over the whole site) see
// every request with what would change and decide it (승인 publishes, 반려 returns it with a comment); an editor who
// must ask sees their own requests and the decisions (the server narrows the list).
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { lazyScreen } from '../lazy-screen';

export const approvals = {
  list: lazyScreen(() => import('./ApprovalList').then((m) => m.ApprovalList)),
  show: lazyScreen(() => import('./ApprovalShow').then((m) => m.ApprovalShow)),
  icon: TaskAltIcon,
  options: { label: '승인 요청' },
};
