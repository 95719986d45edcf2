// The refund account's field names, labels and messages in Korean and Chinese, without zod (the look-up and the
// form's first paint load these; the checks are in refund-account.ts).
export const REFUND_FIELDS = ['refundBank', 'refundAccount', 'refundHolder'] as const;
export type RefundField = (typeof REFUND_FIELDS)[number];

export const REFUND_LABELS: Record<'ko' | 'zh', Record<RefundField, string>> = {
  ko: { refundBank: '환불 받을 은행', refundAccount: '환불 계좌번호', refundHolder: '예금주' },
  zh: { refundBank: '退款银行', refundAccount: '退款账号', refundHolder: '账户持有人' },
};

export const MESSAGES = {
  ko: {
    bank: '은행 이름을 30자 이내로 입력해주세요.',
    account: '계좌번호는 숫자와 하이픈(-)으로 6~20자리를 입력해주세요.',
    holder: '예금주를 50자 이내로 입력해주세요.',
    allOrNone: '환불 계좌는 은행, 계좌번호, 예금주를 모두 입력해주세요.',
  },
  zh: {
    bank: '请输入30字以内的银行名称。',
    account: '账号请输入6~20位数字（可含连字符“-”）。',
    holder: '请输入50字以内的账户持有人姓名。',
    allOrNone: '退款账户请填写银行、账号和账户持有人全部信息。',
  },
};
