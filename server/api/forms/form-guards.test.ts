// The sign-up forms' guards as a visitor meets them: a response without the page's signed start time is refused like
// a forged one (Korean, and Chinese on a Chinese form); a walk-in desk signs up 30 people from one address; past the
// per-address limit the API and the page say plainly that the limit was reached and when to try again (429,
// Retry-After), in the form's language, never "입력한 내용을 확인해주세요.".
import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import { FORM_LIMITS } from '../../../domain/forms.js';
import { retryWhen } from '../../../domain/retry-wait.js';
import { formStartedAt } from '../../test/forms.js';
import { callFrom } from '../../test/from-address.js';
import { call, login, makeUser, startTestApp, testNow, type TestApp } from '../../test/support.js';

let app: TestApp;
let token: string;

before(async () => {
  app = await startTestApp();
  token = (await login(app, await makeUser({ role: 'admissions' }))).token;
});
after(() => app.close());
beforeEach(async () => {
  await app.sequelize.query('DELETE FROM rate_limits');
});

let slugs = 0;
async function makeForm(over: Record<string, unknown> = {}) {
  const res = await call(app, 'POST', '/api/forms', {
    token,
    body: {
      title: '2027학년도 MBA 입학설명회',
      slug: `guard-${++slugs}`,
      description: '12월 5일 토요일 14시',
      fields: [
        { key: 'name', label: '성명', type: 'text', required: true },
        { key: 'email', label: '이메일', type: 'email', required: true },
      ],
      capacity: null,
      consentText: '수집 항목: 성명, 이메일. 목적: 설명회 안내. 보유기간: 90일. 거부하면 신청할 수 없습니다.',
      retentionDays: 90,
      ...over,
    },
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body as { slug: string };
}

const person = (i: number, over: Record<string, unknown> = {}) => ({
  name: `참석자${i}`,
  email: `walkin${i}@example.com`,
  consent: 'yes',
  startedAt: formStartedAt(),
  ...over,
});

test('a response without the signed start time is refused like a forged one, in the form’s language', async () => {
  const ko = await makeForm();
  const zh = await makeForm({ lang: 'zh-Hans', title: '2027年 中国MBA 招生说明会' });
  const forged = '신청 양식이 올바르지 않습니다. 페이지를 새로 열어 다시 신청해주세요.';
  for (const startedAt of [undefined, '', 'x', `${testNow().getTime() - 60_000}.AAAAAAAAAAAAAAAA`]) {
    const res = await call(app, 'POST', `/api/forms/${ko.slug}/responses`, { body: person(1, { startedAt }) });
    assert.deepEqual([startedAt, res.status, res.body], [startedAt, 400, { errorMessage: forged }]);
  }
  const missingZh = await call(app, 'POST', `/api/forms/${zh.slug}/responses`, {
    body: person(2, { startedAt: undefined }),
  });
  assert.deepEqual([missingZh.status, missingZh.body], [400, { errorMessage: '报名表无效。请重新打开页面后再报名。' }]);
  const stale = await call(app, 'POST', `/api/forms/${ko.slug}/responses`, {
    body: person(3, { startedAt: formStartedAt(25 * 3_600_000) }),
  });
  assert.deepEqual(
    [stale.status, stale.body.errorMessage],
    [400, '신청 양식을 연 지 오래되었습니다. 페이지를 새로 열어 다시 신청해주세요.'],
  );
  // The page's plain post without its hidden field: the same refusal on the page.
  const page = await fetch(`${app.baseUrl}/forms/${ko.slug}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams({ name: '참석자', email: 'page@example.com', consent: 'yes' }),
  });
  assert.equal(page.status, 400);
  assert.ok((await page.text()).includes(forged));
  const stored = await app.sequelize.query('SELECT id FROM form_responses');
  assert.equal(stored[0].length, 0, 'nothing stored');
});

test('a walk-in desk signs up 30 people from one address; past the limit it is told when to try again', async () => {
  const form = await makeForm();
  const zh = await makeForm({ lang: 'zh-Hans', title: '2027年 中国MBA 招生说明会' });
  const desk = '127.0.0.41';
  const signUp = (slug: string, i: number) =>
    callFrom(app, desk, 'POST', `/api/forms/${slug}/responses`, { body: person(i) });
  const first30 = [];
  for (let i = 1; i <= 30; i++) first30.push((await signUp(form.slug, i)).status);
  assert.deepEqual(first30, Array(30).fill(201));
  for (let i = 31; i <= FORM_LIMITS.perAddressPerHour; i++) assert.equal((await signUp(form.slug, i)).status, 201);

  const over = await signUp(form.slug, 999);
  assert.equal(over.status, 429);
  const wait = Number(over.headers.get('retry-after'));
  assert.ok(wait > 14 * 60 && wait <= 15 * 60, String(wait));
  assert.deepEqual(over.body, {
    errorMessage: `이 인터넷 주소에서 1시간에 받을 수 있는 신청 수(${FORM_LIMITS.perAddressPerHour}건)에 도달했습니다. ${retryWhen(testNow(), wait, 'ko')}부터 다시 신청할 수 있습니다.`,
  });

  const overZh = await signUp(zh.slug, 998);
  assert.equal(overZh.status, 429);
  const waitZh = Number(overZh.headers.get('retry-after'));
  assert.equal(
    overZh.body.errorMessage,
    `此网络地址每小时可提交的报名次数（${FORM_LIMITS.perAddressPerHour}次）已达上限。请于${retryWhen(testNow(), waitZh, 'zh')}再报名。`,
  );

  // The page says a limit was reached, not that something was mistyped.
  const page = await callFrom(app, desk, 'POST', `/forms/${form.slug}`, {
    raw: new URLSearchParams({
      name: '참석자',
      email: 'late@example.com',
      consent: 'yes',
      startedAt: formStartedAt(),
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
  });
  assert.equal(page.status, 429);
  assert.ok(Number(page.headers.get('retry-after')) > 0);
  const html = String(page.body);
  assert.ok(html.includes('신청 횟수 제한에 도달했습니다.'), html.slice(0, 400));
  assert.ok(html.includes('부터 다시 신청할 수 있습니다.'));
  assert.ok(!html.includes('입력한 내용을 확인해주세요.'));

  // Another address is not held back.
  assert.equal(
    (await callFrom(app, '127.0.0.42', 'POST', `/api/forms/${form.slug}/responses`, { body: person(1000) })).status,
    201,
  );
});

test('one e-mail signs up 5 times a day at most, told when it may again', async () => {
  const forms = [];
  for (let i = 0; i < 6; i++) forms.push(await makeForm());
  for (const f of forms.slice(0, 5))
    assert.equal((await call(app, 'POST', `/api/forms/${f.slug}/responses`, { body: person(7) })).status, 201);
  const sixth = await call(app, 'POST', `/api/forms/${forms[5].slug}/responses`, { body: person(7) });
  assert.equal(sixth.status, 429);
  assert.equal(
    sixth.body.errorMessage,
    `이 이메일 주소로 하루에 할 수 있는 신청 수(${FORM_LIMITS.perEmailPerDay}건)에 도달했습니다. ${retryWhen(testNow(), Number(sixth.headers.get('retry-after')), 'ko')}부터 다시 신청할 수 있습니다.`,
  );
});
