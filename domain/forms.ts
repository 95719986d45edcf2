// Sign-up forms built by staff (설명회, 상담 예약, events): the field types, the response statuses, the shape of a
// form and the words the admin shows. A form is Korean or Chinese (`lang`): a Chinese form lives in the China MBA
// section at /china/forms/:slug and writes to its respondents in Chinese; a Korean one at /forms/:slug.
export const FORM_FIELD_TYPES = {
  text: '한 줄 글',
  email: '이메일',
  tel: '전화번호',
  select: '목록에서 고르기',
  radio: '하나 고르기(라디오)',
  checkbox: '여러 개 고르기(체크박스)',
  textarea: '여러 줄 글',
} as const;
export type FormFieldType = keyof typeof FORM_FIELD_TYPES;
export const FORM_FIELD_TYPE_CODES = Object.keys(FORM_FIELD_TYPES) as [FormFieldType, ...FormFieldType[]];
/** The types whose answer is one (or, for checkbox, several) of the field's options. */
export const CHOICE_TYPES: readonly FormFieldType[] = ['select', 'radio', 'checkbox'];

export const FORM_RESPONSE_STATUSES = {
  confirmed: '확정',
  waitlisted: '대기',
  cancelled: '취소',
} as const;
export type FormResponseStatus = keyof typeof FORM_RESPONSE_STATUSES;
export const FORM_RESPONSE_STATUS_CODES = Object.keys(FORM_RESPONSE_STATUSES) as [
  FormResponseStatus,
  ...FormResponseStatus[],
];

/** forms.lang: the language of the page and of the mails. */
export const FORM_LANGS = ['ko', 'zh-Hans'] as const;
export type FormLang = (typeof FORM_LANGS)[number];

export interface FormField {
  key: string;
  label: string;
  type: FormFieldType;
  required: boolean;
  options: string[];
}

/** A form as the admin edits it (GET/PUT /api/forms/:id). */
export interface FormRecord {
  id: number;
  title: string;
  slug: string;
  description: string;
  fields: FormField[];
  /** Seats; null: no limit. */
  capacity: number | null;
  opensAt: string | null;
  closesAt: string | null;
  consentText: string;
  retentionDays: number;
  /** Staff's words added to the confirmation mail (place, time, what to bring). */
  confirmationMail: string;
  lang: FormLang;
  /** Whether the form asks the optional 입학 소식 수신 동의. */
  askMarketing: boolean;
  published: boolean;
  confirmed: number;
  waitlisted: number;
  createdAt: string;
  updatedAt: string;
}

/** A field key: a short identifier, used as the form's input name and the JSON body's key. */
export const FIELD_KEY_PATTERN = /^[a-z][a-zA-Z0-9_]{0,39}$/;
/** Keys a field may not take: the body's own keys and the spam guards'. */
export const RESERVED_FIELD_KEYS = ['consent', 'consentMarketing', 'website', 'startedAt', 'lang'];
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The spam guards: the hidden field people never fill, the least time a person takes. */
export const FORM_HONEYPOT = 'website';
export const FORM_MIN_FILL_MS = 3000;
/** A page's signed start time is good this long (a page left open longer is drawn again). */
export const FORM_MAX_AGE_MS = 24 * 3_600_000;

/**
 * The sign-up limits. Per address only against floods: a walk-in desk or a campus or company network sends many
 * people's sign-ups from one address, so the real guards are the signed fill time and the per-e-mail limit.
 */
export const FORM_LIMITS = {
  perAddressPerHour: 300,
  /** How long an address waits once it passed the hour's limit. */
  addressWaitMinutes: 15,
  perEmailPerDay: 5,
} as const;

export const formPath = (slug: string, lang: FormLang): string =>
  lang === 'zh-Hans' ? `/china/forms/${slug}` : `/forms/${slug}`;

export const FORM_LABELS: Record<string, string> = {
  title: '제목',
  slug: '주소(슬러그)',
  description: '안내',
  fields: '입력 항목',
  capacity: '정원',
  opensAt: '접수 시작',
  closesAt: '접수 마감',
  consentText: '개인정보 수집·이용 동의 안내',
  retentionDays: '보유기간(일)',
  confirmationMail: '확인 메일에 넣을 안내',
  lang: '언어',
  askMarketing: '입학 소식 수신 동의 받기',
  published: '공개',
};

/** The optional consent, apart from the required privacy consent (campaigns mail those who gave it). */
export const MARKETING_CONSENT_LABEL = { ko: '입학 소식 수신 동의(선택)', 'zh-Hans': '同意接收招生资讯（可选）' };
