// A new privacy policy version starts as a copy of the one in force, tables and all; every version reads back as it
// was published (read-only once its day has come); from 7 days before an announced version's 시행일 the public page
// shows it beside the one in force, and the cached page and the page clock turn over at that Seoul midnight.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { addSeoulDays, formatLongDate, seoulDay, seoulMidnight } from '../../../domain/time.js';
import { nextWakeAt } from '../../web/clock.js';
import { advanceClock, call, login, makeUser, startTestApp, testNow, type TestApp } from '../../test/support.js';
import { SHORT_POLICY } from '../../test/privacy-text.js';

let app: TestApp;
let token: string;
before(async () => {
  app = await startTestApp();
  token = (await login(app, await makeUser({ role: 'content' }))).token;
});
after(() => app.close());

const page = async (path = '/policy/privacy') => {
  const res = await call(app, 'GET', path);
  assert.equal(res.status, 200, path);
  return String(res.body);
};
const versions = async () => (await call(app, 'GET', '/api/privacy-versions', { token })).body as any[];
const dayFromNow = (days: number) => seoulDay(addSeoulDays(testNow(), days));
const midnightOf = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return seoulMidnight(y, m, d);
};
const count = (html: string, what: RegExp) => (html.match(what) ?? []).length;
const NOTICE = /개인정보처리방침이 (\d{4}년 \d{1,2}월 \d{1,2}일)부터 바뀝니다/;

test('a new version starts as a copy of the one in force, with its tables, dated 7 days ahead', async () => {
  const current = (await versions()).find((v) => v.status === 'current');
  const res = await call(app, 'GET', '/api/privacy-versions/draft', { token });
  assert.equal(res.status, 200);
  assert.equal(res.body.content, current.content);
  assert.equal(res.body.effectiveOn, dayFromNow(7));
  assert.deepEqual(res.body.copiedFrom, { id: current.id, name: current.name, effectiveOn: current.effectiveOn });
  const tables = count(current.content, /<table/g);
  assert.ok(tables >= 2, `the policy in force has its tables (${tables})`);

  // Saved as it came (the copy goes through the same sanitizer): the tables and their header cells are kept.
  const made = await call(app, 'POST', '/api/privacy-versions', {
    token,
    body: { effectiveOn: res.body.effectiveOn, content: res.body.content, summary: '복사본' },
  });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  assert.equal(count(made.body.content, /<table/g), tables);
  assert.equal(count(made.body.content, /<th[ >]/g), count(current.content, /<th[ >]/g));
  assert.equal((await call(app, 'DELETE', `/api/privacy-versions/${made.body.id}`, { token })).status, 200);

  // Only staff who may write the policy get a starting copy.
  const admissions = (await login(app, await makeUser({ role: 'admissions' }))).token;
  assert.equal((await call(app, 'GET', '/api/privacy-versions/draft', { token: admissions })).status, 403);
});

test('every version reads back whole; one in force or earlier is read-only', async () => {
  for (const v of await versions()) {
    const res = await call(app, 'GET', `/api/privacy-versions/${v.id}`, { token });
    assert.equal(res.status, 200);
    assert.equal(res.body.content, v.content);
    assert.equal(res.body.editable, false, v.name);
    assert.ok(['current', 'previous'].includes(res.body.status));
  }
});

test('the upcoming version shows beside the current one from 7 days before its 시행일, not before', async () => {
  const on = dayFromNow(8);
  const wakes = async () => (await nextWakeAt(app.sequelize))?.getTime() ?? Infinity;
  const otherWake = await wakes();
  const made = await call(app, 'POST', '/api/privacy-versions', {
    token,
    body: {
      effectiveOn: on,
      content: `${SHORT_POLICY}<p>바뀌는 방침의 본문.</p>`,
      summary: '보유 기간 정리',
    },
  });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  const id = made.body.id as number;

  // 8 days before: only the line in the history at the bottom.
  let html = await page();
  assert.doesNotMatch(html, NOTICE);
  assert.doesNotMatch(html, /class="privacy-tabs"/);
  const opens = midnightOf(dayFromNow(1));
  assert.equal(await wakes(), Math.min(otherWake, opens.getTime()), 'the page clock wakes when the notice opens');

  // Into the window (6 days before): the notice with the date, and tabs to both texts; the cached page was redrawn.
  advanceClock(opens.getTime() - testNow().getTime() + 24 * 3600_000);
  assert.equal(seoulDay(testNow()), seoulDay(addSeoulDays(midnightOf(on), -6)));
  html = await page();
  assert.equal(NOTICE.exec(html)?.[1], formatLongDate(on));
  assert.match(html, /주요 변경 사항: 보유 기간 정리/);
  assert.match(
    html,
    new RegExp(
      `<a href="/policy/privacy" class="is-on" aria-current="page">현행 방침 \\(2025년 3월 1일부터\\)</a>.*` +
        `<a href="/policy/privacy/v/${id}">${formatLongDate(on)}부터 바뀌는 방침</a>`,
    ),
  );
  assert.ok(!html.includes('바뀌는 방침의 본문.'), 'the text in force is the one drawn');
  const upcoming = await page(`/policy/privacy/v/${id}`);
  assert.match(upcoming, new RegExp(`시행 예정인 개인정보처리방침입니다 \\(${formatLongDate(on)}부터 시행\\)`));
  assert.match(upcoming, new RegExp(`<a href="/policy/privacy/v/${id}" class="is-on" aria-current="page">`));
  assert.ok(upcoming.includes('바뀌는 방침의 본문.'));
  assert.ok((await wakes()) <= midnightOf(on).getTime(), 'and again by the time it takes effect');

  // On its day it is the policy in force and the notice is gone.
  advanceClock(midnightOf(on).getTime() - testNow().getTime() + 1000);
  html = await page();
  assert.ok(html.includes('바뀌는 방침의 본문.'));
  assert.doesNotMatch(html, NOTICE);
  assert.doesNotMatch(html, /class="privacy-tabs"/);
});
