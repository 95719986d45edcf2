// The result letters (결과 통지서) an applicant reads in the look-up from the announcement on, one per outcome and
// language, named "<kind>:<lang>" (accepted:ko, waitlisted:zh-Hans, offer:ko …). As in the admissions CRMs that never
// mail a decision, the mail only says a result is ready; the letter is tied to the application's outcome here, so an
// admit letter can never be shown to a deny. Staff may replace a default text (HTML from the admin editor); a
// placeholder is {{name}}, and an unknown one is refused when saved.
import { MAIL_LANGS, type MailLang } from './mail.js';

export const LETTER_KINDS = ['accepted', 'rejected', 'waitlisted', 'offer'] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];

export const LETTER_KIND_LABELS: Record<LetterKind, string> = {
  accepted: '합격',
  rejected: '불합격',
  waitlisted: '예비',
  offer: '추가합격',
};

export interface LetterKey {
  kind: LetterKind;
  lang: MailLang;
}

/** Every letter, in the order staff read them: by outcome, Korean before Chinese. */
export const LETTER_KEYS: LetterKey[] = LETTER_KINDS.flatMap((kind) => MAIL_LANGS.map((lang) => ({ kind, lang })));

export const letterId = (k: LetterKey): string => `${k.kind}:${k.lang}`;

export function parseLetterId(id: string): LetterKey | null {
  return LETTER_KEYS.find((k) => letterId(k) === id) ?? null;
}

/** The values a letter may name, with what staff read about each in the editor. */
export const LETTER_PLACEHOLDERS: Record<string, string> = {
  name: '지원자 성명',
  receiptNo: '접수번호',
  examNo: '수험번호',
  roundName: '모집 이름 (지원자의 언어)',
  trackName: '지원 과정',
  departmentName: '지원 학과',
  registrationPeriod: '등록 기간 (한국시간)',
  registrationEnd: '등록 마감 일시 (한국시간)',
  waitlistRank: '예비 순위 (예비 통지서)',
  respondBy: '추가합격 등록 기한 (추가합격 통지서)',
  schoolName: '학교 이름',
  phone: '입학 문의 전화',
};

/** Which placeholders only one kind's letter can fill (the others would print them empty). */
export const KIND_ONLY_PLACEHOLDERS: Partial<Record<string, LetterKind>> = {
  waitlistRank: 'waitlisted',
  respondBy: 'offer',
};

export interface LetterText {
  title: string;
  /** HTML (the admin editor's, sanitized on save). */
  body: string;
}

const KO_CONTACT = '<p>궁금한 점은 입학 담당({{phone}})으로 문의해주시기 바랍니다.</p>';
const ZH_CONTACT = '<p>如有疑问，请联系招生办公室（{{phone}}）。</p>';

