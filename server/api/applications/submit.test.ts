import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, test } from 'node:test';
import {
  AdmissionRound,
  Application,
  ApplicationDocument,
  ApplicationStatusChange,
  StoredFile,
} from '../../../db/models/index.js';
import { startTestApp, type TestApp } from '../../test/support.js';
import { PDF, defaultFiles, png, submitForm, validFields } from './fixtures.js';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());
beforeEach(async () => {
  await app.sequelize.query('DELETE FROM rate_limits');
});

const counts = async () => ({
  apps: await Application.count(),
  files: await StoredFile.count({ where: { ownerType: 'application' } }),
});

describe('POST /api/applications/submit', () => {
  test('a complete application gets a receipt number, a hashed password, its documents and a first history row', async () => {
    const fields = validFields();
    const res = await submitForm(app, fields, await defaultFiles());
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const round = (await AdmissionRound.findByPk(Number(fields.roundId)))!;
    assert.match(res.body.receiptNo, new RegExp(`^${round.term}-\\d{4}$`), 'the term follows from the round');
    assert.equal((await Application.findOne({ where: { receiptNo: res.body.receiptNo } }))!.roundId, round.id);
    assert.equal(res.body.name, '홍길동');
    assert.equal(res.body.nameEn, 'HONG GILDONG');
    assert.equal(res.body.statusLabel, '접수');
    assert.equal(res.body.departmentName, '중소기업경영학과');
    assert.match(res.body.submittedAtText, /한국시간/);
    assert.match(res.body.photo, /^data:image\/webp;base64,/);
    assert.equal(res.body.lookupHash, undefined);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    assert.match(res.headers.get('set-cookie') ?? '', /receipt_view=.*HttpOnly.*SameSite=Strict/i);
    const row = await Application.scope('withLookup').findOne({ where: { receiptNo: res.body.receiptNo } });
    assert.ok(row);
    assert.match(row.lookupHash, /^\$argon2id\$/);
    assert.equal(row.consents.privacy.agreed, true);
    assert.equal(row.consents.marketing.agreed, false);
    assert.equal(row.company, '길동정밀(주)');
    const docs = await ApplicationDocument.findAll({ where: { applicationId: row.id } });
    assert.deepEqual(docs.map((d) => d.kind).sort(), ['diploma', 'photo', 'transcript']);
    const files = await StoredFile.findAll({ where: { id: docs.map((d) => d.fileId) } });
    assert.ok(files.every((f) => f.ownerType === 'application' && f.ownerId === row.id));
    assert.equal(await ApplicationStatusChange.count({ where: { applicationId: row.id, toStatus: 'received' } }), 1);
  });

  test('refusing the optional consents never blocks, and no career data is kept without that consent', async () => {
    const res = await submitForm(
      app,
      validFields({ consentCareer: 'no', consentMarketing: 'no' }),
      await defaultFiles(),
    );
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const row = await Application.findOne({ where: { receiptNo: res.body.receiptNo } });
    assert.equal(row?.company, null);
    assert.equal(row?.careerYears, null);
    assert.equal(row?.consents.career.agreed, false);
  });

  test('a required consent refused or missing → 400 beside that consent', async () => {
    for (const over of [{ consentPrivacy: 'no' }, { consentVerify: undefined }]) {
      const res = await submitForm(app, validFields(over), await defaultFiles());
      assert.equal(res.status, 400);
      const key = Object.keys(over)[0];
      assert.equal(res.body.errors[key], '필수 동의 항목입니다. 동의하지 않으면 지원할 수 없습니다.');
    }
  });

  test('every field refuses bad input with a Korean message beside it, and nothing is written', async () => {
    const before = await counts();
    const bad: [string, string | undefined, RegExp][] = [
      ['roundId', 'abc', /선택/],
      ['roundId', '999999', /접수 기간이 아닙니다/],
      ['department', 'roadmap', /선택/],
      ['department', undefined, /선택/],
      ['name', '<b>홍</b>', /성명은/],
      ['name', '<script>alert(1)</script>', /20자/],
      ['name', '', /필수/],
      ['nameEn', '홍길동', /영문/],
      ['birthDate', '1985-02-30', /YYYY-MM-DD/],
      ['birthDate', '2020-01-01', /생년월일/],
      ['gender', 'X', /선택/],
      ['nationality', 'a'.repeat(51), /50자/],
      ['mobile', '12345', /휴대전화/],
      ['email', 'not-an-email', /이메일/],
      ['postalCode', '<b>', /우편번호/],
      ['address', '', /필수/],
      ['school', 'a\nb', /형식/],
      ['address', '서울시\u2028중구', /형식/],
      ['nationality', '대한\u2029민국', /형식/],
      ['major', '경영\r학', /형식/],
      ['mobile', '010-1234\n-5678', /휴대전화/],
      ['email', 'hong@example.com\nBcc: x@example.com', /이메일/],
      ['degree', 'phd', /선택/],
      ['eduStart', '2010-13', /YYYY-MM/],
      ['eduEnd', '2003-01', /빠를 수 없습니다/],
      ['careerYears', '61', /0~60/],
      ['careerYears', '-1', /0~60/],
      ['industry', 'mining', /선택/],
      ['careerRole', 'king', /선택/],
      ['topikLevel', '3', /형식/],
      ['essayIntro', '짧은 글', /100자 이상/],
      ['essayPlan', '가'.repeat(2001), /2000자 이하/],
      ['password', 'short', /8자 이상/],
      ['passwordConfirm', 'different-pass', /일치하지/],
      ['idempotencyKey', 'not-a-uuid', /형식/],
      ['locale', 'en', /형식/],
    ];
    for (const [field, value, message] of bad) {
      const res = await submitForm(app, validFields({ [field]: value }), await defaultFiles());
      assert.equal(res.status, 400, `${field}=${value}`);
      assert.match(res.body.errors?.[field] ?? '', message, `${field}: ${JSON.stringify(res.body)}`);
      assert.match(res.body.errorMessage, /: /);
      await app.sequelize.query('DELETE FROM rate_limits');
    }
    assert.deepEqual(await counts(), before);
  });

  test('hostile input: NUL bytes, unknown fields, repeated fields, huge strings → 400, never 500', async () => {
    const files = await defaultFiles();
    const nul = await submitForm(app, validFields({ address: 'a\u0000b' }), files);
    assert.equal(nul.status, 400);
    assert.ok(nul.body.errors.address);
    const unknown = await submitForm(app, validFields({ status: 'accepted' }), files);
    assert.equal(unknown.status, 400);
    assert.ok(unknown.body.errors.status);
    const repeated = await submitForm(app, validFields(), files, [['name', '김철수']]);
    assert.equal(repeated.status, 400);
    assert.ok(repeated.body.errors.name);
    const huge = await submitForm(app, validFields({ essayIntro: '가'.repeat(200_000) }), files);
    assert.ok([400, 413].includes(huge.status), String(huge.status));
  });

  test('form fields named like Object.prototype members (__proto__, constructor, toString) → 400 beside that field, nothing written', async () => {
    const files = await defaultFiles();
    const before = await counts();
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const res = await submitForm(app, validFields(), files, [[key, 'x']]);
      assert.equal(res.status, 400, `${key}: ${JSON.stringify(res.body)}`);
      assert.ok(Object.hasOwn(res.body.errors, key), key);
      assert.match(res.body.errorMessage, new RegExp(`^${key}: `));
    }
    assert.deepEqual(await counts(), before);
  });

  test('a broken multipart body or a NUL in a part header → 400 in Korean, not 500', async () => {
    const post = (raw: string, type = 'multipart/form-data; boundary=z') =>
      fetch(`${app.baseUrl}/api/applications/submit`, { method: 'POST', body: raw, headers: { 'content-type': type } });
    const before = await counts();
    const header = (name: string, filename: string) =>
      `--z\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n\r\n%PDF-1.4\r\n`;
    for (const [raw, type] of [
      ['garbage', 'multipart/form-data'],
      [header('diploma', 'a.pdf').slice(0, -2), undefined],
      [`${header('diploma', 'a\u0000.pdf')}--z--\r\n`, undefined],
    ] as const) {
      const res = await post(raw, type);
      assert.equal(res.status, 400, raw.slice(0, 40));
      assert.match((await res.json()).errorMessage, /형식이 올바르지 않습니다/);
    }
    assert.deepEqual(await counts(), before);
  });

  test('documents: missing, wrong type, content not matching its name, oversized, unknown field, traversal names', async () => {
    const before = await counts();
    const files = await defaultFiles();
    const without = await submitForm(
      app,
      validFields(),
      files.filter((f) => f.field !== 'photo'),
    );
    assert.equal(without.status, 400);
    assert.equal(without.body.errors.photo, '필수 제출 서류입니다. 파일을 첨부해주세요.');
    const exe = await submitForm(app, validFields(), [
      ...files.filter((f) => f.field !== 'diploma'),
      { field: 'diploma', name: 'evil.exe', bytes: PDF },
    ]);
    assert.match(exe.body.errors.diploma, /허용되지 않는 파일 형식/);
    const fake = await submitForm(app, validFields(), [
      ...files.filter((f) => f.field !== 'photo'),
      { field: 'photo', name: 'photo.png', bytes: PDF },
    ]);
    assert.equal(fake.status, 400);
    assert.match(fake.body.errors.photo, /형식과 맞지 않거나/);
    const big = await submitForm(app, validFields(), [
      ...files.filter((f) => f.field !== 'photo'),
      { field: 'photo', name: 'big.png', bytes: Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024)]) },
    ]);
    assert.equal(big.status, 400);
    assert.match(big.body.errors.photo, /최대 5MB/);
    const huge = await submitForm(app, validFields(), [
      ...files.filter((f) => f.field !== 'diploma'),
      { field: 'diploma', name: 'big.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]) },
    ]);
    assert.equal(huge.status, 413);
    assert.match(huge.body.errorMessage, /크기/);
    const stray = await submitForm(app, validFields(), [...files, { field: 'evil', name: 'a.pdf', bytes: PDF }]);
    assert.equal(stray.status, 400);
    const chsi = await submitForm(app, validFields(), [...files, { field: 'chsi', name: 'a.pdf', bytes: PDF }]);
    assert.equal(chsi.status, 400, 'CHSI report belongs to the China MBA form only');
    assert.deepEqual(await counts(), before);
    const traversal = await submitForm(app, validFields(), [
      ...files.filter((f) => f.field !== 'diploma'),
      { field: 'diploma', name: '../../etc/passwd.pdf', bytes: PDF },
    ]);
    assert.equal(traversal.status, 201);
    const row = await Application.findOne({ where: { receiptNo: traversal.body.receiptNo } });
    const doc = await ApplicationDocument.findOne({ where: { applicationId: row!.id, kind: 'diploma' } });
    assert.equal((await StoredFile.findByPk(doc!.fileId))?.name, 'passwd.pdf');
  });

  test('the same idempotency key twice (a double click) makes one application and the same receipt', async () => {
    const fields = validFields();
    const files = await defaultFiles();
    const [a, b] = await Promise.all([submitForm(app, fields, files), submitForm(app, fields, files)]);
    assert.deepEqual([a.status, b.status].sort(), [200, 201]);
    assert.equal(a.body.receiptNo, b.body.receiptNo);
    const again = await submitForm(app, fields, files);
    assert.equal(again.status, 200);
    assert.equal(again.body.receiptNo, a.body.receiptNo);
    assert.equal(await Application.count({ where: { idempotencyKey: fields.idempotencyKey } }), 1);
  });

  test('20 parallel submissions get 20 different, consecutive receipt numbers', async () => {
    const files = await defaultFiles();
    const results = await Promise.all(
      // Twenty applicants (each their own e-mail and mobile: one person's are limited to a few a day).
      Array.from({ length: 20 }, (_, i) =>
        submitForm(
          app,
          validFields({ idempotencyKey: randomUUID(), email: `p${i}@example.com`, mobile: `010-4000-${1000 + i}` }),
          files,
        ),
      ),
    );
    assert.deepEqual(
      results.map((r) => r.status),
      Array(20).fill(201),
    );
    const numbers = results.map((r) => Number(String(r.body.receiptNo).split('-')[2])).sort((x, y) => x - y);
    assert.equal(new Set(numbers).size, 20);
    assert.equal(numbers[19] - numbers[0], 19);
  });

  test('the China MBA form answers in Chinese and needs the CHSI report and a TOPIK level', async () => {
    const zh = validFields({
      locale: 'zh-Hans',
      track: 'china_mba',
      department: undefined,
      name: '张伟',
      nameEn: 'ZHANG WEI',
      nationality: '中国',
      mobile: '+86 138 0013 8000',
    });
    const missing = await submitForm(app, zh, await defaultFiles('master'));
    assert.equal(missing.status, 400);
    assert.equal(missing.body.errors.chsi, '此材料为必交材料，请上传文件。');
    assert.match(missing.body.errorMessage, /：/);
    const noTopik = await submitForm(app, zh, await defaultFiles('china_mba'));
    assert.equal(noTopik.body.errors.topikLevel, '请选择。');
    const ok = await submitForm(app, { ...zh, topikLevel: '4' }, await defaultFiles('china_mba'));
    assert.equal(ok.status, 201, JSON.stringify(ok.body));
    assert.equal(ok.body.statusLabel, '已提交');
    assert.match(ok.body.trackLabel, /中国 MBA/);
  });
});
