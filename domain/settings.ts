// Site settings: their shape (with the Korean message of every rule) and their defaults. db/settings.ts stores them;
// the public pages get them as props; the settings API validates with this schema.
import { z } from 'zod';
import { HTTP_URL_MESSAGE, isHttpUrl, isSafeLink } from './links.js';
import { CIDR_MESSAGE, isCidr } from './networks.js';
import { singleLine } from './single-line.js';
import { QUESTION_RETENTION } from './questions.js';
import { ZH_DEFAULTS } from './settings-zh.js';

const httpUrl = z.string().trim().max(500).refine(isHttpUrl, { error: HTTP_URL_MESSAGE });
// Every text here is shown on one line (the footer, the head, the admin's title).
const text = (max: number) => z.string().trim().check(singleLine).max(max);
const phone = text(30).regex(/^[0-9+()\-. ~]*$/, { error: '숫자, 하이픈(-), 괄호, 공백만 쓸 수 있습니다.' });
const email = text(254).refine((v) => v === '' || z.email().safeParse(v).success, {
  error: '이메일 형식이 올바르지 않습니다.',
});
/** A search engine's site-verification code: the content of its meta tag; the whole pasted tag is accepted too. */
const verification = z
  .string()
  .trim()
  .max(300)
  .transform((v) => /content\s*=\s*["']([^"']*)["']/i.exec(v)?.[1]?.trim() ?? v)
  .pipe(
    z
      .string()
      .max(100, { error: '확인 코드는 100자 이하입니다.' })
      .regex(/^[A-Za-z0-9_-]*$/, {
        error: '확인 코드(영문, 숫자, -, _)나 안내받은 메타 태그를 그대로 붙여 넣어주세요.',
      }),
  );
/** nameZh: the name on the China section's pages (domain/settings-zh.ts); absent or empty: the seeded one. */
const link = z.strictObject({
  name: text(50).min(1, { error: '이름을 입력해주세요.' }),
  url: httpUrl,
  nameZh: text(50).optional(),
});

export const settingsSchema = z.object({
  schoolName: text(60).min(1, { error: '학교 이름을 입력해주세요.' }),
  universityName: text(60).min(1, { error: '대학교 이름을 입력해주세요.' }),
  /** Empty: the admin is titled after the school (adminTitleOf). */
  adminTitle: text(60),
  address: text(200),
  postalCode: text(10).regex(/^[0-9-]*$/, { error: '우편번호는 숫자로 입력해주세요.' }),
  phone,
  fax: phone,
  email,
  businessHours: text(100),
  brochureFileId: z.number().int().positive().nullable(),
  /** The school's seal (직인) printed on the 합격증; set by uploading an image, null: the certificate has none. */
  sealFileId: z.number().int().positive().nullable(),
  /**
   * Put the outcome (합격, 불합격, 예비) in the result mail. Off by default: a mail can reach a wrong or shared address
   * or be forwarded, so the mail only says the result is ready and the applicant reads the letter in the look-up.
   */
  resultMailIncludesOutcome: z.boolean({ error: 'true 또는 false로 보내주세요.' }),
  /** Where the office is told that an applicant uploaded a 보완 서류 in the look-up; empty: no mail (the admin shows it). */
  supplementNoticeEmail: email,
  familySites: z.array(link).max(30, { error: '30개까지 넣을 수 있습니다.' }),
  socialLinks: z.array(link).max(10, { error: '10개까지 넣을 수 있습니다.' }),
  /** The footer's texts on the China section's pages (zh-Hans); an empty one reads as the seeded school's. */
  zh: z.strictObject({ universityName: text(60), schoolName: text(60), address: text(200), businessHours: text(100) }),
  /** The external online application; empty → our own /receipt. An http(s) address or a path on this site. */
  applicationUrl: text(500).refine((v) => v === '' || isSafeLink(v), {
    error: '비워두거나(우리 /receipt) http(s) 주소 또는 /로 시작하는 사이트 경로를 입력해주세요.',
  }),
  /** How long applications are kept before they are destroyed, in days. */
  applicationRetentionDays: z.number().int({ error: '정수로 입력해주세요.' }).min(30).max(3650),
  /** 입학상담: how long an asker's name, e-mail and password (and the question) are kept, in days. */
  questionRetentionDays: z
    .number({ error: '숫자로 입력해주세요.' })
    .int({ error: '정수로 입력해주세요.' })
    .min(QUESTION_RETENTION.min, { error: `${QUESTION_RETENTION.min}일 이상으로 입력해주세요.` })
    .max(QUESTION_RETENTION.max, { error: `${QUESTION_RETENTION.max}일 이하로 입력해주세요.` }),
  /** 입학상담: the office address each new question is announced to; empty: none. */
  questionNotifyEmail: email,
  privacyOfficer: z.strictObject({ name: text(50), position: text(50), phone, email }),
  /** Staff logins end after this many minutes without an admin call (기준 제6조, KWCAG 2.2.1 lets it be extended). */
  staffIdleMinutes: z
    .number({ error: '숫자로 입력해주세요.' })
    .int({ error: '정수로 입력해주세요.' })
    .min(5, { error: '5분 이상으로 입력해주세요.' })
    .max(240, { error: '240분 이하로 입력해주세요.' }),
  /** Networks (CIDR) staff may use the admin from; empty: any. */
  adminAllowedNetworks: z
    .array(text(50).refine(isCidr, { error: CIDR_MESSAGE }), { error: '대역 목록(배열)으로 보내주세요.' })
    .max(50, { error: '50개까지 넣을 수 있습니다.' }),
  /** 네이버 서치어드바이저 and Google Search Console site-ownership codes (meta tags on the home page). */
  naverSiteVerification: verification,
  googleSiteVerification: verification,
  /**
   * 게시 전 승인 for page groups: the page addresses (prefixes such as /department/ai_business) whose publishes
   * wait for an approver, unless a 최고관리자 publishes (domain/approvals.ts).
   */
  approvalPagePrefixes: z
    .array(
      text(200).regex(/^\/[^\s?#]*$/, {
        error: '/로 시작하는 페이지 주소를 넣어주세요 (예: /department/ai_business).',
      }),
      { error: '주소 목록(배열)으로 보내주세요.' },
    )
    .max(100, { error: '100개까지 넣을 수 있습니다.' }),
});