export const DEFAULT_RESULT_LETTERS: Record<LetterKind, Record<MailLang, LetterText>> = {
  accepted: {
    ko: {
      title: '합격 통지서',
      body:
        '<p>{{name}}님, {{schoolName}} {{roundName}}에 <strong>합격</strong>하셨음을 알려드리며 진심으로 축하드립니다.</p>' +
        '<p>수험번호 {{examNo}} · {{trackName}} {{departmentName}}</p>' +
        '<h3>등록 방법</h3>' +
        '<ol><li>이 화면의 <strong>등록금 고지서</strong>에서 금액과 납부 계좌를 확인해주세요.</li>' +
        '<li>등록 기간 <strong>{{registrationPeriod}}</strong> 안에 등록금을 납부해주세요. 마감은 {{registrationEnd}}입니다.</li>' +
        '<li>등록 안내에 적힌 서류를 기간 안에 제출해주세요.</li></ol>' +
        '<p>기간 안에 등록하지 않으면 입학을 포기한 것으로 처리됩니다. <strong>합격증</strong>은 이 화면에서 인쇄하실 수 있습니다.</p>' +
        KO_CONTACT,
    },
    'zh-Hans': {
      title: '录取通知书',
      body:
        '<p>{{name}}，您好：</p><p>很高兴地通知您，您已被{{schoolName}}{{roundName}}<strong>录取</strong>，谨致祝贺。</p>' +
        '<p>准考证号 {{examNo}} · {{trackName}}</p>' +
        '<h3>注册方法</h3>' +
        '<ol><li>请在本页面的<strong>学费缴费通知单</strong>中确认金额和缴费账户。</li>' +
        '<li>请在注册期间 <strong>{{registrationPeriod}}</strong>（首尔时间）内缴纳学费，截止时间为{{registrationEnd}}。</li>' +
        '<li>请在期限内提交注册须知中列出的材料。</li></ol>' +
        '<p>逾期未注册者视为放弃入学。<strong>录取证明书</strong>可在本页面打印。</p>' +
        ZH_CONTACT,
    },
  },
  rejected: {
    ko: {
      title: '전형 결과 통지서',
      body:
        '<p>{{name}}님, {{schoolName}} {{roundName}}에 지원해주셔서 감사합니다.</p>' +
        '<p>지원자 여러분의 역량을 신중히 검토하였으나, 한정된 모집 인원으로 인해 이번 전형에서는 <strong>합격하지 못하셨음</strong>을 알려드립니다.</p>' +
        '<p>다음 모집에서 다시 뵙기를 바랍니다. 앞날에 좋은 일이 함께하기를 기원합니다.</p>' +
        KO_CONTACT,
    },
    'zh-Hans': {
      title: '审核结果通知书',
      body:
        '<p>{{name}}，您好：</p><p>感谢您申请{{schoolName}}{{roundName}}。</p>' +
        '<p>我们认真审核了您的申请材料，但由于招生名额有限，很遗憾地通知您，本次您<strong>未被录取</strong>。</p>' +
        '<p>欢迎您参加今后的招生。祝您一切顺利。</p>' +
        ZH_CONTACT,
    },
  },
  waitlisted: {
    ko: {
      title: '예비합격 통지서',
      body:
        '<p>{{name}}님, {{schoolName}} {{roundName}} 전형 결과 <strong>예비합격 {{waitlistRank}}번</strong>이십니다.</p>' +
        '<h3>추가합격은 이렇게 진행됩니다</h3>' +
        '<ul><li>합격자 등록이 끝난 뒤 빈 자리가 생기면 <strong>예비 순위대로</strong> 추가합격을 드립니다.</li>' +
        '<li>추가합격이 되면 메일로 알려드립니다. 이 조회 화면에서 추가합격 통지서와 등록 기한을 확인하실 수 있습니다.</li>' +
        '<li>정해진 기한까지 등록하지 않으면 다음 순위로 넘어갑니다.</li></ul>' +
        '<p>메일 주소나 연락처가 바뀌었다면 입학 담당에 꼭 알려주세요.</p>' +
        KO_CONTACT,
    },
    'zh-Hans': {
      title: '候补录取通知书',
      body:
        '<p>{{name}}，您好：</p><p>您在{{schoolName}}{{roundName}}中为<strong>候补第{{waitlistRank}}名</strong>。</p>' +
        '<h3>补录流程</h3>' +
        '<ul><li>录取者注册结束后如有空缺名额，将<strong>按候补顺序</strong>进行补录。</li>' +
        '<li>补录时将通过邮件通知您，您可以在本查询页面确认补录通知书和注册期限。</li>' +
        '<li>逾期未注册者，名额将顺延给下一位候补者。</li></ul>' +
        '<p>如您的邮箱或联系方式有变更，请务必告知招生办公室。</p>' +
        ZH_CONTACT,
    },
  },
  offer: {
    ko: {
      title: '추가합격 통지서',
      body:
        '<p>{{name}}님, {{schoolName}} {{roundName}}에 <strong>추가합격</strong>하셨음을 알려드리며 축하드립니다.</p>' +
        '<p>수험번호 {{examNo}} · {{trackName}} {{departmentName}}</p>' +
        '<h3>등록 기한: {{respondBy}}</h3>' +
        '<p>이 화면의 <strong>등록금 고지서</strong>에서 금액과 납부 계좌를 확인하시고 <strong>{{respondBy}}</strong>까지 등록금을 납부해주세요. ' +
        '기한까지 등록하지 않으면 등록을 포기한 것으로 처리되고 다음 예비 순위 지원자에게 기회가 넘어갑니다.</p>' +
        '<p><strong>합격증</strong>은 이 화면에서 인쇄하실 수 있습니다.</p>' +
        KO_CONTACT,
    },
    'zh-Hans': {
      title: '补录通知书',
      body:
        '<p>{{name}}，您好：</p><p>很高兴地通知您，您已被{{schoolName}}{{roundName}}<strong>补录</strong>，谨致祝贺。</p>' +
        '<p>准考证号 {{examNo}} · {{trackName}}</p>' +
        '<h3>注册期限：{{respondBy}}</h3>' +
        '<p>请在本页面的<strong>学费缴费通知单</strong>中确认金额和缴费账户，并于<strong>{{respondBy}}</strong>前缴纳学费。' +
        '逾期未注册者视为放弃注册，名额将顺延给下一位候补者。</p>' +
        '<p><strong>录取证明书</strong>可在本页面打印。</p>' +
        ZH_CONTACT,
    },
  },
};

/** Every {{…}} of a text that is not a known placeholder, as written, each once. */
export function unknownLetterPlaceholders(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/\{\{([^{}]*)\}\}/g)) {
    const key = m[1].trim();
    if (!/^[A-Za-z]+$/.test(key) || !Object.hasOwn(LETTER_PLACEHOLDERS, key)) found.add(m[0]);
  }
  return [...found];
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The letter with its placeholders filled: the title as plain text, the body's values escaped into its HTML. */
export function renderLetter(t: LetterText, values: Record<string, string>): LetterText {
  const fill = (s: string, esc: (v: string) => string) =>
    s.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (whole, key: string) => (key in values ? esc(values[key]) : whole));
  return { title: fill(t.title, (v) => v).replace(/[\r\n]+/g, ' '), body: fill(t.body, escapeHtml) };
}

/** The values of a preview: a made-up applicant in the letter's language (the school's name and phone are real). */
export function sampleLetterValues(
  lang: MailLang,
  site: { schoolName: string; phone: string },
): Record<string, string> {
  const zh = lang === 'zh-Hans';
  return {
    name: zh ? '王明' : '홍길동',
    receiptNo: '2027-1-0001',
    examNo: 'M-1001',
    roundName: zh ? '2027年春季入学 中国MBA招生' : '2027학년도 전기 일반 모집',
    trackName: zh ? '中国 MBA（工商管理硕士）' : '석사과정',
    departmentName: zh ? '' : '중소기업경영학과',
    registrationPeriod: '2027.01.25 09:00 ~ 2027.01.29 17:00',
    registrationEnd: '2027.01.29 17:00',
    waitlistRank: '3',
    respondBy: '2027.02.05 17:00',
    schoolName: site.schoolName,
    phone: site.phone,
  };
}
