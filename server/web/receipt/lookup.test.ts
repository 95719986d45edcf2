// The look-up without JavaScript: a plain form post to /receipt/lookup answered with the result page itself
// (no redirect, nothing personal in a URL, no-store), sharing the API's throttle and its single message,
// refusing other sites' posts, NUL bytes, oversized values and other body types.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { defaultFiles, submitForm, validFields } from '../../api/applications/fixtures.js';
import { call, startTestApp, type TestApp } from '../../test/support.js';

let app: TestApp;
let receiptNo: string;
const FAIL = '입력하신 정보와 일치하는 지원서가 없습니다. 입력 내용을 다시 확인해주세요.';
const PASSWORD = 'form-post-pass-1';

before(async () => {
  app = await startTestApp();
  const res = await submitForm(
    app,
    validFields({ name: '박소연', birthDate: '1991-02-03', password: PASSWORD, passwordConfirm: PASSWORD }),
    await defaultFiles(),
  );
  assert.equal(res.status, 201);
  receiptNo = res.body.receiptNo;
});
after(() => app.close());
beforeEach(async () => {
  await app.sequelize.query('DELETE FROM rate_limits');
});

async function post(
  fields: Record<string, string> | string,
  opts: { path?: string; headers?: Record<string, string> } = {},
) {
  const body = typeof fields === 'string' ? fields : new URLSearchParams(fields).toString();
  const res = await fetch(app.baseUrl + (opts.path ?? '/receipt/lookup'), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.baseUrl, ...opts.headers },
    body,
  });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

describe('GET /receipt/lookup', () => {
  test('a form that posts to the page itself, with tabs that are links', async () => {
    const page = String((await call(app, 'GET', '/receipt/lookup')).body);
    assert.match(page, /<form class="card" method="post" action="\/receipt\/lookup"/);
    assert.match(page, /<input type="hidden" name="by" value="name"\/>/);
    assert.match(page, /name="name"/);
    assert.match(page, /<a href="\/receipt\/lookup\?by=receipt" role="tab"/);
    assert.doesNotMatch(page, /<noscript>/, 'the look-up needs no JavaScript, so it says nothing about it');
    const byNo = String((await call(app, 'GET', '/receipt/lookup?by=receipt')).body);
    assert.match(byNo, /name="receiptNo"/);
    assert.doesNotMatch(byNo, /name="birthDate"/);
  });
});

