// Downloads through the whole app, one per owner type of the file-visibility table (server/files/policies.ts),
// and the brochure route. They guard the mount order of server/app.ts: a router mounted before the downloads
// that answered their paths (the pages' 404, the admin app) would turn these into 404 pages.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BROCHURE_NAME } from '../web/brochure.js';
import { adminToken, call, startTestApp, testNowMs, type TestApp } from '../test/support.js';
import { pdfBytes, pngBytes, upload } from '../test/upload.js';
import { checkUpload, storeChecked } from './store.js';

let app: TestApp;
let token: string;
before(async () => {
  app = await startTestApp();
  token = await adminToken(app);
});
after(() => app.close());

const get = (path: string) => fetch(app.baseUrl + path);
const hour = 3_600_000;

async function postWithAttachment(publishedAt: Date): Promise<{ postId: number; url: string }> {
  const file = await upload(app, token, [{ name: '모집 요강.pdf', bytes: pdfBytes() }]);
  const post = await call(app, 'POST', '/api/posts', {
    token,
    body: {
      boardEnName: 'notice',
      title: '첨부가 있는 공지',
      content: '<p>본문</p>',
      publishedAt,
      attachmentIds: [file.body.id],
    },
  });
  assert.equal(post.status, 201, JSON.stringify(post.body));
  return { postId: post.body.id as number, url: file.body.url as string };
}

test('a published post’s attachment downloads under its Korean name; a scheduled or deleted post’s does not', async () => {
  const live = await postWithAttachment(new Date(testNowMs() - hour));
  const res = await get(`${live.url}?download=1`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'application/pdf');
  assert.match(res.headers.get('content-disposition') ?? '', /^attachment; .*filename\*=UTF-8''%EB%AA%A8%EC%A7%91/);
  assert.deepEqual(Buffer.from(await res.arrayBuffer()).subarray(0, 5), Buffer.from('%PDF-'));

  const scheduled = await postWithAttachment(new Date(testNowMs() + 24 * hour));
  assert.equal((await get(scheduled.url)).status, 404);

  assert.equal((await call(app, 'DELETE', `/api/posts/${live.postId}`, { token })).status, 200);
  const gone = await get(live.url);
  assert.equal(gone.status, 404);
  assert.match(gone.headers.get('content-type') ?? '', /text\/html/);
});

test('a popup’s image is public while it is the popup’s image', async () => {
  const image = await upload(app, token, [{ name: '팝업.png', bytes: await pngBytes() }], 'image');
  const popup = await call(app, 'POST', '/api/popups', {
    token,
    body: {
      title: '이미지 팝업',
      body: '<p>안내</p>',
      imageFileId: image.body.id,
      imageAlt: '신입생 모집 안내',
      startAt: new Date(testNowMs() + hour).toISOString(),
      endAt: new Date(testNowMs() + 48 * hour).toISOString(),
    },
  });
  assert.equal(popup.status, 201, JSON.stringify(popup.body));
  const res = await get(image.body.url as string);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'image/png');
  assert.equal((await get(image.body.thumbUrl as string)).status, 200);
  assert.equal((await call(app, 'DELETE', `/api/popups/${popup.body.id}`, { token })).status, 200);
  assert.equal((await get(image.body.url as string)).status, 404);
});

test('/brochure.pdf is the uploaded brochure while there is one, else the shipped one', async () => {
  const shipped = await get('/brochure.pdf');
  assert.equal(shipped.status, 200);
  assert.ok(shipped.headers.get('content-disposition')?.includes(encodeURIComponent(BROCHURE_NAME)));

  const form = new FormData();
  const bytes = pdfBytes('새 브로슈어');
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), '2027 입학 안내.pdf');
  const up = await fetch(`${app.baseUrl}/api/settings/brochure`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(up.status, 201);
  const uploaded = (await up.json()) as { brochure: { url: string } };
  const res = await get('/brochure.pdf');
  assert.equal(res.status, 200);
  assert.ok(res.headers.get('content-disposition')?.includes(encodeURIComponent('2027 입학 안내.pdf')));
  assert.deepEqual(Buffer.from(await res.arrayBuffer()), bytes);
  assert.equal((await get(uploaded.brochure.url)).status, 200);

  assert.equal((await call(app, 'DELETE', '/api/settings/brochure', { token })).status, 200);
  assert.ok(
    (await get('/brochure.pdf')).headers.get('content-disposition')?.includes(encodeURIComponent(BROCHURE_NAME)),
  );
  assert.equal((await get(uploaded.brochure.url)).status, 404);
});

test('an applicant’s document is never public; an unknown path is the HTML 404 page, mounted last', async () => {
  const checked = await checkUpload(
    { buffer: pdfBytes(), originalname: '졸업증명서.pdf' },
    {
      extensions: ['pdf'],
      maxBytes: 1024 * 1024,
    },
  );
  const doc = await storeChecked(checked, { ownerType: 'application', ownerId: 1, createdBy: null });
  assert.equal((await get(`/files/${doc.id}`)).status, 404);
  const missing = await get('/no-such-page');
  assert.equal(missing.status, 404);
  assert.match(await missing.text(), /페이지를 찾을 수 없습니다/);
});
