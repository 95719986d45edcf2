// The privacy policy's versions: the seed is filled from the settings (its rendering is held by the golden HTML of
// server/web/golden/), the page shows the version in force by the test clock with the earlier ones readable, an announced version turns current at its
// Seoul midnight (the cached page expires then), a version whose day has come never changes, bad input is refused.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { seedPrivacy } from '../../../db/seed/privacy-2025.js';
import { loadSettings } from '../../../db/settings.js';
import { defaultSettings } from '../../../domain/settings.js';
import { fillPrivacyTemplate } from '../../../domain/privacy.js';
import { addSeoulDays, seoulDay, seoulMidnight } from '../../../domain/time.js';
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
const NEW_TEXT = SHORT_POLICY;

test('the seed is filled from the settings, each value escaped, and leaves no placeholder behind', () => {
  const odd = {
    ...defaultSettings,
    universityName: '한국대학교',
    schoolName: 'A&B "대학원" <x>',
    applicationRetentionDays: 1100,
    privacyOfficer: { name: '김&박', position: '처장', phone: '02-000-0000', email: 'p@example.ac.kr' },
  };
  const html = fillPrivacyTemplate(seedPrivacy.template, odd);
  assert.ok(
    html.startsWith('<p class="page-lead">한국대학교 A&amp;B &quot;대학원&quot; &lt;x>(이하 &quot;대학원&quot;)은'),
  );
  assert.match(html, /<td>전형 종료 후 3년<\/td>/);
  assert.match(html, /<dt>성명<\/dt><dd>김&amp;박<\/dd><\/div><div class="info-row"><dt>직위<\/dt><dd>처장<\/dd>/);
  assert.match(html, /<dt>이메일<\/dt><dd>p@example.ac.kr<\/dd>/);
  assert.doesNotMatch(html, /⟦|⟧/);
});

test('/policy/privacy shows the version in force, drawn as before, with the earlier version listed and readable', async () => {
  const html = await page();
  const body = fillPrivacyTemplate(seedPrivacy.template, await loadSettings());
  assert.ok(
    html.includes(`<div class="privacy-text">${body}</div>`) &&
      /<h1 class="page-title">개인정보처리방침<\/h1><section class="content-section privacy-labels"/.test(html),
  );
  assert.match(html, /이 개인정보처리방침은 <strong>2025년 3월 1일<\/strong>부터 시행합니다/);
  const list = await versions();
  assert.deepEqual(
    list.map((v) => [v.name, v.effectiveOn, v.status]),
    [
      ['제2판', '2025-03-01', 'current'],
      ['제1판', '2021-03-01', 'previous'],
    ],
  );
  const first = list[1];
  assert.match(
    html,
    new RegExp(`<a href="/policy/privacy/v/${first.id}">제1판 \\(이전\\): 2021년 3월 1일 ~ 2025년 2월 28일 적용</a>`),
  );
  const old = await page(`/policy/privacy/v/${first.id}`);
  assert.match(old, /지금은 적용되지 않는 이전 방침입니다/);
  assert.match(old, /개인정보 보호책임자\(대학원 행정실\)에게 요청해 주십시오/);
  assert.equal((await call(app, 'GET', '/policy/privacy/v/999999')).status, 404);
});

