// 입학상담: questions asked on a board of kind 'qna' without an account, answered by staff. Their
// Korean labels, the statuses the list shows, the consent the form states (개인정보 보호법 제15조 제2항), the spam
// rules' numbers, the answer mail (question.answered, ko and zh-Hans) and the asker's notice of a locked question
// (question.locked).

export const QUESTION_LANGS = ['ko', 'zh-Hans'] as const;
export type QuestionLang = (typeof QUESTION_LANGS)[number];

/** A question field's Korean name, alike on the form, the admin and in the API's error messages. */
export const QUESTION_FIELD_LABELS: Record<string, string> = {
  boardEnName: '게시판',
  name: '이름',
  email: '이메일',
  password: '비밀번호',
  title: '제목',
  body: '내용',
  secret: '비밀글',
  consentPrivacy: '개인정보 수집·이용 동의',
  lang: '언어',
  answer: '답변',
  website: '웹사이트',
  formToken: '작성 양식',
};

export const QUESTION_STATUS = { waiting: '답변대기', answered: '답변완료' } as const;
export type QuestionStatus = keyof typeof QUESTION_STATUS;
export const SECRET_TITLE = '비밀글입니다';

/** The spam guards' numbers (no outside captcha: a honeypot, a minimum fill time, a link cap and rate limits). */
export const QUESTION_SPAM = {
  /** A form sent sooner than this after it was drawn is a script's. */
  minFillSeconds: 3,
  /** A form older than this is stale (drawn again with a new token). */
  maxFormAgeHours: 24,
  /** Links (http://, https://, www.) allowed in the title and body together. */
  maxLinks: 2,
  /** Questions one address may ask in an hour. */
  perAddressPerHour: 5,
  /** Questions one e-mail address may ask in a day. */
  perEmailPerDay: 3,
  /** Wrong passwords for one question in a day, from all addresses together, before it is locked for the day. */
  openFailuresPerDay: 30,
} as const;

/** Links in a text, as the spam guard counts them. */
export function countLinks(text: string): number {
  return (text.match(/https?:\/\/|www\./gi) ?? []).length;
}

/** Default and bounds of the settings' questionRetentionDays (the asker's name, e-mail and password). */
export const QUESTION_RETENTION = { default: 365, min: 30, max: 1825 } as const;

export function questionRetentionText(days: number): string {
  const years = days % 365 === 0 ? days / 365 : null;
  return years
    ? `질문 등록일로부터 ${years}년 (기간이 지나면 지체 없이 파기)`
    : `질문 등록일로부터 ${days}일 (기간이 지나면 지체 없이 파기)`;
}

/** The consent the ask form states: purpose, items, retention and the right to refuse with its consequence. */
export function questionConsentRows(retentionDays: number): [label: string, text: string][] {
  return [
    ['수집·이용 목적', '입학상담 질문에 대한 답변과 답변 알림 메일 발송, 본인 확인(비밀번호)'],
    ['수집 항목', '이름, 이메일 주소, 비밀번호(암호화하여 저장), 질문 내용'],
    ['보유·이용 기간', questionRetentionText(retentionDays)],
    [
      '동의를 거부할 권리',
      '동의를 거부할 수 있습니다. 다만 동의하지 않으면 질문을 등록할 수 없으며, 전화(대표번호)나 방문으로 상담하실 수 있습니다.',
    ],
  ];
}

/** 홍길동 → 홍*동: the name as the public list shows it. */
export function maskAskerName(name: string | null): string {
  if (!name) return '-';
  const chars = [...name];
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** What a public Q&A made by staff shows as its author (the asker's name is gone). */
export const PUBLIC_QNA_AUTHOR = '입학상담';

export interface AnsweredMailInput {
  lang: QuestionLang;
  schoolName: string;
  universityName: string;
  askerName: string;
  title: string;
  link: string;
}

/** The mail that tells the asker their question has an answer (question.answered): a link, never the answer. */
export function answeredMail(m: AnsweredMailInput): { subject: string; text: string } {
  if (m.lang === 'zh-Hans') {
    return {
      subject: `[${m.universityName} ${m.schoolName}] 您的咨询已有回复`,
      text: [
        `${m.askerName}，您好：`,
        '',
        `您在入学咨询中提出的问题「${m.title}」已有回复。`,
        '请打开以下链接，并输入提问时设置的密码查看回复：',
        m.link,
        '',
        '本邮件为发信专用邮件。',
      ].join('\n'),
    };
  }
  return {
    subject: `[${m.universityName} ${m.schoolName}] 입학상담 질문에 답변이 등록되었습니다`,
    text: [
      `${m.askerName}님, 안녕하세요.`,
      '',
      `입학상담에 남기신 질문 「${m.title}」에 답변이 등록되었습니다.`,
      '아래 링크에서 질문할 때 정한 비밀번호를 입력하면 답변을 보실 수 있습니다.',
      m.link,
      '',
      '이 메일은 발신 전용입니다.',
    ].join('\n'),
  };
}

/** The office's notice of a new question (to settings.questionNotifyEmail): no personal data but the title. */
export function newQuestionMail(m: { board: string; title: string; link: string }): { subject: string; text: string } {
  return {
    subject: `[${m.board}] 새 질문이 등록되었습니다`,
    text: [`${m.board}에 새 질문이 등록되었습니다.`, '', `제목: ${m.title}`, '', `관리자 화면: ${m.link}`].join('\n'),
  };
}

export interface LockedMailInput {
  lang: QuestionLang;
  schoolName: string;
  universityName: string;
  phone: string;
  askerName: string;
  title: string;
  /** When the question opens again, as the asker reads it (domain/retry-wait.ts). */
  until: string;
}

/** The asker's one notice that their question was locked after too many wrong passwords (question.locked). */
export function lockedMail(m: LockedMailInput): { subject: string; text: string } {
  const sender = `${m.universityName} ${m.schoolName}`;
  const n = QUESTION_SPAM.openFailuresPerDay;
  if (m.lang === 'zh-Hans') {
    return {
      subject: `[${sender}] 您的咨询因多次密码错误已暂时锁定`,
      text: [
        `${m.askerName}，您好：`,
        '',
        `今天有人用错误的密码尝试打开您在入学咨询中提出的问题「${m.title}」，共${n}次，因此该问题已锁定至${m.until}。`,
        '问题和回复均安全无虞。锁定期间任何人（包括您本人）都无法用密码打开该问题；回复登记后仍会照常发邮件通知您。',
        `如果这些尝试不是您本人所为，可能有人在猜测您的密码。如有疑问，请联系招生办公室（${m.phone}）。`,
        '',
        '本邮件为发信专用邮件。',
      ].join('\n'),
    };
  }
  return {
    subject: `[${sender}] 입학상담 질문이 비밀번호 오류로 잠시 잠겼습니다`,
    text: [
      `${m.askerName}님, 안녕하세요.`,
      '',
      `오늘 입학상담에 남기신 질문 「${m.title}」을 틀린 비밀번호로 열려는 시도가 ${n}번 있어, ${m.until}까지 질문을 잠갔습니다.`,
      '질문과 답변은 안전합니다. 잠긴 동안에는 누구도(질문하신 분도) 비밀번호로 열 수 없고, 답변이 등록되면 평소처럼 메일로 알려드립니다.',
      `직접 시도하신 것이 아니라면 다른 사람이 비밀번호를 추측하려 한 것입니다. 궁금하신 점은 입학 담당(${m.phone})으로 문의해주세요.`,
      '',
      '이 메일은 발신 전용입니다.',
    ].join('\n'),
  };
}
