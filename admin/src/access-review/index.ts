// 접속기록 점검 (/admin/access-review): the monthly review of the access log of applications.
export { AccessReviewPage } from './AccessReviewPage';