describe('POST /receipt/lookup (no JavaScript)', () => {
  test('name + birth date + password → the status on the page itself: 200, no-store, receipt cookie, no redirect', async () => {
    const res = await post({ by: 'name', name: '박소연', birthDate: '1991-02-03', password: PASSWORD });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    assert.equal(res.headers.get('location'), null);
    assert.match(res.headers.get('set-cookie') ?? '', /receipt_view=.*HttpOnly/i);
    assert.match(res.html, /data-testid="lookup-result"/);
    assert.ok(res.html.includes(`${receiptNo} · 박소연`));
    assert.match(res.html, /<strong class="status status-received">접수<\/strong>/);
    assert.ok(!res.html.includes(PASSWORD), 'the password never comes back');
    // The printable receipt opens with the cookie the look-up set.
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
    const receipt = await call(app, 'GET', '/receipt/complete', { headers: { cookie } });
    assert.ok(String(receipt.body).includes(receiptNo));
  });

  test('receipt number + password works too, and the China MBA page answers in Chinese', async () => {
    const res = await post({ by: 'receipt', receiptNo, password: PASSWORD });
    assert.equal(res.status, 200);
    assert.ok(res.html.includes(`${receiptNo} · 박소연`));
    const zh = await post({ by: 'receipt', receiptNo, password: 'wrong-one' }, { path: '/receipt/china-mba/lookup' });
    assert.equal(zh.status, 404);
    assert.match(zh.html, /<html lang="zh-Hans"/);
    assert.match(zh.html, /没有与您输入的信息相符的申请/);
  });

  test('every wrong combination gets the one Korean message, with what was typed kept except the password', async () => {
    const wrong: Record<string, string>[] = [
      { by: 'name', name: '박소연', birthDate: '1991-02-03', password: 'wrong-password' },
      { by: 'name', name: '박소연', birthDate: '1991-02-04', password: PASSWORD },
      { by: 'name', name: '없는사람', birthDate: '1991-02-03', password: PASSWORD },
      { by: 'receipt', receiptNo: '2000-1-9999', password: PASSWORD },
      { by: 'receipt', receiptNo: "' OR 1=1 --", password: PASSWORD },
    ];
    for (const fields of wrong) {
      const res = await post(fields);
      assert.equal(res.status, 404, JSON.stringify(fields));
      assert.equal(res.headers.get('cache-control'), 'no-store');
      assert.ok(res.html.includes(FAIL), JSON.stringify(fields));
      assert.doesNotMatch(res.html, /data-testid="lookup-result"/);
      assert.doesNotMatch(res.html, /value="(wrong-password|form-post-pass-1)"/);
      await app.sequelize.query('DELETE FROM rate_limits');
    }
    const kept = await post({ by: 'name', name: '박소연', birthDate: '1991-02-04', password: 'x' });
    assert.match(kept.html, /name="name" type="text" value="박소연"/);
  });

  test('a missing field is answered on the form (400) without counting as a failed guess', async () => {
    for (let i = 0; i < 6; i++) {
      const res = await post({ by: 'receipt', receiptNo, password: '' });
      assert.equal(res.status, 400);
      assert.match(res.html, /조회에 필요한 항목을 모두 입력해주세요\./);
    }
    assert.equal((await post({ by: 'receipt', receiptNo, password: PASSWORD })).status, 200);
  });

  test('the form and the API share one throttle: 5 failures for one applicant → 429 on both, even with the right password', async () => {
    for (let i = 0; i < 3; i++)
      assert.equal((await post({ by: 'receipt', receiptNo, password: `guess-${i}` })).status, 404);
    for (let i = 3; i < 5; i++)
      assert.equal(
        (await call(app, 'POST', '/api/applications/lookup', { body: { receiptNo, password: `guess-${i}` } })).status,
        404,
      );
    const blocked = await post({ by: 'receipt', receiptNo, password: PASSWORD });
    assert.equal(blocked.status, 429);
    assert.ok(blocked.headers.get('retry-after'));
    assert.match(blocked.html, /조회 시도가 너무 많습니다\. \d+분 후에 다시 시도해주세요\./);
    assert.doesNotMatch(blocked.html, /data-testid="lookup-result"/);
    assert.equal(
      (await call(app, 'POST', '/api/applications/lookup', { body: { receiptNo, password: PASSWORD } })).status,
      429,
    );
  });

  test('posts from another site are refused (403); a post without Origin (not a browser) is not', async () => {
    const fields = { by: 'receipt', receiptNo, password: PASSWORD };
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of refused) {
      const res = await post(fields, { headers });
      assert.equal(res.status, 403, JSON.stringify(headers));
      assert.match(res.html, /이 사이트의 화면에서 보낸 요청만 처리합니다/);
      assert.doesNotMatch(res.html, /lookup-result/);
    }
    assert.equal((await post(fields, { headers: { 'sec-fetch-site': 'same-origin', origin: 'null' } })).status, 200);
    const res = await fetch(`${app.baseUrl}/receipt/lookup`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
    assert.equal(res.status, 200);
  });

  test('NUL bytes, oversized values, repeated or unknown fields and other body types get the Korean error page', async () => {
    const cases: [string, Record<string, string> | string, Record<string, string>?, number?][] = [
      ['NUL', { by: 'name', name: '박소\u0000연', birthDate: '1991-02-03', password: PASSWORD }],
      ['long name', { by: 'name', name: '가'.repeat(51), birthDate: '1991-02-03', password: PASSWORD }],
      ['long password', { by: 'receipt', receiptNo, password: 'p'.repeat(65) }],
      ['unknown field', { by: 'receipt', receiptNo, password: PASSWORD, admin: '1' }],
      ['bad mode', { by: 'everyone', receiptNo, password: PASSWORD }],
      ['repeated field', `by=receipt&receiptNo=${receiptNo}&receiptNo=2000-1-0001&password=${PASSWORD}`],
      ['JSON', JSON.stringify({ receiptNo, password: PASSWORD }), { 'content-type': 'application/json' }],
      ['too big', `by=receipt&receiptNo=${receiptNo}&password=${'p'.repeat(5000)}`, undefined, 413],
    ];
    for (const [label, body, headers, status = 400] of cases) {
      const res = await post(body, { headers });
      assert.equal(res.status, status, label);
      assert.match(res.headers.get('content-type') ?? '', /text\/html/, label);
      assert.match(res.html, /요청을 처리하지 못했습니다/, label);
      assert.doesNotMatch(res.html, /lookup-result/, label);
    }
  });
});
