import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { adminToken, call, startTestApp, type TestApp } from '../../test/support.js';
import { defaultFiles, submitForm, validFields } from './fixtures.js';

let app: TestApp;
let receiptNo: string;
const FAIL = '입력하신 정보와 일치하는 지원서가 없습니다. 입력 내용을 다시 확인해주세요.';

before(async () => {
  app = await startTestApp();
  const res = await submitForm(
    app,
    validFields({
      name: '이영희',
      birthDate: '1990-07-01',
      password: 'correct-horse-1',
      passwordConfirm: 'correct-horse-1',
    }),
    await defaultFiles(),
  );
  receiptNo = res.body.receiptNo;
});
after(() => app.close());
beforeEach(async () => {
  await app.sequelize.query('DELETE FROM rate_limits');
});

const lookup = (body: Record<string, unknown>) => call(app, 'POST', '/api/applications/lookup', { body });

describe('POST /api/applications/lookup', () => {
  test('name + birth date + password, or receipt number + password → status, note and receipt', async () => {
    const byName = await lookup({ name: '이영희', birthDate: '1990-07-01', password: 'correct-horse-1' });
    assert.equal(byName.status, 200);
    assert.equal(byName.body.receiptNo, receiptNo);
    assert.equal(byName.body.statusLabel, '접수');
    assert.equal(byName.body.note, '');
    assert.equal(byName.headers.get('cache-control'), 'no-store');
    assert.match(byName.headers.get('set-cookie') ?? '', /receipt_view=/);
    const byNo = await lookup({ receiptNo, password: 'correct-horse-1' });
    assert.equal(byNo.status, 200);
    assert.equal(byNo.body.name, '이영희');
    assert.equal(byNo.body.lookupHash, undefined);
    assert.equal(byNo.body.email, undefined);
  });

  test('every wrong combination gets the same Korean answer', async () => {
    const wrong = [
      { name: '이영희', birthDate: '1990-07-01', password: 'wrong-password' },
      { name: '이영희', birthDate: '1990-07-02', password: 'correct-horse-1' },
      { name: '없는사람', birthDate: '1990-07-01', password: 'correct-horse-1' },
      { receiptNo: '2000-1-9999', password: 'correct-horse-1' },
      { receiptNo, password: 'wrong-password' },
      { receiptNo: "' OR 1=1 --", password: 'x' },
      { password: 'correct-horse-1' },
    ];
    for (const body of wrong) {
      const res = await lookup(body);
      assert.equal(res.status, 404, JSON.stringify(body));
      assert.equal(res.body.errorMessage, FAIL);
      await app.sequelize.query('DELETE FROM rate_limits');
    }
  });

  test('bad shapes → 400 (missing password, unknown fields, wrong types, NUL)', async () => {
    assert.equal((await lookup({ receiptNo })).status, 400);
    assert.equal((await lookup({ receiptNo, password: 'x', admin: true })).status, 400);
    assert.equal((await lookup({ receiptNo: 5, password: 'x' })).status, 400);
    assert.equal((await lookup({ receiptNo: 'a\u0000', password: 'x' })).status, 400);
    assert.equal(
      (
        await call(app, 'POST', '/api/applications/lookup', {
          raw: 'name=x',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).status,
      400,
    );
  });

  test('5 failures for one applicant → 429, even with the right password afterwards', async () => {
    for (let i = 0; i < 5; i++) assert.equal((await lookup({ receiptNo, password: `guess-${i}` })).status, 404);
    const blocked = await lookup({ receiptNo, password: 'correct-horse-1' });
    assert.equal(blocked.status, 429);
    assert.match(blocked.body.errorMessage, /조회 시도가 너무 많습니다\. \d+분 후에 다시 시도해주세요\./);
  });

  test('10 failures from one address across applicants → 429', async () => {
    for (let i = 0; i < 10; i++) await lookup({ receiptNo: `2000-1-${String(i).padStart(4, '0')}`, password: 'guess' });
    assert.equal((await lookup({ name: '이영희', birthDate: '1990-07-01', password: 'correct-horse-1' })).status, 429);
  });

  test('the applicant sees the status and the note the staff set', async () => {
    const token = await adminToken(app);
    const list = await call(
      app,
      'GET',
      `/api/applications?filter=${encodeURIComponent(JSON.stringify({ q: receiptNo }))}`,
      { token },
    );
    const id = list.body[0].id;
    const moved = await call(app, 'POST', `/api/applications/${id}/status`, {
      token,
      body: { status: 'doc_review', applicantNote: '서류심사 중입니다. 면접 일정은 문자로 안내합니다.' },
    });
    assert.equal(moved.status, 200);
    const res = await lookup({ receiptNo, password: 'correct-horse-1' });
    // Before the announcement a step of the judgement reads 심사 중, as a decided one would (domain/applicant-status.ts).
    assert.equal(res.body.statusLabel, '심사 중');
    assert.equal(res.body.status, 'reviewing');
    assert.equal(res.body.note, '서류심사 중입니다. 면접 일정은 문자로 안내합니다.');
  });
});
