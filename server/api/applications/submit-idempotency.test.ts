// The idempotency key of a submit is bound to what was submitted: a replay of the key with other data is a Korean
// 409 that reveals nothing of the first applicant (no receipt, no receipt cookie); the same data is still a retry.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, test } from 'node:test';
import { Application } from '../../../db/models/index.js';
import { startTestApp, type TestApp } from '../../test/support.js';
import { defaultFiles, png, submitForm, validFields } from './fixtures.js';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());
beforeEach(async () => {
  await app.sequelize.query('DELETE FROM rate_limits');
});

const KO = '이 제출 요청은 이미 다른 내용으로 접수되었습니다. 화면을 새로 고친 뒤 다시 제출해주세요.';

describe('POST /api/applications/submit with a replayed idempotency key', () => {
  test('other fields → 409 in Korean, never the first applicant’s receipt or cookie', async () => {
    const key = randomUUID();
    const first = await submitForm(app, validFields({ idempotencyKey: key, name: '김첫째' }), await defaultFiles());
    assert.equal(first.status, 201);

    const other = await submitForm(
      app,
      validFields({ idempotencyKey: key, name: '이둘째', birthDate: '1995-05-05' }),
      await defaultFiles(),
    );
    assert.equal(other.status, 409);
    assert.deepEqual(other.body, { errorMessage: KO });
    assert.equal(other.headers.get('set-cookie'), null);
    assert.ok(!JSON.stringify(other.body).includes('김첫째'));
    assert.equal(await Application.count({ where: { idempotencyKey: key } }), 1);
  });

  test('the same fields with another document → 409; another password → 409', async () => {
    const key = randomUUID();
    const fields = validFields({ idempotencyKey: key });
    assert.equal((await submitForm(app, fields, await defaultFiles())).status, 201);
    const files = await defaultFiles();
    files[0] = { ...files[0], bytes: await png(320, 400) };
    assert.equal((await submitForm(app, fields, files)).status, 409);
    const otherPassword = { ...fields, password: 'another-pass-9', passwordConfirm: 'another-pass-9' };
    assert.equal((await submitForm(app, otherPassword, await defaultFiles())).status, 409);
  });

  test('the same data again is still a retry: 200 with the same receipt', async () => {
    const fields = validFields({ idempotencyKey: randomUUID() });
    const first = await submitForm(app, fields, await defaultFiles());
    const again = await submitForm(app, fields, await defaultFiles());
    assert.equal(again.status, 200);
    assert.equal(again.body.receiptNo, first.body.receiptNo);
    assert.match(again.headers.get('set-cookie') ?? '', /receipt_view=/);
  });

  test('the China MBA form answers the conflict in Chinese', async () => {
    const key = randomUUID();
    const zh = (name: string) =>
      validFields({
        idempotencyKey: key,
        locale: 'zh-Hans',
        track: 'china_mba',
        department: undefined,
        name,
        nameEn: 'ZHANG WEI',
        nationality: '中国',
        mobile: '+86 138 0013 8000',
        topikLevel: '4',
      });
    const first = await submitForm(app, zh('张伟'), await defaultFiles('china_mba'));
    assert.equal(first.status, 201, JSON.stringify(first.body));
    const other = await submitForm(app, zh('李娜'), await defaultFiles('china_mba'));
    assert.equal(other.status, 409);
    assert.match(other.body.errorMessage, /此提交标识/);
  });
});
