// The mails an applicant receives, in the language they applied in: the default texts (staff may replace them,
// per kind and language, in 원서접수 관리 › 메일 양식), the placeholders a text may use, and the one renderer.
// A placeholder is {{name}}; an unknown one is left as written, so a typo shows in the preview, not as a blank.
import type { MailLang } from './mail.js';

export const APPLICANT_MAIL_KINDS = [
  'application.received',
  'application.incomplete',
  'application.interview',
  'application.result',
  'application.offer',
  'application.registered',
  'round.changed',
  'application.withdrawn',
  'application.declined',
  'application.lapsed',
] as const;
export type ApplicantMailKind = (typeof APPLICANT_MAIL_KINDS)[number];

/** The values a template may name, with what staff read about each in the editor. */
export const MAIL_PLACEHOLDERS: Record<string, string> = {
  name: '지원자 성명',
  receiptNo: '접수번호',
  roundName: '모집 이름 (지원자의 언어)',
  trackName: '지원 과정',
  departmentName: '지원 학과',
  examNo: '수험번호',
  interviewAt: '면접 일시 (한국시간)',
  interviewPlace: '면접 장소',
  announceAt: '합격자 발표 일시 (한국시간)',
  note: '담당자가 적은 안내 (서류 보완 요청의 내용), 지원 취소 메일에서는 지원자가 적은 사유',
  lookupUrl: '합격 여부·수험표 조회 주소',
  respondBy: '추가합격 등록 기한 (한국시간)',
  registrationAmount: '납부한 등록금 (원)',
  registrationPaidAt: '등록금 납부일',
  feeAmount: '전형료 금액 (모집에 적은 금액, 없으면 "없음")',
  feeAccount: '전형료 납부 방법 (은행·계좌번호·예금주)',
  feeDeadline: '전형료 납부 기한 (한국시간)',
  schoolName: '학교 이름',
  phone: '입학 문의 전화',
  changes: '바뀐 일정 (항목: 이전 → 변경, 한국시간; 모집 일정 변경 안내)',
};

export interface MailText {
  subject: string;
  body: string;
}

