// Texts of the result, the interview and the 수험표 (admission ticket), in Korean and Simplified Chinese.
import type { Lang } from './strings.js';

const ko = {
  examNo: '수험번호',
  examNoPending: '배정 전',
  round: '모집',
  interview: '면접 일시',
  interviewPlace: '면접 장소',
  interviewPending: '면접 일정은 배정 후 안내합니다',
  registrationTitle: '등록 안내',
  untranslated: '',
  registrationPeriod: '등록 기간',
  registrationPlace: '등록 장소',
  ticketTitle: '수험표',
  openTicket: '수험표 보기·인쇄',
  ticketPrint: '수험표 인쇄하기',
  ticketBring: '면접 당일 이 수험표와 신분증(여권)을 지참해주세요.',
  ticketMissing: '수험표를 볼 수 있는 시간이 지났습니다. 접수 조회에서 다시 확인하면 수험표를 열고 인쇄할 수 있습니다.',
  ticketSchoolSeal: '위 사람은 본 대학원 입학전형 응시자임을 확인합니다.',
};

const zh: typeof ko = {
  examNo: '准考证号',
  examNoPending: '尚未分配',
  round: '招生',
  interview: '面试时间',
  interviewPlace: '面试地点',
  interviewPending: '面试日程分配后另行通知',
  registrationTitle: '注册须知',
  untranslated: '部分内容尚无中文版本，显示的是韩文原文。如有疑问，请联系招生办公室。',
  registrationPeriod: '注册时间',
  registrationPlace: '注册地点',
  ticketTitle: '准考证',
  openTicket: '查看·打印准考证',
  ticketPrint: '打印准考证',
  ticketBring: '面试当天请携带本准考证和身份证件（护照）。',
  ticketMissing: '查看准考证的时间已过。请在申请查询中重新确认后打开并打印准考证。',
  ticketSchoolSeal: '兹确认上述人员为本研究生院入学考试考生。',
};

export type ResultStrings = typeof ko;
export const resultStrings: Record<Lang, ResultStrings> = { ko, zh };
