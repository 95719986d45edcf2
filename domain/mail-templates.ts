// The 메일 양식 staff edit: one per applicant mail kind and language, named "<kind>:<lang>"; the check that a text
// names only known placeholders; and the sample values a preview is filled with.
import { APPLICANT_MAIL_KINDS, MAIL_PLACEHOLDERS, type ApplicantMailKind } from './applicant-mail.js';
import { MAIL_LANGS, type MailLang } from './mail.js';

export interface TemplateKey {
  kind: ApplicantMailKind;
  lang: MailLang;
}

/** Every template, in the order staff read them: by kind, Korean before Chinese. */
export const TEMPLATE_KEYS: TemplateKey[] = APPLICANT_MAIL_KINDS.flatMap((kind) =>
  MAIL_LANGS.map((lang) => ({ kind, lang })),
);

export const templateId = (k: TemplateKey): string => `${k.kind}:${k.lang}`;

/** "application.received:ko" → its key; anything else → null. */
export function parseTemplateId(id: string): TemplateKey | null {
  return TEMPLATE_KEYS.find((k) => templateId(k) === id) ?? null;
}

export const TEMPLATE_LANG_NAMES: Record<MailLang, string> = { ko: '한국어', 'zh-Hans': '중국어(간체)' };

/** Every {{…}} of a text that is not a known placeholder, as written (e.g. "{{nmae}}"), each once. */
export function unknownPlaceholders(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/\{\{([^{}]*)\}\}/g)) {
    const key = m[1].trim();
    if (!/^[A-Za-z]+$/.test(key) || !Object.hasOwn(MAIL_PLACEHOLDERS, key)) found.add(m[0]);
  }
  return [...found];
}

export const unknownPlaceholderMessage = (unknown: string[]): string =>
  `알 수 없는 자리표시자입니다: ${unknown.join(', ')}. 오른쪽 목록의 자리표시자만 쓸 수 있습니다.`;

/** The values of a preview: a made-up applicant in the template's language (the school's name and phone are real). */
export function sampleMailValues(
  lang: MailLang,
  site: { schoolName: string; phone: string; publicUrl: string },
): Record<string, string> {
  const zh = lang === 'zh-Hans';
  return {
    name: zh ? '王明' : '홍길동',
    receiptNo: '2027-0001',
    roundName: zh ? '2027年春季入学 中国MBA招生' : '2027학년도 전기 일반 모집',
    trackName: zh ? '中国 MBA（工商管理硕士）' : '석사과정',
    departmentName: '중소기업경영학과',
    examNo: 'M-1001',
    interviewAt: '2026.12.12 10:00',
    interviewPlace: zh ? '本馆 3楼 301室' : '본관 3층 301호',
    announceAt: '2026.12.20 14:00',
    note: zh ? '请补充提交最终学历证明原件扫描件。' : '졸업증명서 원본 스캔본을 다시 제출해주세요.',
    lookupUrl: `${site.publicUrl}${zh ? '/receipt/china-mba/lookup' : '/receipt/lookup'}?by=receipt`,
    respondBy: '2027.01.29 17:00',
    registrationAmount: '4,250,000',
    registrationPaidAt: '2027-01-27',
    feeAmount: zh ? '80,000韩元' : '80,000원',
    feeAccount: zh
      ? '国民银行 123-456-789012 （户名：中小企业大学院）'
      : '국민은행 123-456-789012 (예금주: 중소기업대학원)',
    feeDeadline: zh ? '2026年12月4日（周五）17:00（首尔时间）' : '2026년 12월 4일 (금) 17:00',
    schoolName: site.schoolName,
    phone: site.phone,
    changes: zh ? '报名截止：2026.12.01 18:00 → 2026.12.03 18:00' : '접수 마감: 2026.12.01 18:00 → 2026.12.03 18:00',
  };
}