test('a version announced for a later day is 시행 예정 until its Seoul midnight, then in force everywhere', async () => {
  const on = dayFromNow(3);
  const res = await call(app, 'POST', '/api/privacy-versions', {
    token,
    body: { effectiveOn: on, content: `${NEW_TEXT}<script>alert(1)</script>`, summary: '처리 목적 정리' },
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  assert.equal(res.body.status, 'upcoming');
  assert.equal(res.body.content, NEW_TEXT, 'sanitized');
  const id = res.body.id as number;
  let html = await page();
  assert.match(html, /<div class="privacy-text"><p class="page-lead">/, 'the old version still in force');
  assert.match(html, new RegExp(`<a href="/policy/privacy/v/${id}">제3판 \\(시행 예정\\): .* 시행 예정</a>`));
  assert.match(await page(`/policy/privacy/v/${id}`), /시행 예정인 개인정보처리방침입니다/);

  // One second before its day: still the old one (and the cached page is served).
  const [y, m, d] = on.split('-').map(Number);
  advanceClock(seoulMidnight(y, m, d).getTime() - testNow().getTime() - 1000);
  assert.ok(!(await page()).includes('원서접수와 합격자 발표'));
  advanceClock(1500);
  // Days have passed on the test clock: the staff member signs in again.
  token = (await login(app, await makeUser({ role: 'content' }))).token;
  html = await page();
  assert.ok(html.includes(`<div class="privacy-text">${NEW_TEXT}</div>`), 'in force at midnight');
  const list = await versions();
  assert.deepEqual(
    list.map((v) => v.status),
    ['current', 'previous', 'previous'],
  );
  const second = list[1];
  assert.match(html, new RegExp(`제2판 \\(이전\\): 2025년 3월 1일 ~ .* 적용`));
  assert.match(await page(`/policy/privacy/v/${second.id}`), /제30조에 따라/);
});

test('a version whose day has come never changes; an announced one may be corrected or withdrawn', async () => {
  const list = await versions();
  for (const v of list) {
    const put = await call(app, 'PUT', `/api/privacy-versions/${v.id}`, {
      token,
      body: { effectiveOn: dayFromNow(10), content: NEW_TEXT },
    });
    assert.equal(put.status, 409, v.name);
    assert.match(put.body.errorMessage, /시행된 판은 고치거나 지울 수 없습니다/);
    assert.equal((await call(app, 'DELETE', `/api/privacy-versions/${v.id}`, { token })).status, 409);
  }
  const made = await call(app, 'POST', '/api/privacy-versions', {
    token,
    body: { effectiveOn: dayFromNow(7), content: NEW_TEXT },
  });
  assert.equal(made.status, 201);
  const fixed = await call(app, 'PUT', `/api/privacy-versions/${made.body.id}`, {
    token,
    body: { ...made.body, effectiveOn: dayFromNow(8), summary: '시행일 조정' },
  });
  assert.equal(fixed.status, 200, JSON.stringify(fixed.body));
  assert.equal(fixed.body.effectiveOn, dayFromNow(8));
  assert.equal((await call(app, 'DELETE', `/api/privacy-versions/${made.body.id}`, { token })).status, 200);
  assert.equal((await versions()).length, list.length);
});

test('bad input is refused in Korean and nothing is written', async () => {
  const count = (await versions()).length;
  const cases: [unknown, number, RegExp][] = [
    [{ effectiveOn: dayFromNow(-1), content: NEW_TEXT }, 400, /^시행일: 이미 지난 날/],
    [{ effectiveOn: '2027-02-30', content: NEW_TEXT }, 400, /^시행일: 시행일은 2026-12-01 같은 날짜로/],
    [{ content: NEW_TEXT }, 400, /^시행일: /],
    [{ effectiveOn: dayFromNow(5), content: '<script>x</script>' }, 400, /^본문: /],
    [{ effectiveOn: dayFromNow(5), content: NEW_TEXT, summary: 'ㄱ'.repeat(301) }, 400, /^주요 변경 사항: /],
  ];
  for (const [body, status, message] of cases) {
    const res = await call(app, 'POST', '/api/privacy-versions', { token, body });
    assert.equal(res.status, status, JSON.stringify(body));
    assert.match(res.body.errorMessage, message);
  }
  const first = await call(app, 'POST', '/api/privacy-versions', {
    token,
    body: { effectiveOn: dayFromNow(5), content: NEW_TEXT },
  });
  assert.equal(first.status, 201);
  const again = await call(app, 'POST', '/api/privacy-versions', {
    token,
    body: { effectiveOn: dayFromNow(5), content: NEW_TEXT },
  });
  assert.equal(again.status, 409);
  assert.match(again.body.errorMessage, /시행 판이 이미 있습니다/);
  assert.equal((await versions()).length, count + 1);
});
