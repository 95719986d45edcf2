// Sample admission rounds around today (Seoul), so `npm start` shows a site in its application period on any day:
// the round now open for both tracks (its results announced four weeks after it closes) and the next one.
import { AdmissionRound } from '../../db/models/index.js';
import { recruitingTerm } from '../../domain/programs.js';
import { addSeoulDays } from '../../domain/time.js';
import { defaultDetails, type RoundDetails } from '../../domain/rounds.js';
import { now } from '../../domain/clock.js';

const HOUR = 3_600_000;
/** A Seoul day `days` from today, at `hour`:00. */
const day = (days: number, hour: number) => new Date(addSeoulDays(now(), days).getTime() + hour * HOUR);
const iso = (d: Date) => d.toISOString();

function details(close: Date, announce: Date, interviewDay: number): RoundDetails {
  const d = defaultDetails();
  const quotas: Record<string, number> = { small_business: 20, startup_business: 15, ai_business: 15 };
  return {
    ...d,
    tracks: d.tracks.map((t) => ({
      ...t,
      departments: t.departments.map((x) => ({ ...x, quota: quotas[x.slug] ?? 10 })),
      quota: t.track === 'china_mba' ? 30 : null,
    })),
    fee: {
      amount: 60000,
      howToPay: {
        ko: '전형료 60,000원: 신한은행 100-035-123456 (예금주 중소기업대학원), 입금자명은 지원자 성명',
        zh: '报名费 60,000 韩元：新韩银行 100-035-123456（户名：中小企业研究生院），汇款人请填写申请人姓名',
      },
      deadline: iso(close),
    },
    documentDeadline: iso(new Date(close.getTime() + 3 * 24 * HOUR)),
    interview: {
      startAt: iso(day(interviewDay, 10)),
      endAt: iso(day(interviewDay, 17)),
      place: { ko: '창업관 3층 세미나실 (개별 시간 안내)', zh: '视频面试（另行通知具体时间）' },
      note: { ko: '신분증을 지참해주세요.', zh: '请准备好身份证件。' },
    },
    registration: {
      startAt: iso(new Date(announce.getTime() + 3 * 24 * HOUR)),
      endAt: iso(new Date(announce.getTime() + 7 * 24 * HOUR)),
      place: { ko: '지정 은행 가상계좌', zh: '指定银行虚拟账户' },
      note: {
        ko: '합격자는 등록 기간 안에 등록금을 납부하고 등록확인서를 제출해야 합니다. 기간 안에 등록하지 않으면 합격이 취소됩니다.',
        zh: '录取者须在注册期间内缴纳学费并提交注册确认书。逾期未注册者将取消录取资格。',
      },
      amounts: [
        { track: 'master', department: null, amount: 4_850_000 },
        { track: 'master', department: 'ai_business', amount: 5_120_000 },
        { track: 'china_mba', department: null, amount: 6_200_000 },
      ],
      account: {
        ko: '신한은행 100-035-654321 (예금주 한빛대학교)',
        zh: '新韩银行 100-035-654321（户名：韩光大学）\nSWIFT: SHBKKRSE',
      },
      submit: {
        ko: '등록금 납부 영수증 사본, 최종학교 졸업증명서 원본 1부',
        zh: '学费缴费凭证复印件、最终学历毕业证明原件1份',
      },
    },
  };
}

/** The round open now (opened a month ago, closes in two weeks) and the next one, three weeks from today. */
function sampleRoundDates() {
  return [
    { nth: '1차', zh: '第一轮', open: day(-30, 9), close: day(14, 18), announce: day(42, 10), interviewDay: 21 },
    { nth: '2차', zh: '第二轮', open: day(21, 9), close: day(49, 18), announce: day(70, 10), interviewDay: 56 },
  ];
}

export async function seedRounds(): Promise<void> {
  if (await AdmissionRound.count()) return;
  const term = recruitingTerm(now());
  const [year, half] = term.split('-');
  const season = half === '1' ? '전기' : '후기';
  const zhSeason = half === '1' ? '春季' : '秋季';
  for (const r of sampleRoundDates()) {
    await AdmissionRound.create({
      name: `${year}학년도 ${season} ${r.nth} 모집`,
      nameZh: `${year}年${zhSeason}入学 ${r.zh}招生`,
      term,
      applyStartAt: r.open,
      applyEndAt: r.close,
      announceAt: r.announce,
      details: details(r.close, r.announce, r.interviewDay),
    });
  }
}
