// The words of 등록 포기 in the look-up, in Korean and Simplified Chinese.
import type { Lang } from './strings.js';

const ko = {
  title: '등록 포기',
  lead: '등록하지 않으실 경우 여기에서 알려주세요. 포기하면 되돌릴 수 없으며, 자리는 다음 순위의 예비 합격자에게 돌아갑니다.',
  password: '조회 비밀번호 (확인을 위해 다시 입력)',
  reason: '포기 사유 (선택)',
  confirm: '등록을 포기하며, 포기한 뒤에는 되돌릴 수 없음을 확인합니다.',
  submit: '등록 포기하기',
  dialogTitle: '등록을 포기하시겠습니까?',
  dialogMessage: '포기하면 합격이 취소되며 되돌릴 수 없습니다. 자리는 다음 순위의 예비 합격자에게 돌아갑니다.',
  dialogOk: '등록 포기',
  missing: '조회 비밀번호를 입력하고 확인란을 선택해주세요.',
  done: '등록 포기가 접수되었습니다. 그동안 관심을 가져 주셔서 감사합니다.',
};

const zh: typeof ko = {
  title: '放弃注册',
  lead: '如不注册，请在此告知。放弃后无法撤销，名额将转给下一位候补者。',
  password: '查询密码（为确认请再次输入）',
  reason: '放弃原因（选填）',
  confirm: '本人确认放弃注册，并知悉放弃后无法撤销。',
  submit: '放弃注册',
  dialogTitle: '确定要放弃注册吗？',
  dialogMessage: '放弃后录取资格将被取消且无法撤销。名额将转给下一位候补者。',
  dialogOk: '放弃注册',
  missing: '请输入查询密码并勾选确认框。',
  done: '已受理您的放弃注册申请。感谢您一直以来的关注。',
};

export type DeclineStrings = typeof ko;
export const declineStrings: Record<Lang, DeclineStrings> = { ko, zh };
