// The cached admission pages turn over by themselves when time passes a round's start, end and announcement (and
// when its registration ends, the round leaves the schedule), with no write to the site in between.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { advanceClock, call, startTestApp, type TestApp } from '../test/support.js';
import { makeRound } from '../test/rounds.js';

const HOUR = 3_600_000;
let app: TestApp;
before(async () => {
  app = await startTestApp({ rounds: false });
});
after(() => app.close());

const page = async (path: string) => String((await call(app, 'GET', path)).body);

test('모집요강, the China guide and the home page flip at applyStartAt, applyEndAt, announceAt and the registration end', async () => {
  const start = 2;
  const end = 5;
  const announce = 8;
  const r = await makeRound({
    name: '시계 모집',
    nameZh: '时钟招生',
    applyStartAt: start,
    applyEndAt: end,
    announceAt: announce,
  });
  await makeRound({
    name: '등록 모집',
    applyStartAt: -72,
    applyEndAt: -48,
    announceAt: -24,
    registration: {
      startAt: new Date(Date.parse(r.applyStartAt) - 4 * HOUR).toISOString(),
      endAt: new Date(Date.parse(r.applyStartAt) - 0.5 * HOUR).toISOString(),
      place: { ko: '행정실', zh: '' },
      note: { ko: '등록금 납부', zh: '' },
    },
  });
  await app.events.changed('rounds');

  // Cached now, before the window.
  assert.match(await page('/entrance/recruit'), /시계 모집 \(접수 예정\)/);
  assert.match(await page('/entrance/recruit'), /등록 모집 \(접수 마감\)/, 'kept until its registration ends');
  assert.match(await page('/china/info_4'), /时钟招生（即将开始）/);
  assert.match(await page('/'), /class="hero-kicker">시계 모집 원서접수 예정</);

  advanceClock(1.5 * HOUR + 1000);
  assert.doesNotMatch(await page('/entrance/recruit'), /등록 모집/, 'gone once its registration has ended');

  advanceClock(0.5 * HOUR);
  assert.match(await page('/entrance/recruit'), /시계 모집 \(원서접수 중\)/);
  assert.match(await page('/china/info_4'), /时钟招生（正在报名）/);
  const open = await page('/');
  assert.match(open, /class="hero-kicker">시계 모집 원서접수 중</);
  assert.match(open, /data-testid="home-round"/);

  advanceClock((end - start) * HOUR);
  assert.match(await page('/entrance/recruit'), /시계 모집 \(접수 마감\)/);
  assert.doesNotMatch(await page('/'), /원서접수 하기/);

  advanceClock((announce - end) * HOUR);
  assert.doesNotMatch(await page('/entrance/recruit'), /시계 모집/, 'no registration: gone at announceAt');
  assert.match(await page('/entrance/recruit'), /다음 모집 일정은 확정되는 대로/);
  assert.doesNotMatch(await page('/china/info_4'), /时钟招生/);
});
