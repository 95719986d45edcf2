// The words of the applicant's own steps in the look-up: 보완 서류 upload, 지원 취소 and the look-up
// password reset by e-mail, in Korean and Simplified Chinese.
import type { Lang } from './strings.js';

const ko = {
  suppTitle: '서류 보완 요청',
  suppLead: '아래 서류의 보완을 요청드립니다. 새 파일을 올려주시면 입학 담당이 확인합니다.',
  suppDue: '보완 기한',
  suppNoDue: '기한 없음',
  suppAccept: '올릴 수 있는 파일',
  suppFile: '새 파일',
  suppPassword: '조회 비밀번호 (확인을 위해 다시 입력)',
  suppSubmit: '보완 서류 올리기',
  suppClosed: '보완 기한이 지났습니다. 입학 담당으로 문의해주세요.',
  suppMissing: '조회 비밀번호를 입력하고 파일을 선택해주세요.',
  suppDone: '보완 서류를 올렸습니다. 입학 담당이 확인 후 안내드립니다.',
  wdTitle: '지원 취소',
  wdLead:
    '접수 기간 안에는 지원을 취소할 수 있습니다. 취소하면 되돌릴 수 없으며, 다시 지원하려면 새로 접수해야 합니다.',
  wdPassword: '조회 비밀번호 (확인을 위해 다시 입력)',
  wdReason: '취소 사유',
  wdConfirm: '지원을 취소하며, 취소한 뒤에는 되돌릴 수 없음을 확인합니다.',
  wdSubmit: '지원 취소하기',
  wdDialogTitle: '지원을 취소하시겠습니까?',
  wdDialogMessage: '취소하면 이 지원서는 심사하지 않으며 되돌릴 수 없습니다.',
  wdDialogOk: '지원 취소',
  wdMissing: '조회 비밀번호와 취소 사유를 입력하고 확인란을 선택해주세요.',
  wdDone: '지원 취소가 처리되었습니다. 확인 메일을 보내드렸습니다.',
  forgot: '비밀번호를 잊으셨나요?',
  resetTitle: '조회 비밀번호 재설정',
  resetLead:
    '접수번호(또는 성명)와 원서에 적은 이메일을 입력하시면 인증 코드를 메일로 보내드립니다. 코드는 15분 동안 한 번만 쓸 수 있습니다.',
  resetWho: '접수번호 또는 성명',
  resetWhoHint: '예: 2027-1-0001 또는 홍길동',
  resetEmail: '원서에 적은 이메일',
  resetSend: '인증 코드 받기',
  resetCode: '인증 코드 (6자리 숫자)',
  resetPassword: '새 조회 비밀번호 (8자 이상)',
  resetPasswordConfirm: '새 조회 비밀번호 확인',
  resetSubmit: '비밀번호 바꾸기',
  resetMismatch: '새 비밀번호가 서로 다릅니다.',
  resetMissing: '모든 항목을 입력해주세요.',
  resetBack: '조회 화면으로',
};

const zh: typeof ko = {
  suppTitle: '材料补充要求',
  suppLead: '请补充以下材料。上传新文件后，招生办公室将进行确认。',
  suppDue: '补充期限',
  suppNoDue: '无期限',
  suppAccept: '可上传的文件',
  suppFile: '新文件',
  suppPassword: '查询密码（为确认请再次输入）',
  suppSubmit: '上传补充材料',
  suppClosed: '已超过补充期限。请联系招生办公室。',
  suppMissing: '请输入查询密码并选择文件。',
  suppDone: '补充材料已上传。招生办公室确认后将通知您。',
  wdTitle: '撤回申请',
  wdLead: '申请期限内可以撤回申请。撤回后无法恢复，如需再次申请须重新提交。',
  wdPassword: '查询密码（为确认请再次输入）',
  wdReason: '撤回原因',
  wdConfirm: '本人确认撤回申请，并知悉撤回后无法恢复。',
  wdSubmit: '撤回申请',
  wdDialogTitle: '确定要撤回申请吗？',
  wdDialogMessage: '撤回后该申请将不再审核，且无法恢复。',
  wdDialogOk: '撤回申请',
  wdMissing: '请输入查询密码和撤回原因，并勾选确认框。',
  wdDone: '已撤回申请。确认邮件已发送。',
  forgot: '忘记密码？',
  resetTitle: '重设查询密码',
  resetLead:
    '请输入受理编号（或姓名）和申请时填写的电子邮箱，我们将通过邮件发送验证码。验证码15分钟内有效，仅可使用一次。',
  resetWho: '受理编号或姓名',
  resetWhoHint: '例：2027-1-0001 或 王明',
  resetEmail: '申请时填写的电子邮箱',
  resetSend: '获取验证码',
  resetCode: '验证码（6位数字）',
  resetPassword: '新查询密码（8位以上）',
  resetPasswordConfirm: '确认新查询密码',
  resetSubmit: '更改密码',
  resetMismatch: '两次输入的新密码不一致。',
  resetMissing: '请填写所有项目。',
  resetBack: '返回查询页面',
};

export type SelfServiceStrings = typeof ko;
export const selfServiceStrings: Record<Lang, SelfServiceStrings> = { ko, zh };

const base = (lang: Lang) => (lang === 'zh' ? '/receipt/china-mba/lookup' : '/receipt/lookup');
export const supplementPath = (lang: Lang) => `${base(lang)}/documents`;
export const withdrawPath = (lang: Lang) => `${base(lang)}/withdraw`;
export const resetPath = (lang: Lang) => `${base(lang)}/reset`;
