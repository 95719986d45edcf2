// What an admin may change in the site settings: any subset of the editable fields (brochureFileId is set by
// uploading a brochure). Unknown fields, also inside the nested objects, are refused.
import { z } from 'zod';
import { acceptingReadOnly } from '../rest.js';
import { settingsSchema } from '../../../domain/settings.js';

const { brochureFileId: _brochure, sealFileId: _seal, ...editable } = settingsSchema.shape;

// The presented record adds id, the brochure file and its id (set by uploading): they come back and are ignored.
export const settingsUpdate = acceptingReadOnly(z.strictObject(editable).partial(), [
  'id',
  'brochure',
  'brochureFileId',
  'seal',
  'sealFileId',
]);
export type SettingsUpdate = z.infer<typeof settingsUpdate>;

export const settingsLabels: Record<string, string> = {
  schoolName: '학교 이름',
  universityName: '대학교 이름',
  adminTitle: '관리자 화면 제목',
  address: '주소',
  postalCode: '우편번호',
  phone: '전화번호',
  fax: '팩스',
  email: '이메일',
  businessHours: '업무 시간',
  familySites: '패밀리 사이트',
  socialLinks: '소셜 링크',
  zh: '중국어 표기',
  'zh.universityName': '대학교 이름(중국어)',
  'zh.schoolName': '학교 이름(중국어)',
  'zh.address': '주소(중국어)',
  'zh.businessHours': '업무 시간(중국어)',
  applicationUrl: '온라인 원서접수 주소',
  applicationRetentionDays: '원서 보관 기간',
  questionRetentionDays: '입학상담 보관 기간',
  questionNotifyEmail: '새 질문 알림 받을 주소',
  resultMailIncludesOutcome: '합격자 발표 메일에 결과 넣기',
  privacyOfficer: '개인정보 보호책임자',
  staffIdleMinutes: '자동 로그아웃 시간',
  adminAllowedNetworks: '관리자 접속 허용 대역',
  naverSiteVerification: '네이버 서치어드바이저 확인 코드',
  googleSiteVerification: 'Google Search Console 확인 코드',
  approvalPagePrefixes: '게시 전 승인이 필요한 페이지 주소',
  'privacyOfficer.name': '개인정보 보호책임자 성명',
  'privacyOfficer.position': '개인정보 보호책임자 직위',
  'privacyOfficer.phone': '개인정보 보호책임자 전화',
  'privacyOfficer.email': '개인정보 보호책임자 이메일',
};
