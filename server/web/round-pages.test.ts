// The admission pages read the rounds: 모집요강, the China MBA guide and the home page show each round's name and
// its Seoul times from the database (a round written appears, a deleted one goes), and the home page counts the
// D-day of the open window in Seoul days.
import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import { AdmissionRound } from '../../db/models/index.js';
import { call, startTestApp, testNow, type TestApp } from '../test/support.js';
import { makeRound } from '../test/rounds.js';
import { addSeoulDays, formatDateTime, formatLongDay } from '../../domain/time.js';
import { windowText, type Round } from '../../domain/rounds.js';

const HOUR = 3_600_000;
let app: TestApp;
before(async () => {
  app = await startTestApp({ rounds: false });
});
after(() => app.close());
beforeEach(async () => {
  await AdmissionRound.destroy({ where: {} });
  await app.events.changed('rounds');
});

const page = async (path: string) => String((await call(app, 'GET', path)).body);
/** A round written straight to the table, then announced as the publish step does. */
async function round(over: Parameters<typeof makeRound>[0]): Promise<Round> {
  const r = await makeRound(over);
  await app.events.changed('rounds');
  return r;
}
/** `hour`:00 in Seoul, `days` Seoul days from today. */
const seoul = (days: number, hour: number) => new Date(addSeoulDays(testNow(), days).getTime() + hour * HOUR);

test('without rounds: 모집요강, the China guide and the home page say the next schedule will be announced', async () => {
  const recruit = await page('/entrance/recruit');
  assert.match(recruit, /다음 모집 일정은 확정되는 대로 이 화면과 공지사항으로 알려 드립니다\./);
  assert.doesNotMatch(recruit, /2027학년도|60,000원/);
  assert.match(await page('/china/info_4'), /下一轮招生日程确定后，将在本页面及公告中发布。/);
  const home = await page('/');
  assert.match(home, /다음 모집 일정은 확정되는 대로 알려 드립니다\./);
  assert.doesNotMatch(home, /data-testid="home-round"/);
  assert.match(home, /class="hero-kicker">경영학석사\(MBA\) 신입생 모집</);
});

test('a round written to the database appears on 모집요강 with its Seoul dates, fee, quotas and notice; deleted, it goes', async () => {
  const r = await round({
    name: '2031학년도 후기 특별 모집',
    nameZh: '2031年秋季入学 特别招生',
    term: '2031-2',
    applyStartAt: seoul(10, 9),
    applyEndAt: seoul(20, 18),
    announceAt: seoul(30, 10),
    tracks: [
      { track: 'master', departments: [{ slug: 'ai_business', quota: 12 }], quota: null },
      { track: 'china_mba', departments: [], quota: 25 },
    ],
    fee: { amount: 55000, howToPay: { ko: '국민은행 123-45 (예금주 대학원)', zh: '国民银行 123-45' }, deadline: null },
    documentDeadline: seoul(22, 17).toISOString(),
    interview: {
      startAt: seoul(25, 10).toISOString(),
      endAt: seoul(25, 16).toISOString(),
      place: { ko: '창업관 3층', zh: '视频面试' },
      note: { ko: '', zh: '' },
    },
    registration: null,
    notice: { ko: '재직자 우선 선발', zh: '在职人员优先' },
  });
  const html = await page('/entrance/recruit');
  assert.ok(html.includes('<caption>2031학년도 후기 특별 모집 (접수 예정)</caption>'), 'the round is listed');
  assert.ok(html.includes(windowText(r)), 'its window, in Seoul time');
  assert.ok(html.includes(`${formatDateTime(r.announceAt)} · 원서접수 조회 화면`), 'its announcement');
  assert.ok(html.includes(`${formatDateTime(seoul(25, 10))} ~ 16:00 · 창업관 3층`), 'the interview');
  assert.ok(html.includes(formatDateTime(seoul(22, 17))), 'the document deadline');
  assert.ok(html.includes('55,000원 · 국민은행 123-45 (예금주 대학원)'), 'the fee and how to pay');
  assert.ok(html.includes('AI비즈니스학과 12명'), 'the quota');
  assert.ok(html.includes('재직자 우선 선발'), 'the notice');
  assert.match(html, /<th scope="row">원서접수<\/th>/, 'an accessible table: row headers');
  assert.match(html, /class="page-lead">2031학년도 후기 특별 모집: 석사학위과정/);

  const zh = await page('/china/info_4');
  assert.ok(zh.includes('<caption>2031年秋季入学 特别招生（即将开始）</caption>'));
  assert.ok(zh.includes('55,000韩元 · 国民银行 123-45'));
  assert.ok(zh.includes('25名'));
  assert.ok(zh.includes('视频面试'));

  const home = await page('/');
  assert.match(home, /다음 모집: 2031학년도 후기 특별 모집/);
  assert.ok(home.includes(`원서접수 ${formatLongDay(seoul(10, 9))} ~ ${formatLongDay(seoul(20, 18))}`));
  assert.ok(
    home.includes(
      `2031학년도 후기 특별 모집 합격자 발표</span><span class="key-date">${formatLongDay(seoul(30, 10))} 10:00`,
    ),
  );

  await AdmissionRound.destroy({ where: { id: r.id } });
  await app.events.changed('rounds');
  assert.doesNotMatch(await page('/entrance/recruit'), /2031학년도 후기 특별 모집/);
  assert.doesNotMatch(await page('/china/info_4'), /特别招生/);
  assert.doesNotMatch(await page('/'), /2031학년도 후기 특별 모집/);
});

test('a round that admits only the master track is not on the China guide', async () => {
  await round({ name: '석사 전용 모집', tracks: [{ track: 'master', departments: [], quota: null }] });
  assert.match(await page('/entrance/recruit'), /석사 전용 모집 \(원서접수 중\)/);
  assert.doesNotMatch(await page('/china/info_4'), /석사 전용 모집/);
});

test('the home page shows the open round with its deadline, D-3 three Seoul days ahead and D-day on the last day', async () => {
  await round({ name: '열린 모집', applyStartAt: -48, applyEndAt: seoul(3, 18), announceAt: seoul(20, 10) });
  let home = await page('/');
  assert.match(home, /data-testid="home-round"/);
  assert.match(home, /class="home-round-dday" aria-hidden="true">D-3</);
  assert.ok(home.includes(`마감 ${formatLongDay(seoul(3, 18))} 18:00까지`));
  assert.match(home, /마감까지 3일 남음/);
  assert.match(home, /href="\/receipt">원서접수 하기</);
  assert.match(home, /class="hero-kicker">열린 모집 원서접수 중</);

  await AdmissionRound.destroy({ where: {} });
  // A window that ends at midnight ends on the day before: today is its last day.
  await round({ name: '오늘 마감 모집', applyStartAt: -48, applyEndAt: seoul(1, 0), announceAt: seoul(20, 10) });
  home = await page('/');
  assert.match(home, /class="home-round-dday" aria-hidden="true">D-day</);
  assert.ok(home.includes(`마감 ${formatLongDay(testNow())} 24:00까지`));
  assert.match(home, /오늘 마감/);
});
