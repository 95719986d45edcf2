// 홍보 메일 (/admin/campaigns: write, preview, choose audiences, send or schedule, counts) and 입학 소식 구독자
// (/admin/subscribers: masked). Both read the 'mail' area (입학 담당 and 최고관리자).
import CampaignIcon from '@mui/icons-material/Campaign';
import MarkunreadMailboxIcon from '@mui/icons-material/MarkunreadMailbox';
import { lazyScreen } from '../lazy-screen';

export const campaigns = {
  list: lazyScreen(() => import('./CampaignList').then((m) => m.CampaignList)),
  create: lazyScreen(() => import('./CampaignEdit').then((m) => m.CampaignCreate)),
  edit: lazyScreen(() => import('./CampaignEdit').then((m) => m.CampaignEdit)),
  show: lazyScreen(() => import('./CampaignShow').then((m) => m.CampaignShow)),
  icon: CampaignIcon,
  recordRepresentation: 'subject',
  options: { label: '홍보 메일' },
};

export const subscribers = {
  list: lazyScreen(() => import('./SubscriberList').then((m) => m.SubscriberList)),
  icon: MarkunreadMailboxIcon,
  options: { label: '입학 소식 구독자' },
};
