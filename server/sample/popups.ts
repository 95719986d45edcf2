// A sample popup for the embedded database: the admissions notice the home page shows on `npm start`, with the
// sample round's own window.
import { AdmissionRound, Popup } from '../../db/models/index.js';
import { formatLongDay, formatTime } from '../../domain/time.js';
import { Op } from 'sequelize';
import { nowMs } from '../../domain/clock.js';
import { POPUP_DEFAULTS } from '../../domain/popups.js';

const DAY = 24 * 60 * 60 * 1000;

export async function seedPopups(): Promise<void> {
  // Under `npm test` other pages' browser tests must not open behind a modal layer; the popup tests make their own.
  if (process.env.TEST_TEMPLATE_DB) return;
  if (await Popup.count()) return;
  const at = nowMs();
  // The words and the period follow the round open now (the sample's, rounds.ts), so the two never disagree.
  const round = await AdmissionRound.findOne({
    where: { applyStartAt: { [Op.lte]: new Date(at) }, applyEndAt: { [Op.gt]: new Date(at) } },
    order: [['applyStartAt', 'ASC']],
  });
  if (!round) return;
  const season = round.name.replace(/ \d+차 모집$/, '');
  const nth = / (\d+차) 모집$/.exec(round.name)?.[1] ?? '';
  await Popup.create({
    ...POPUP_DEFAULTS,
    title: `${season} 신입생 모집 안내`,
    body:
      `<p><strong>중소기업대학원 ${season} 석사과정 신입생을 모집합니다.</strong></p>` +
      `<ul><li>${nth} 원서접수: ${formatLongDay(round.applyStartAt)} ~ ${formatLongDay(round.applyEndAt)} ` +
      `${formatTime(round.applyEndAt)}, 온라인 원서접수</li>` +
      '<li>모집 학과: 창업경영, 중소기업경영, 기업지속경영, 가업승계, 선교경영, 글로벌비즈니스, AI비즈니스</li>' +
      '<li>문의: 대학원 행정실 02-820-0990</li></ul>' +
      '<p>자세한 전형 일정과 제출 서류는 모집요강을 확인해주세요.</p>',
    linkUrl: '/entrance/recruit',
    // Shown while the sample round takes applications, and gone when it closes.
    startAt: new Date(at - DAY),
    endAt: round.applyEndAt,
    width: 460,
    height: 420,
    createdBy: null,
    updatedBy: null,
  });
}
