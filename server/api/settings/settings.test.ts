// /api/settings: admin-only read and partial update with strict validation, the brochure upload,
// and the public pages (the home page's footer, /brochure.pdf) following every change at once.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Setting, StoredFile } from '../../../db/models/index.js';
import { adminToken, call, login, makeUser, startTestApp, type TestApp } from '../../test/support.js';

let app: TestApp;
let token: string;
before(async () => {
  app = await startTestApp();
  token = await adminToken(app);
});
after(() => app.close());

const pdf = (text: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`);

async function upload(name: string, bytes: Buffer, auth = token) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${app.baseUrl}/api/settings/brochure`, {
    method: 'POST',
    headers: { authorization: `Bearer ${auth}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

describe('auth', () => {
  test('401 without a token and 403 for a non-admin on GET, PUT, brochure upload and removal', async () => {
    const user = await login(app, await makeUser());
    for (const [method, path] of [
      ['GET', '/api/settings'],
      ['GET', '/api/settings/1'],
      ['PUT', '/api/settings'],
      ['POST', '/api/settings/brochure'],
      ['DELETE', '/api/settings/brochure'],
    ]) {
      const body = method === 'PUT' ? { phone: '02-000-0000' } : undefined;
      assert.equal((await call(app, method, path, { body })).status, 401, `${method} ${path}`);
      assert.equal((await call(app, method, path, { body, token: user.token })).status, 403, `${method} ${path}`);
    }
  });
});

describe('GET and PUT', () => {
  test('GET answers the settings with id 1 and no brochure yet; another id is 404', async () => {
    const res = await call(app, 'GET', '/api/settings', { token });
    assert.equal(res.status, 200);
    assert.equal(res.body.id, 1);
    assert.equal(res.body.schoolName, '중소기업대학원');
    assert.equal(res.body.brochure, null);
    assert.deepEqual((await call(app, 'GET', '/api/settings/1', { token })).body, res.body);
    assert.equal((await call(app, 'GET', '/api/settings/2', { token })).status, 404);
  });

  test('PUT changes only the fields sent, keeps other data in the row, and the footer shows it on the next load', async () => {
    await fetch(`${app.baseUrl}/`); // the home page is now in the page cache
    const res = await call(app, 'PUT', '/api/settings/1', {
      token,
      body: {
        phone: '02-555-1234',
        familySites: [{ name: '새 사이트', url: 'https://new.example.kr' }],
        applicationUrl: '',
        privacyOfficer: { name: '이보안', position: '실장', phone: '02-555-1235', email: 'sec@example.kr' },
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.phone, '02-555-1234');
    assert.equal(res.body.schoolName, '중소기업대학원');
    assert.deepEqual(res.body.familySites, [{ name: '새 사이트', url: 'https://new.example.kr' }]);
    const row = await Setting.findByPk(1);
    assert.equal(row?.data.phone, '02-555-1234');
    const html = await (await fetch(`${app.baseUrl}/`)).text();
    assert.match(html, /02-555-1234/);
  });

  const bad: [string, Record<string, unknown>, string, RegExp][] = [
    [
      'javascript: family site',
      { familySites: [{ name: '나쁨', url: 'javascript:alert(1)' }] },
      'familySites.0.url',
      /패밀리 사이트|http/,
    ],
    ['data: social link', { socialLinks: [{ name: '나쁨', url: 'data:text/html,x' }] }, 'socialLinks.0.url', /http/],
    [
      'javascript: application URL',
      { applicationUrl: 'javascript:alert(1)' },
      'applicationUrl',
      /온라인 원서접수 주소/,
    ],
    ['unknown field', { theme: 'dark' }, 'theme', /허용되지 않는 항목/],
    [
      'unknown nested field',
      { privacyOfficer: { name: 'a', position: 'b', phone: '1', email: '', role: 'superadmin' } },
      'privacyOfficer.role',
      /허용되지 않는 항목/,
    ],
    ['bad email', { email: 'not-an-email' }, 'email', /이메일: 이메일 형식/],
    ['letters in the phone', { phone: '02-abc' }, 'phone', /전화번호/],
    ['retention too short', { applicationRetentionDays: 3 }, 'applicationRetentionDays', /원서 보관 기간: 30 이상/],
    ['retention not an integer', { applicationRetentionDays: 30.5 }, 'applicationRetentionDays', /정수/],
    ['empty school name', { schoolName: '  ' }, 'schoolName', /학교 이름을 입력해주세요/],
    ['a line break in the school name', { schoolName: '중소기업\n대학원' }, 'schoolName', /학교 이름: 줄바꿈 없이/],
    ['a line separator in the address', { address: '서울\u2028동작구' }, 'address', /주소: 줄바꿈 없이/],
    [
      'a line break in a family site',
      { familySites: [{ name: '한빛\r대학교', url: 'https://a.example' }] },
      'familySites.0.name',
      /줄바꿈 없이/,
    ],
    [
      'family site without a name',
      { familySites: [{ name: '', url: 'https://a.example' }] },
      'familySites.0.name',
      /이름을 입력해주세요/,
    ],
    [
      'too many family sites',
      { familySites: Array.from({ length: 31 }, (_, i) => ({ name: `s${i}`, url: 'https://a.example' })) },
      'familySites',
      /30개까지/,
    ],
    ['huge address', { address: '가'.repeat(201) }, 'address', /주소: 200자 이하/],
    ['wrong type', { familySites: 'https://a.example' }, 'familySites', /형식이 올바르지 않습니다/],
  ];
  for (const [name, body, field, message] of bad) {
    test(`400: ${name}, nothing written`, async () => {
      const before = (await Setting.findByPk(1))?.data;
      const res = await call(app, 'PUT', '/api/settings', { token, body });
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.ok(res.body.errors?.[field], `${field} in ${JSON.stringify(res.body)}`);
      assert.match(res.body.errorMessage, message);
      assert.deepEqual((await Setting.findByPk(1))?.data, before);
    });
  }

  test('400: NUL bytes, an array body', async () => {
    assert.equal((await call(app, 'PUT', '/api/settings', { token, body: { address: 'a\u0000' } })).status, 400);
    assert.equal((await call(app, 'PUT', '/api/settings', { token, body: [] })).status, 400);
  });
});

describe('the brochure', () => {
  test('an uploaded PDF becomes /brochure.pdf with its Korean name; a new one replaces it; the old one is gone', async () => {
    const first = await upload('2026 입학 안내.pdf', pdf('first'));
    assert.equal(first.status, 201, JSON.stringify(first.body));
    assert.equal(first.body.brochure.name, '2026 입학 안내.pdf');
    const res = await fetch(`${app.baseUrl}/brochure.pdf`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/pdf');
    assert.match(
      res.headers.get('content-disposition') ?? '',
      /filename\*=UTF-8''2026%20%EC%9E%85%ED%95%99%20%EC%95%88%EB%82%B4\.pdf/,
    );
    assert.match(Buffer.from(await res.arrayBuffer()).toString(), /first/);
    const second = await upload('2027 입학 안내.pdf', pdf('second'));
    assert.equal(second.status, 201);
    assert.match(Buffer.from(await (await fetch(`${app.baseUrl}/brochure.pdf`)).arrayBuffer()).toString(), /second/);
    assert.equal(await StoredFile.count({ where: { id: first.body.brochureFileId } }), 0);
    // Only the current brochure is public through /files.
    assert.equal((await fetch(`${app.baseUrl}${second.body.brochure.url}`)).status, 200);
  });

  test('not a PDF, a disguised file, no file, two files → 400; nothing changes', async () => {
    const before = (await call(app, 'GET', '/api/settings', { token })).body.brochureFileId;
    assert.equal((await upload('brochure.exe', pdf('x'))).status, 400);
    const disguised = await upload('brochure.pdf', Buffer.from('<html><script>alert(1)</script></html>'));
    assert.equal(disguised.status, 400);
    assert.match(disguised.body.errorMessage, /파일 내용이 확장자/);
    const empty = await fetch(`${app.baseUrl}/api/settings/brochure`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: new FormData(),
    });
    assert.equal(empty.status, 400);
    const two = new FormData();
    two.append('file', new Blob([new Uint8Array(pdf('a'))]), 'a.pdf');
    two.append('file', new Blob([new Uint8Array(pdf('b'))]), 'b.pdf');
    const tooMany = await fetch(`${app.baseUrl}/api/settings/brochure`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: two,
    });
    assert.equal(tooMany.status, 400);
    assert.equal((await call(app, 'GET', '/api/settings', { token })).body.brochureFileId, before);
  });

  test('a path-traversal file name is cleaned', async () => {
    const res = await upload('../../etc/안내.pdf', pdf('t'));
    assert.equal(res.status, 201);
    assert.equal(res.body.brochure.name, '안내.pdf');
  });

  test('DELETE removes the uploaded brochure; /brochure.pdf falls through to the shipped default', async () => {
    const res = await call(app, 'DELETE', '/api/settings/brochure', { token });
    assert.equal(res.status, 200);
    assert.equal(res.body.brochureFileId, null);
    assert.equal(await StoredFile.count({ where: { ownerType: 'setting' } }), 0);
    // The removed upload is never served again (whatever the default handler answers).
    const after = await fetch(`${app.baseUrl}/brochure.pdf`);
    assert.doesNotMatch(Buffer.from(await after.arrayBuffer()).toString('latin1'), /\n% t\n/);
  });
});