export const DEFAULT_APPLICANT_MAIL: Record<ApplicantMailKind, Record<MailLang, MailText>> = {
  'application.received': {
    ko: {
      subject: '[{{schoolName}}] 입학원서가 접수되었습니다 (접수번호 {{receiptNo}})',
      body: '{{name}}님, {{roundName}} 입학원서가 접수되었습니다.\n\n접수번호: {{receiptNo}}\n지원 과정: {{trackName}} {{departmentName}}\n\n전형료: {{feeAmount}}\n납부 방법: {{feeAccount}}\n납부 기한: {{feeDeadline}}\n입금자명은 지원자 성명으로 해주세요. 입금이 확인되면 조회 화면에 표시됩니다.\n\n접수 상태와 결과는 {{lookupUrl}} 에서 접수번호와 조회 비밀번호로 확인하실 수 있습니다. 합격자 발표는 {{announceAt}}입니다.\n\n문의: {{phone}}',
    },
    'zh-Hans': {
      subject: '[{{schoolName}}] 已收到您的入学申请（受理编号 {{receiptNo}}）',
      body: '{{name}}，您好：\n\n我们已收到您的{{roundName}}入学申请。\n\n受理编号：{{receiptNo}}\n申请课程：{{trackName}}\n\n报名费：{{feeAmount}}\n缴费方式：{{feeAccount}}\n缴费截止：{{feeDeadline}}\n汇款人姓名请填写申请人本人姓名。确认到账后将在查询页面显示。\n\n您可以在 {{lookupUrl}} 使用受理编号和查询密码查看申请状态和结果。录取结果将于{{announceAt}}公布。\n\n咨询电话：{{phone}}',
    },
  },
  'application.incomplete': {
    ko: {
      subject: '[{{schoolName}}] 제출 서류 보완을 요청드립니다 (접수번호 {{receiptNo}})',
      body: '{{name}}님, 제출하신 서류를 확인한 결과 보완이 필요합니다.\n\n{{note}}\n\n보완 서류는 {{lookupUrl}} 에서 접수번호와 조회 비밀번호로 조회한 뒤 올려주시기 바랍니다. 문의: {{phone}}',
    },
    'zh-Hans': {
      subject: '[{{schoolName}}] 请补充申请材料（受理编号 {{receiptNo}}）',
      body: '{{name}}，您好：\n\n经审核，您提交的材料需要补充。\n\n{{note}}\n\n请在 {{lookupUrl}} 使用受理编号和查询密码查询后上传补充材料。咨询电话：{{phone}}',
    },
  },
  'application.interview': {
    ko: {
      subject: '[{{schoolName}}] 면접 일정을 안내드립니다 (수험번호 {{examNo}})',
      body: '{{name}}님, 면접 일정을 안내드립니다.\n\n수험번호: {{examNo}}\n면접 일시: {{interviewAt}}\n면접 장소: {{interviewPlace}}\n\n수험표는 {{lookupUrl}} 에서 조회 후 인쇄하실 수 있습니다. 신분증과 수험표를 지참해주세요.',
    },
    'zh-Hans': {
      subject: '[{{schoolName}}] 面试安排通知（考号 {{examNo}}）',
      body: '{{name}}，您好：\n\n您的面试安排如下。\n\n考号：{{examNo}}\n面试时间：{{interviewAt}}（韩国时间）\n面试地点：{{interviewPlace}}\n\n请在 {{lookupUrl}} 查询并打印准考证。',
    },
  },
  // Never names the outcome: a mail can reach a wrong or shared address or be forwarded. The applicant
  // reads the letter of their outcome in the look-up (server/applications/letters.ts). Only when the settings'
  // resultMailIncludesOutcome is on does the mailer add the outcome (resultOutcomeLine below).
  'application.result': {
    ko: {
      subject: '[{{schoolName}}] {{roundName}} 전형 결과를 확인해주세요',
      body: '{{name}}님, {{roundName}} 전형 결과가 나왔습니다.\n\n결과 통지서는 {{lookupUrl}} 에서 접수번호({{receiptNo}})와 조회 비밀번호로 조회하시면 보실 수 있습니다. 개인정보 보호를 위해 결과는 메일로 알려드리지 않습니다.\n\n문의: {{phone}}',
    },
    'zh-Hans': {
      subject: '[{{schoolName}}] {{roundName}} 审核结果已公布，请查询',
      body: '{{name}}，您好：\n\n{{roundName}}的审核结果已公布。\n\n请在 {{lookupUrl}} 使用受理编号（{{receiptNo}}）和查询密码查看结果通知书。为保护个人信息，结果不通过邮件告知。\n\n咨询电话：{{phone}}',
    },
  },
  'application.offer': {
    ko: {
      subject: '[{{schoolName}}] 추가합격 안내: 등록 기한을 확인해주세요 (접수번호 {{receiptNo}})',
      body: '{{name}}님, {{roundName}} 예비 합격자 중 추가합격 대상이 되셨습니다.\n\n등록 기한: {{respondBy}}\n\n합격 안내와 등록금 고지서는 {{lookupUrl}} 에서 접수번호({{receiptNo}})와 조회 비밀번호로 확인하실 수 있습니다. 기한까지 등록하지 않으시면 등록을 포기한 것으로 처리됩니다. 등록하지 않으실 경우 조회 화면에서 등록 포기를 알려주시면 다음 순위의 예비 합격자에게 기회가 돌아갑니다.\n\n문의: {{phone}}',
    },
    'zh-Hans': {
      subject: '[{{schoolName}}] 补录通知：请确认注册截止时间（受理编号 {{receiptNo}}）',
      body: '{{name}}，您好：\n\n您已从{{roundName}}候补名单中获得补录资格。\n\n注册截止时间：{{respondBy}}（韩国时间）\n\n请在 {{lookupUrl}} 使用受理编号（{{receiptNo}}）和查询密码查看录取通知和学费缴费单。截止时间前未注册的，将视为放弃注册。如不注册，请在查询页面告知放弃注册，以便名额转给下一位候补者。\n\n咨询电话：{{phone}}',
    },
  },
  'application.registered': {
    ko: {
      subject: '[{{schoolName}}] 등록이 확인되었습니다 (접수번호 {{receiptNo}})',
      body: '{{name}}님, {{roundName}} {{trackName}} {{departmentName}} 등록이 확인되었습니다.\n\n납부 금액: {{registrationAmount}}원\n납부일: {{registrationPaidAt}}\n\n입학을 진심으로 환영합니다. 입학 전 안내는 따로 드리겠습니다.\n\n문의: {{phone}}',
    },
    'zh-Hans': {
      subject: '[{{schoolName}}] 注册已确认（受理编号 {{receiptNo}}）',
      body: '{{name}}，您好：\n\n您的{{roundName}} {{trackName}}注册已确认。\n\n缴费金额：{{registrationAmount}}韩元\n缴费日期：{{registrationPaidAt}}\n\n热烈欢迎您入学。入学前的相关事项将另行通知。\n\n咨询电话：{{phone}}',
    },
  },
  // A round's dates moved after applications came in: every applicant of the round is told.
  'round.changed': {
    ko: {
      subject: '[{{schoolName}}] {{roundName}} 일정이 변경되었습니다',
      body: '{{name}}님, 지원하신 {{roundName}}의 일정이 아래와 같이 변경되었습니다 (한국시간).\n\n{{changes}}\n\n접수번호: {{receiptNo}}\n접수 상태와 결과는 {{lookupUrl}} 에서 확인하실 수 있습니다.\n\n문의: {{phone}}',
    },
    'zh-Hans': {
      subject: '[{{schoolName}}] {{roundName}} 日程变更通知',
      body: '{{name}}，您好：\n\n您申请的{{roundName}}日程变更如下（韩国时间）。\n\n{{changes}}\n\n受理编号：{{receiptNo}}\n请在 {{lookupUrl}} 查看申请状态和结果。\n\n咨询电话：{{phone}}',
    },
  },
  // 등록포기 recorded by staff (or by the applicant in the look-up): the applicant is told it is on record.
  'application.declined': {
    ko: {
      subject: '[{{schoolName}}] 등록포기가 처리되었습니다 (접수번호 {{receiptNo}})',
      body: '{{name}}님, {{roundName}} {{trackName}} 합격에 대한 등록포기가 처리되었습니다.\n\n{{note}}\n\n본인이 요청하지 않으셨다면 바로 입학 담당으로 연락해주세요. 이미 납부한 등록금의 환불은 별도로 안내드립니다.\n\n문의: {{phone}}',
    },
    'zh-Hans': {
      subject: '[{{schoolName}}] 放弃注册已处理（受理编号 {{receiptNo}}）',
      body: '{{name}}，您好：\n\n您在{{roundName}} {{trackName}}的录取已按放弃注册处理。\n\n{{note}}\n\n如非本人申请，请立即联系招生办公室。已缴纳注册费的退款事宜将另行通知。\n\n咨询电话：{{phone}}',
    },
  },
  // An offer of 추가합격 passed its deadline without 등록: the seat goes to the next applicant.
  'application.lapsed': {
    ko: {
      subject: '[{{schoolName}}] 추가합격 등록 기한이 지났습니다 (접수번호 {{receiptNo}})',
      body: '{{name}}님, {{roundName}} {{trackName}} 추가합격의 등록 기한({{respondBy}}, 한국시간)까지 등록이 확인되지 않아 등록포기(미응답)로 처리되었습니다.\n\n기한 안에 등록금을 납부하셨다면 바로 입학 담당으로 연락해주세요.\n\n문의: {{phone}}',
    },
    'zh-Hans': {
      subject: '[{{schoolName}}] 追加录取注册期限已过（受理编号 {{receiptNo}}）',
      body: '{{name}}，您好：\n\n截至{{roundName}} {{trackName}}追加录取的注册期限（{{respondBy}}，韩国时间），未能确认您的注册，已按放弃注册（未回复）处理。\n\n如您已在期限内缴纳注册费，请立即联系招生办公室。\n\n咨询电话：{{phone}}',
    },
  },
  'application.withdrawn': {
    ko: {
      subject: '[{{schoolName}}] 지원 취소가 처리되었습니다 (접수번호 {{receiptNo}})',
      body: '{{name}}님, {{roundName}} 입학원서(접수번호 {{receiptNo}})의 지원 취소가 처리되었습니다.\n\n취소 사유: {{note}}\n\n지원 취소는 되돌릴 수 없습니다. 본인이 요청하지 않으셨다면 바로 입학 담당으로 연락해주세요.\n\n문의: {{phone}}',
    },
    'zh-Hans': {
      subject: '[{{schoolName}}] 已撤回申请（受理编号 {{receiptNo}}）',
      body: '{{name}}，您好：\n\n您的{{roundName}}入学申请（受理编号 {{receiptNo}}）已撤回。\n\n撤回原因：{{note}}\n\n撤回申请后无法恢复。如果不是您本人申请，请立即联系招生办公室。\n\n咨询电话：{{phone}}',
    },
  },
};

/** A template with its placeholders filled (values are plain text; the mail is sent as text). */
export function renderMailText(t: MailText, values: Record<string, string>): MailText {
  const fill = (s: string) =>
    s.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (whole, key: string) => (key in values ? values[key] : whole));
  // A value never brings a line break into the subject (a header).
  return { subject: fill(t.subject).replace(/[\r\n]+/g, ' '), body: fill(t.body) };
}

/**
 * The outcome as one line added to the result mail, only when a school turned resultMailIncludesOutcome on
 * ("전형 결과: 예비 (예비 순위 3번)" / "审核结果：候补（候补第3名）").
 */
export function resultOutcomeLine(outcome: { label: string; waitlistRank: number | null }, lang: MailLang): string {
  if (lang === 'zh-Hans')
    return `审核结果：${outcome.label}${outcome.waitlistRank ? `（候补第${outcome.waitlistRank}名）` : ''}`;
  return `전형 결과: ${outcome.label}${outcome.waitlistRank ? ` (예비 순위 ${outcome.waitlistRank}번)` : ''}`;
}
