// The REST dialect driven by ra-data-simple-rest's own provider, the way react-admin's default <Edit> uses it:
// update() sends the whole record back (id, boardId, views, timestamps…). Read-only fields a resource returns are
// accepted and ignored on PUT, unknown fields are still refused, and the admin post list honours the requested sort.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import simpleRestProvider from 'ra-data-simple-rest';
import { adminToken, startTestApp, testNowMs, type TestApp } from '../test/support.js';
import { defaultFiles, submitForm, validFields } from './applications/fixtures.js';

let app: TestApp;
let token: string;
let provider: ReturnType<typeof simpleRestProvider>;

class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: { errorMessage?: string; errors?: Record<string, string> },
  ) {
    super(`${status} ${body.errorMessage}`);
  }
}

// A fetch-based httpClient with the shape ra-core's fetchUtils.fetchJson returns (the admin's own adds the token too).
async function httpClient(url: string, options: { method?: string; body?: BodyInit | null } = {}) {
  const res = await fetch(url, {
    method: options.method ?? 'GET',
    body: options.body,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/json' },
  });
  const body = await res.text();
  const json = body ? JSON.parse(body) : {};
  if (res.status < 200 || res.status >= 300) throw new HttpFailure(res.status, json);
  return { status: res.status, headers: res.headers, body, json };
}

before(async () => {
  app = await startTestApp();
  token = await adminToken(app);
  provider = simpleRestProvider(`${app.baseUrl}/api`, httpClient);
});
after(() => app.close());

/** Reads a record with getOne and sends it back whole with one field changed, as <Edit> does. */
async function editWhole(resource: string, id: number | string, change: Record<string, unknown>) {
  const { data } = await provider.getOne(resource, { id });
  return provider.update(resource, { id, data: { ...data, ...change }, previousData: data });
}

async function rejectsUnknown(resource: string, id: number | string) {
  const { data } = await provider.getOne(resource, { id });
  await assert.rejects(
    provider.update(resource, { id, data: { ...data, hacked: true }, previousData: data }),
    (err: HttpFailure) => err.status === 400 && err.body.errors?.hacked === '허용되지 않는 항목입니다.',
  );
}

describe('ra-data-simple-rest update() with the whole record', () => {
  test('posts: the returned record goes back as it came (id, boardId, viewCount, timestamps…) and saves', async () => {
    const created = await provider.create('posts', {
      data: { boardEnName: 'notice', title: '원래 제목', content: '<p>본문</p>' },
    });
    const saved = await editWhole('posts', created.data.id, { title: '바뀐 제목' });
    assert.equal(saved.data.title, '바뀐 제목');
    assert.equal(saved.data.id, created.data.id);
    await rejectsUnknown('posts', created.data.id);
  });

  test('boards, popups, applications and settings take their own whole record back too', async () => {
    const boards = await provider.getList('boards', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'sortOrder', order: 'ASC' },
      filter: {},
    });
    const board = boards.data[0];
    assert.equal((await editWhole('boards', board.id, { name: `${board.name}` })).data.id, board.id);
    await rejectsUnknown('boards', board.id);

    const hour = 3600_000;
    const popup = await provider.create('popups', {
      data: {
        title: '모집 안내',
        body: '<p>원서 접수</p>',
        startAt: new Date(testNowMs() - hour).toISOString(),
        endAt: new Date(testNowMs() + 24 * hour).toISOString(),
      },
    });
    assert.equal((await editWhole('popups', popup.data.id, { title: '바뀐 안내' })).data.title, '바뀐 안내');
    await rejectsUnknown('popups', popup.data.id);

    const submitted = await submitForm(app, validFields(), await defaultFiles());
    assert.equal(submitted.status, 201);
    const list = await provider.getList('applications', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    const applicationId = list.data[0].id;
    assert.equal((await editWhole('applications', applicationId, { memo: '서류 확인' })).data.memo, '서류 확인');
    await rejectsUnknown('applications', applicationId);

    const settings = await editWhole('settings', 1, { phone: '02-000-0000' });
    assert.equal(settings.data.phone, '02-000-0000');
    await rejectsUnknown('settings', 1);
  });
});

describe('GET /api/posts sort', () => {
  test('sort=["id","DESC"] is honoured: pinned posts are not put first in the admin list', async () => {
    const ids: number[] = [];
    for (const [i, isNotice] of [true, false, true, false].entries()) {
      const p = await provider.create('posts', {
        data: { boardEnName: 'special_notice', title: `글 ${i}`, content: '', isNotice },
      });
      ids.push(p.data.id as number);
    }
    const { data } = await provider.getList('posts', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: { boardEnName: 'special_notice' },
    });
    assert.deepEqual(
      data.map((p) => p.id),
      [...ids].reverse(),
    );
  });
});
