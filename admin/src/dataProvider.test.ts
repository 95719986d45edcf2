// The data provider: react-admin's resource names follow the admin's URLs, the REST resources are the API's; the
// wrapper maps the six that differ and passes the rest through, on every method, over our httpClient.
import assert from 'node:assert/strict';
import test from 'node:test';
import type { DataProvider } from 'react-admin';
import { dataProvider, withApiNames } from './dataProvider';
import { saveSession } from './session';
import { installBrowser, installFetch } from './testing/fakes';

installBrowser();
const server = installFetch();

const METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const;

/** A provider that only remembers which resource each method was asked for. */
function recorder() {
  const seen: [string, string][] = [];
  const provider = Object.fromEntries(
    METHODS.map((m) => [
      m,
      (resource: string) => {
        seen.push([m, resource]);
        return Promise.resolve({ data: [] });
      },
    ]),
  ) as unknown as DataProvider;
  return { seen, provider: withApiNames(provider) };
}

test('every method maps the admin’s names to the API’s', async () => {
  const renames: Record<string, string> = {
    board: 'boards',
    application: 'applications',
    'application-access-log': 'applications/access-logs',
    'etc/popup': 'popups',
    mail: 'mail-outbox',
    audit: 'audit-logs',
  };
  for (const [from, to] of Object.entries(renames)) {
    const { seen, provider } = recorder();
    for (const m of METHODS) await (provider[m] as (r: string, p: object) => Promise<unknown>)(from, {});
    assert.deepEqual(
      seen,
      METHODS.map((m) => [m, to]),
      from,
    );
  }
});

test('other names pass through as they are', async () => {
  const { seen, provider } = recorder();
  for (const name of ['posts', 'rounds', 'mail-templates', 'staff', 'boards'])
    await provider.getList(name, {} as never);
  assert.deepEqual(
    seen.map(([, r]) => r),
    ['posts', 'rounds', 'mail-templates', 'staff', 'boards'],
  );
});

test('the real provider asks /api/popups for etc/popup, with the token, and reads Content-Range', async () => {
  saveSession('tok', { id: 1, loginId: 'admin', name: '관리자', role: 'superadmin' });
  server.routes.set('/api/popups', {
    status: 200,
    body: [{ id: 4, title: '입학설명회' }],
    headers: { 'Content-Range': 'popups 0-0/1' },
  });
  const res = await dataProvider.getList('etc/popup', {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'id', order: 'DESC' },
    filter: {},
  });
  assert.deepEqual(res, { data: [{ id: 4, title: '입학설명회' }], total: 1 });
  const url = new URL(server.calls[0].url, 'https://x.test');
  assert.equal(url.pathname, '/api/popups');
  assert.equal(url.searchParams.get('range'), '[0,24]');
  assert.equal(server.calls[0].headers.get('authorization'), 'Bearer tok');
});

test('the real provider’s errors are ours: the Korean message and the field errors', async () => {
  server.routes.set('/api/boards/3', {
    status: 400,
    body: { errorMessage: '입력값을 확인해주세요.', errors: { name: '필수' } },
  });
  await assert.rejects(dataProvider.update('board', { id: 3, data: { name: '' }, previousData: { id: 3 } }), {
    status: 400,
    message: '입력값을 확인해주세요.',
    body: { errors: { name: '필수' } },
  });
});
