// A sample popup for the embedded database: the admissions notice the home page shows on `npm start`.
import { Popup } from '../../db/models/index.js';
import { nowMs } from '../../domain/clock.js';
import { POPUP_DEFAULTS } from '../../domain/popups.js';

const DAY = 24 * 60 * 60 * 1000;

export async function seedPopups(): Promise<void> {
  // Under `npm test` other pages' browser tests must not open behind a modal layer; the popup tests make their own.
  if (process.env.TEST_TEMPLATE_DB) return;
  if (await Popup.count()) return;
  const at = nowMs();
  await Popup.create({
    ...POPUP_DEFAULTS,
    title: '2027학년도 전기 신입생 모집 안내',
    body:
      '<p><strong>중소기업대학원 2027학년도 전기 석사과정 신입생을 모집합니다.</strong></p>' +
      '<ul><li>2차 원서접수: 2026년 11월 30일(월) ~ 2027년 1월 8일(금) 17:00, 온라인 원서접수</li><li>모집 학과: 창업경영, 중소기업경영, 기업지속경영, 가업승계, 선교경영, 글로벌비즈니스, AI비즈니스</li>' +
      '<li>문의: 대학원 행정실 02-820-0990</li></ul>' +
      '<p>자세한 전형 일정과 제출 서류는 모집요강을 확인해주세요.</p>',
    linkUrl: '/entrance/recruit',
    startAt: new Date(at - DAY),
    endAt: new Date(at + 60 * DAY),
    width: 460,
    height: 420,
    createdBy: null,
    updatedBy: null,
  });
}