export type SiteSettings = z.infer<typeof settingsSchema>;

export const defaultSettings: SiteSettings = {
  schoolName: '중소기업대학원',
  universityName: '한빛대학교',
  adminTitle: '',
  address: '서울특별시 동작구 상도로 369 한빛대학교 창업관 3층',
  postalCode: '06978',
  phone: '02-820-0990',
  fax: '02-820-0991',
  email: 'gsb@hanbit.ac.kr',
  businessHours: '평일 09:00 ~ 18:00 (점심시간 12:00 ~ 13:00)',
  brochureFileId: null,
  sealFileId: null,
  resultMailIncludesOutcome: false,
  supplementNoticeEmail: '',
  familySites: [
    { name: '한빛대학교', url: 'https://www.hanbit.ac.kr' },
    { name: '한빛대학교 대학원', url: 'https://grad.hanbit.ac.kr' },
    { name: '중소벤처기업부', url: 'https://www.mss.go.kr' },
    { name: '창업진흥원', url: 'https://www.kised.or.kr' },
    { name: '소상공인시장진흥공단', url: 'https://www.semas.or.kr' },
  ],
  socialLinks: [
    { name: '유튜브', url: 'https://www.youtube.com/@hanbitgsb' },
    { name: '블로그', url: 'https://blog.naver.com/hanbitgsb' },
    { name: '인스타그램', url: 'https://www.instagram.com/hanbitgsb' },
  ],
  zh: { ...ZH_DEFAULTS },
  applicationUrl: '',
  applicationRetentionDays: 1825,
  questionRetentionDays: QUESTION_RETENTION.default,
  questionNotifyEmail: '',
  privacyOfficer: {
    name: '김정우',
    position: '중소기업대학원 행정실장',
    phone: '02-820-0990',
    email: 'privacy@hanbit.ac.kr',
  },
  staffIdleMinutes: 30,
  adminAllowedNetworks: [],
  naverSiteVerification: '',
  googleSiteVerification: '',
  approvalPagePrefixes: [],
};

/** The admin's title: the one staff set in 사이트 설정, else the school's name with 관리자. */
export function adminTitleOf(settings: Pick<SiteSettings, 'adminTitle' | 'schoolName'>): string {
  return settings.adminTitle.trim() || `${settings.schoolName} 관리자`;
}
