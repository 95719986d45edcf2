// The words of the fee, the refund account and refunds on the receipt, the form and the look-up, in
// Korean and Simplified Chinese.
import type { Lang } from './strings.js';

const ko = {
  feeTitle: '전형료 납부 안내',
  feeAmount: '전형료',
  feeHowToPay: '납부 방법',
  feeDeadline: '납부 기한',
  feeDepositor: '입금자명은 지원자 성명으로 해주세요. 입금이 확인되면 이 화면에 표시됩니다.',
  feePaid: '전형료 입금이 확인되었습니다.',
  refundSection: '전형료 환불 계좌 (선택)',
  refundLead: '전형료를 돌려받을 계좌입니다. 지금 적지 않아도 접수 조회 화면에서 나중에 등록할 수 있습니다.',
  refundTitle: '전형료 환불',
  refundLaw:
    '고등교육법 시행령에 따라 전형에 쓰고 남은 전형료는 다음 해 4월 30일까지 비율에 따라 돌려드립니다. 학교 사정으로 응시하지 못한 경우와 더 낸 금액은 전액 돌려드립니다.',
  refundAccount: '등록된 환불 계좌',
  refundNone: '등록된 환불 계좌가 없습니다.',
  refundFormTitle: '환불 계좌 등록·변경',
  refundPassword: '조회 비밀번호 (확인을 위해 다시 입력)',
  refundSubmit: '환불 계좌 저장',
  refundSaved: '환불 계좌를 저장했습니다.',
  refundMissing: '조회 비밀번호와 은행, 계좌번호, 예금주를 모두 입력해주세요.',
  refundsDone: '환불 내역',
  refundOn: '환불일',
  refundAmount: '금액',
  refundReason: '사유',
};

const zh: typeof ko = {
  feeTitle: '报名费缴纳说明',
  feeAmount: '报名费',
  feeHowToPay: '缴费方式',
  feeDeadline: '缴费截止',
  feeDepositor: '汇款人姓名请填写申请人本人姓名。确认到账后将在此页面显示。',
  feePaid: '已确认收到报名费。',
  refundSection: '报名费退款账户（选填）',
  refundLead: '用于退还报名费的账户。现在不填写，也可以稍后在查询页面登记。',
  refundTitle: '报名费退款',
  refundLaw:
    '根据韩国《高等教育法施行令》，招生中未使用的报名费将于次年4月30日前按比例退还。因学校原因未能参加考试的，以及多缴的金额，将全额退还。',
  refundAccount: '已登记的退款账户',
  refundNone: '尚未登记退款账户。',
  refundFormTitle: '登记·变更退款账户',
  refundPassword: '查询密码（为确认请再次输入）',
  refundSubmit: '保存退款账户',
  refundSaved: '退款账户已保存。',
  refundMissing: '请填写查询密码以及银行、账号和账户持有人。',
  refundsDone: '退款记录',
  refundOn: '退款日期',
  refundAmount: '金额',
  refundReason: '原因',
};

export type FeeStrings = typeof ko;
export const feeStrings: Record<Lang, FeeStrings> = { ko, zh };
