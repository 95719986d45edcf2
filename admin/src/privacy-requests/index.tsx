// 개인정보 요청 (/admin/privacy-requests): the data subjects' requests (열람·정정·삭제·처리정지·동의 철회) with the days
// left before their 10-day limit, one request with its history, and its answer. 최고관리자 sees every request,
// 입학 담당 those about an application (the server narrows the list).
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import { lazyScreen } from '../lazy-screen';

export const privacyRequests = {
  list: lazyScreen(() => import('./PrivacyRequestList').then((m) => m.PrivacyRequestList)),
  show: lazyScreen(() => import('./PrivacyRequestShow').then((m) => m.PrivacyRequestShow)),
  icon: PrivacyTipIcon,
  options: { label: '개인정보 요청' },
};
