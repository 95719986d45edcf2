// What a privacy request's person reads, in their language: the code mail, the receipt mail, the answer mails and
// the errors of the form and the API.
import { KIND_LABELS, type PrivacyKind } from '../../domain/privacy-requests.js';
import { formatLongDate } from '../../domain/time.js';

export type Lang = 'ko' | 'zh';
export const langOf = (l: string | null | undefined): Lang => (l === 'zh-Hans' || l === 'zh' ? 'zh' : 'ko');

export const PRIVACY_TEXT = {
  ko: {
    codeSent:
      '입력하신 이메일이 설명회 신청이나 입학 소식 구독에 쓰인 주소라면 그 주소로 인증 코드를 보냈습니다. 15분 안에 입력해주세요.',
    wrongCode: '인증 코드가 맞지 않거나 만료되었습니다. 코드를 다시 받아주세요.',
    notProved: '본인 확인 정보가 맞지 않습니다.',
    memberLogin: '회원은 로그인한 뒤 요청해주세요.',
    codeSubject: (school: string) => `[${school}] 개인정보 요청 인증 코드`,
    codeBody: (name: string, code: string, minutes: number) =>
      `${name}님, 개인정보 열람·정정·삭제·처리정지 요청의 인증 코드는 ${code} 입니다.\n\n${minutes}분 동안 한 번만 쓸 수 있습니다. 요청하지 않으셨다면 이 메일을 무시해주세요.`,
    receiptSubject: (school: string, kind: PrivacyKind) =>
      `[${school}] 개인정보 ${KIND_LABELS.ko[kind]} 요청을 접수했습니다`,
    receiptBody: (name: string, id: number, kind: PrivacyKind, due: Date) =>
      `${name}님, 개인정보 ${KIND_LABELS.ko[kind]} 요청(접수 ${id}번)을 접수했습니다.\n\n개인정보 보호법에 따라 ${formatLongDate(due)}까지 처리 결과를 이 주소로 알려드립니다.`,
    answerSubject: (school: string, kind: PrivacyKind) => `[${school}] 개인정보 ${KIND_LABELS.ko[kind]} 요청 처리 결과`,
    done: (name: string, id: number, kind: PrivacyKind, answer: string) =>
      `${name}님, 개인정보 ${KIND_LABELS.ko[kind]} 요청(접수 ${id}번)을 처리했습니다.\n\n${answer}`,
    refused: (name: string, id: number, kind: PrivacyKind, reason: string, answer: string) =>
      `${name}님, 개인정보 ${KIND_LABELS.ko[kind]} 요청(접수 ${id}번)에 따를 수 없습니다.\n\n사유: ${reason}\n${answer}\n\n이 결정에 이의가 있으시면 개인정보 보호책임자에게 이의를 제기하시거나 개인정보분쟁조정위원회(1833-6972), 개인정보침해신고센터(118)에 도움을 요청하실 수 있습니다.`,
    delayed: (name: string, id: number, kind: PrivacyKind, reason: string, until: Date) =>
      `${name}님, 개인정보 ${KIND_LABELS.ko[kind]} 요청(접수 ${id}번)의 처리를 ${formatLongDate(until)}까지 연기합니다.\n\n사유: ${reason}`,
    download: (url: string, until: Date) =>
      `보유한 개인정보의 사본을 아래 주소에서 받으실 수 있습니다(${formatLongDate(until)}까지, 읽기 쉬운 문서와 JSON 파일).\n${url}`,
  },
  zh: {
    codeSent: '如果您输入的邮箱曾用于报名说明会或订阅招生资讯，验证码已发送到该邮箱。请在15分钟内输入。',
    wrongCode: '验证码不正确或已过期。请重新获取验证码。',
    notProved: '身份确认信息不正确。',
    memberLogin: '会员请登录后提出申请。',
    codeSubject: (school: string) => `[${school}] 个人信息申请验证码`,
    codeBody: (name: string, code: string, minutes: number) =>
      `${name}，您好：\n\n您申请查阅、更正、删除或停止处理个人信息的验证码为 ${code}。\n\n该验证码${minutes}分钟内有效，仅可使用一次。如果不是您本人申请，请忽略此邮件。`,
    receiptSubject: (school: string, kind: PrivacyKind) => `[${school}] 已受理您的个人信息${KIND_LABELS.zh[kind]}申请`,
    receiptBody: (name: string, id: number, kind: PrivacyKind, due: Date) =>
      `${name}，您好：\n\n我们已受理您的个人信息${KIND_LABELS.zh[kind]}申请（受理编号 ${id}）。\n\n根据韩国《个人信息保护法》，我们将在${formatLongDate(due)}之前将处理结果发送到此邮箱。`,
    answerSubject: (school: string, kind: PrivacyKind) => `[${school}] 个人信息${KIND_LABELS.zh[kind]}申请的处理结果`,
    done: (name: string, id: number, kind: PrivacyKind, answer: string) =>
      `${name}，您好：\n\n您的个人信息${KIND_LABELS.zh[kind]}申请（受理编号 ${id}）已处理完毕。\n\n${answer}`,
    refused: (name: string, id: number, kind: PrivacyKind, reason: string, answer: string) =>
      `${name}，您好：\n\n很抱歉，我们无法接受您的个人信息${KIND_LABELS.zh[kind]}申请（受理编号 ${id}）。\n\n理由（韩文原文）：${reason}\n${answer}\n\n如有异议，可向个人信息保护负责人提出，或向个人信息纠纷调解委员会（1833-6972）、个人信息侵害举报中心（118）求助。`,
    delayed: (name: string, id: number, kind: PrivacyKind, reason: string, until: Date) =>
      `${name}，您好：\n\n您的个人信息${KIND_LABELS.zh[kind]}申请（受理编号 ${id}）将延期至${formatLongDate(until)}处理。\n\n理由（韩文原文）：${reason}`,
    download: (url: string, until: Date) =>
      `您可以通过以下链接下载我们所持有的您的个人信息副本（有效期至${formatLongDate(until)}，包括易读文档和JSON文件）：\n${url}`,
  },
};
