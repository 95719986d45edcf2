// The data provider is ra-data-simple-rest over our httpClient: a resource's name is the API's path after /api/, asked
// as it is (a nested one such as applications/access-logs too), with our token, and our errors as react-admin's.
import assert from 'node:assert/strict';
import test from 'node:test';
import { dataProvider } from './dataProvider';
import { saveSession } from './session';
import { installBrowser, installFetch } from './testing/fakes';

installBrowser();
const server = installFetch();

test.beforeEach(() => {
  server.calls.length = 0;
  server.routes.clear();
  saveSession('tok', { id: 1, loginId: 'admin', name: '관리자', role: 'superadmin' });
});

const pathOf = (url: string) => new URL(url, 'https://x.test');

test('getList asks /api/<resource> for the resource name unchanged, with the token, and reads Content-Range', async () => {
  const names = ['boards', 'applications', 'applications/access-logs', 'popups', 'mail-outbox', 'audit-logs', 'rounds'];
  for (const name of names) {
    server.calls.length = 0;
    server.routes.set(`/api/${name}`, {
      status: 200,
      body: [{ id: 4, title: '입학설명회' }],
      headers: { 'Content-Range': `${name} 0-0/31` },
    });
    const res = await dataProvider.getList(name, {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: '모집' },
    });
    assert.deepEqual(res, { data: [{ id: 4, title: '입학설명회' }], total: 31 }, name);
    const [call] = server.calls;
    const url = pathOf(call.url);
    assert.equal(url.pathname, `/api/${name}`);
    assert.equal(url.searchParams.get('range'), '[25,49]');
    assert.equal(url.searchParams.get('sort'), '["id","DESC"]');
    assert.equal(url.searchParams.get('filter'), '{"q":"모집"}');
    assert.equal(call.headers.get('authorization'), 'Bearer tok', name);
    assert.equal(call.credentials, 'same-origin');
  }
});

test('one record: GET, PUT and DELETE /api/<resource>/<id>, each with the token', async () => {
  server.routes.set('/api/mail-outbox/7', { status: 200, body: { id: 7, subject: '접수 안내' } });
  server.routes.set('/api/popups/4', (call) => ({ status: 200, body: { id: 4, method: call.method } }));
  assert.deepEqual((await dataProvider.getOne('mail-outbox', { id: 7 })).data, { id: 7, subject: '접수 안내' });
  await dataProvider.update('popups', { id: 4, data: { title: '새 제목' }, previousData: { id: 4 } });
  await dataProvider.delete('popups', { id: 4, previousData: { id: 4 } });
  assert.deepEqual(
    server.calls.map((c) => [c.method, pathOf(c.url).pathname, c.headers.get('authorization')]),
    [
      ['GET', '/api/mail-outbox/7', 'Bearer tok'],
      ['PUT', '/api/popups/4', 'Bearer tok'],
      ['DELETE', '/api/popups/4', 'Bearer tok'],
    ],
  );
  assert.equal(server.calls[1].body, JSON.stringify({ title: '새 제목' }));
});

test('errors are ours: the Korean message and the field errors', async () => {
  server.routes.set('/api/boards/3', {
    status: 400,
    body: { errorMessage: '입력값을 확인해주세요.', errors: { name: '필수' } },
  });
  await assert.rejects(dataProvider.update('boards', { id: 3, data: { name: '' }, previousData: { id: 3 } }), {
    status: 400,
    message: '입력값을 확인해주세요.',
    body: { errors: { name: '필수', root: { serverError: '입력값을 확인해주세요.' } } },
  });
});

test('a page or post save names the version the form opened on; the conflict dialog names the newer one', async () => {
  server.routes.set('/api/posts/5', (call) => ({ status: 200, body: { id: 5, ...JSON.parse(String(call.body)) } }));
  server.routes.set('/api/pages/2', (call) => ({ status: 200, body: { id: 2, ...JSON.parse(String(call.body)) } }));
  await dataProvider.update('posts', { id: 5, data: { title: '새 제목' }, previousData: { id: 5, version: 3 } });
  await dataProvider.update('posts', {
    id: 5,
    data: { title: '새 제목', version: 3 },
    previousData: { id: 5, version: 3 },
    meta: { version: 4 },
  });
  await dataProvider.update('pages', { id: 2, data: { title: '인사말' }, previousData: { id: 2, version: 7 } });
  assert.deepEqual(
    server.calls.map((c) => JSON.parse(String(c.body)).version),
    [3, 4, 7],
  );
  server.calls.length = 0;
  server.routes.set('/api/popups/4', { status: 200, body: { id: 4 } });
  await dataProvider.update('popups', { id: 4, data: { title: '팝업' }, previousData: { id: 4, version: 2 } });
  assert.equal(server.calls[0].body, JSON.stringify({ title: '팝업' }), 'other resources are sent as they are');
});
