// The applicant's own steps without JavaScript: the 보완 file posted multipart to the look-up page, 지원 취소
// posted with its tick, and the password reset page's two steps; each answers with the page itself (no redirect),
// refuses another site's post, and says in Korean what is missing.
import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import { Application, ApplicationDocument, MailOutbox } from '../../../db/models/index.js';
import { defaultFiles, PDF, submitForm, validFields } from '../../api/applications/fixtures.js';
import { call, startTestApp, testNowMs, type TestApp } from '../../test/support.js';

let app: TestApp;
const PASS = 'nojs-self-pass-1';
const receipts: Record<string, string> = {};
const ids: Record<string, number> = {};

before(async () => {
  app = await startTestApp();
  for (const k of ['sup', 'wd', 'reset']) {
    const res = await submitForm(
      app,
      validFields({ name: `이${k}`, email: `${k}@example.com`, password: PASS, passwordConfirm: PASS }),
      await defaultFiles(),
    );
    assert.equal(res.status, 201);
    receipts[k] = res.body.receiptNo;
    ids[k] = (await Application.findOne({ where: { receiptNo: res.body.receiptNo } }))!.id;
  }
  await ApplicationDocument.update(
    { state: 'requested', requestNote: '다시 스캔해주세요.', dueAt: new Date(testNowMs() + 3_600_000) },
    { where: { applicationId: ids.sup, kind: 'diploma' } },
  );
});
after(() => app.close());
beforeEach(async () => {
  await app.sequelize.query('DELETE FROM rate_limits');
});

async function post(path: string, body: URLSearchParams | FormData, headers: Record<string, string> = {}) {
  const res = await fetch(app.baseUrl + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'sec-fetch-site': 'same-origin', ...headers },
    body,
  });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

test('보완: the look-up page lists the request; the multipart form takes the file and answers in place', async () => {
  const seen = await post(
    '/receipt/lookup',
    new URLSearchParams({ by: 'receipt', receiptNo: receipts.sup, password: PASS }),
  );
  assert.match(seen.html, /data-testid="supplements"/);
  assert.match(seen.html, /enctype="multipart\/form-data"/i);
  const doc = (await ApplicationDocument.findOne({ where: { applicationId: ids.sup, kind: 'diploma' } }))!;
  const form = new FormData();
  form.append('receiptNo', receipts.sup);
  form.append('password', PASS);
  form.append('documentId', String(doc.id));
  form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), '졸업증명서.pdf');
  const foreign = await post('/receipt/lookup/documents', form, { 'sec-fetch-site': 'cross-site' });
  assert.equal(foreign.status, 403);
  const res = await post('/receipt/lookup/documents', form);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('location'), null);
  assert.match(res.html, /data-testid="supplemented"/);
  assert.doesNotMatch(res.html, /data-testid="supplements"/);
  assert.equal(await ApplicationDocument.count({ where: { applicationId: ids.sup, kind: 'diploma' } }), 2);
});

test('지원 취소: without the tick it says what is missing; with it the page reads 지원 취소', async () => {
  const fields = { receiptNo: receipts.wd, password: PASS, reason: '개인 사정으로 지원을 취소합니다.' };
  const missing = await post('/receipt/lookup/withdraw', new URLSearchParams(fields), {
    'content-type': 'application/x-www-form-urlencoded',
  });
  assert.equal(missing.status, 400);
  assert.match(missing.html, /조회 비밀번호와 취소 사유를 입력하고 확인란을 선택해주세요\./);
  const res = await post('/receipt/lookup/withdraw', new URLSearchParams({ ...fields, confirm: 'yes' }), {
    'content-type': 'application/x-www-form-urlencoded',
  });
  assert.equal(res.status, 200);
  assert.match(res.html, /data-testid="withdrawn"/);
  assert.match(res.html, /<strong class="status status-withdrawn">지원 취소<\/strong>/);
  assert.equal((await Application.findByPk(ids.wd))!.status, 'withdrawn');
});

test('password reset page: step 1 answers the same for a miss, step 2 refuses a wrong code and takes the right one', async () => {
  const page = String((await call(app, 'GET', '/receipt/china-mba/lookup/reset')).body);
  assert.match(page, /<html lang="zh-Hans"/);
  assert.match(page, /重设查询密码/);
  const form = (f: Record<string, string>) =>
    post('/receipt/lookup/reset', new URLSearchParams(f), { 'content-type': 'application/x-www-form-urlencoded' });
  const miss = await form({ step: 'code', who: receipts.reset, email: 'other@example.com' });
  const hit = await form({ step: 'code', who: receipts.reset, email: 'reset@example.com' });
  assert.equal(miss.status, 200);
  assert.equal(hit.status, 200);
  for (const r of [miss, hit]) assert.match(r.html, /입력하신 정보와 일치하는 지원서가 있으면/);
  const mail = (await MailOutbox.findOne({ where: { kind: 'lookup.reset-code' } }))!;
  const code = /코드는 (\d{6}) 입니다/.exec(mail.textBody)![1];
  const step2 = {
    step: 'reset',
    who: receipts.reset,
    email: 'reset@example.com',
    password: 'nojs-new-pass',
    passwordConfirm: 'nojs-new-pass',
  };
  const wrong = await form({ ...step2, code: code === '999999' ? '000000' : '999999' });
  assert.equal(wrong.status, 400);
  assert.match(wrong.html, /인증 코드가 맞지 않거나 만료되었습니다/);
  const ok = await form({ ...step2, code });
  assert.equal(ok.status, 200);
  assert.match(ok.html, /data-testid="reset-done"/);
});
