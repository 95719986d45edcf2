// 홍보·콘텐츠 담당 never sees an applicant's personal data (기준 제5조): every answer a content account
// can get from the admin API — the dashboard, boards, posts, popups, its own account — is searched for every sample
// applicant's name, English name, phone, e-mail and receipt number; none may appear. The dashboard has counts only.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Application, StoredFile } from '../../db/models/index.js';
import { can } from '../../domain/roles.js';
import { seedSample } from '../sample/index.js';
import { ROLE_TABLE, urlOf } from './role-table.js';
import { call, login, makeUser, startTestApp, testNowMs, type TestApp } from './support.js';

let app: TestApp;
let token: string;
/** Every personal value of every applicant, as it is stored. */
let secrets: string[];

before(async () => {
  app = await startTestApp();
  await seedSample();
  const applicants = await Application.findAll();
  assert.ok(applicants.length >= 5, 'the sample has applicants');
  secrets = applicants.flatMap((a) => [a.name, a.nameEn, a.mobile, a.email, a.receiptNo].filter(Boolean));
  token = (await login(app, await makeUser({ role: 'content' }))).token;
});
after(() => app.close());

/** The applicant values found in an answer (none, for the test to pass). */
function leaked(body: unknown): string[] {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return secrets.filter((s) => text.includes(s));
}

async function read(url: string): Promise<{ status: number; body: any }> {
  const res = await call(app, 'GET', url, { token });
  assert.deepEqual(leaked(res.body), [], `${url} shows applicant data`);
  return res;
}

const all = (resource: string) => `/api/${resource}?range=${encodeURIComponent('[0,199]')}`;

describe('홍보·콘텐츠 담당 and applicant data', () => {
  test('the search itself finds a leak (an applicant list read by a superadmin would fail it)', async () => {
    const superToken = (await login(app, await makeUser({ role: 'superadmin' }))).token;
    const list = await call(app, 'GET', all('applications'), { token: superToken });
    assert.equal(list.status, 200);
    assert.ok(leaked(list.body).length > 0);
  });

  test('every GET route the role may read answers without any applicant value', async () => {
    const readable = ROLE_TABLE.filter((r) => r.method === 'GET' && (r.area === null || can('content', r.area)));
    assert.ok(readable.length >= 5);
    for (const r of readable) {
      const res = await read(urlOf(r));
      assert.ok([200, 404].includes(res.status), `${urlOf(r)}: ${res.status}`);
    }
    await read('/api/auth/my/info');
  });

  test('the dashboard gives applications as three counts and nothing else', async () => {
    const res = await read('/api/dashboard');
    assert.equal(res.status, 200);
    assert.deepEqual(Object.keys(res.body.applications).sort(), ['lastWeek', 'new', 'total']);
    for (const v of Object.values(res.body.applications)) assert.equal(typeof v, 'number');
    assert.ok(res.body.applications.total >= 5);
  });

  test('every board, post and popup record, listed and opened one by one, holds no applicant value', async () => {
    const at = (days: number) => new Date(testNowMs() + days * 86_400_000).toISOString();
    const popup = await call(app, 'POST', '/api/popups', {
      token,
      body: { title: '입학설명회 안내', body: '<p>12월 5일 오후 2시</p>', startAt: at(-1), endAt: at(7) },
    });
    assert.equal(popup.status, 201, JSON.stringify(popup.body));
    for (const resource of ['boards', 'posts', 'popups']) {
      const list = await read(all(resource));
      assert.equal(list.status, 200, resource);
      assert.ok(list.body.length > 0, `${resource}: the sample has some`);
      for (const { id } of list.body as { id: number }[])
        assert.equal((await read(`/api/${resource}/${id}`)).status, 200);
    }
  });

  test('the applicant screens and their files stay shut: 403 from the API, 404 for a document download', async () => {
    const one = await Application.findOne();
    assert.ok(one);
    for (const url of [all('applications'), `/api/applications/${one.id}`, '/api/applications/access-logs']) {
      const res = await read(url);
      assert.equal(res.status, 403, url);
    }
    const exported = await call(app, 'POST', '/api/applications/export', { token, body: { reason: '홍보 자료' } });
    assert.equal(exported.status, 403);
    const docs = await StoredFile.findAll({ where: { ownerType: 'application' }, attributes: ['id'] });
    assert.ok(docs.length > 0);
    for (const d of docs) {
      const res = await call(app, 'GET', `/files/${d.id}`, { token });
      assert.equal(res.status, 404, `document ${d.id}`);
    }
  });
});
