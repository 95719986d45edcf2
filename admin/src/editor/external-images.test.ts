// Images on another host in an editor: which srcs count as external, our own /files/ written as a full address
// kept without a fetch, one question for all the others, and each imported through POST /api/files/import.
import assert from 'node:assert/strict';
import test from 'node:test';
import { consentMessage, isExternalSrc, resolveExternalImages } from './external-images';
import { saveSession } from '../session';
import { installBrowser, installFetch } from '../testing/fakes';

const { window } = installBrowser('https://gsb.example.ac.kr/admin/pages/3');
const server = installFetch();
saveSession('tok', { id: 1, loginId: 'park', name: '박', role: 'content' });

test.beforeEach(() => {
  server.calls.length = 0;
  window.confirmed.length = 0;
  window.confirmAnswer = true;
});

test('external: a scheme and a host, or protocol-relative, whatever the case and hidden blanks', () => {
  for (const src of [
    'https://img.example.com/a.png',
    'HTTP://x.test/a.gif',
    '//cdn.test/a.webp',
    ' \thttps://x.test/b',
    'ht\ntps://x.test/c',
  ])
    assert.equal(isExternalSrc(src), true, JSON.stringify(src));
  for (const src of [
    '/files/12',
    'files/12',
    'data:image/png;base64,AAAA',
    'blob:https://gsb.example.ac.kr/1',
    'javascript://x',
  ])
    assert.equal(isExternalSrc(src), false, JSON.stringify(src));
});

test('our own file as a full address becomes its path, with no question and no fetch', async () => {
  const out = await resolveExternalImages(
    ['https://gsb.example.ac.kr/files/12/thumb?v=2', '/files/3'],
    () => undefined,
  );
  assert.deepEqual([...out], [['https://gsb.example.ac.kr/files/12/thumb?v=2', '/files/12/thumb?v=2']]);
  assert.deepEqual(window.confirmed, []);
  assert.equal(server.calls.length, 0);
});

test('a /files/ address on another host is external: it is asked about and imported', async () => {
  server.routes.set('/api/files/import', { status: 201, body: { id: 41, url: '/files/41' } });
  const out = await resolveExternalImages(['https://evil.test/files/12'], () => undefined);
  assert.equal(out.get('https://evil.test/files/12'), '/files/41');
  assert.equal(window.confirmed.length, 1);
});

test('one question for all, each external image imported once, a failure reported and the others kept', async () => {
  server.routes.set('/api/files/import', (call) => {
    const { url } = JSON.parse(String(call.body)) as { url: string };
    return url.includes('broken')
      ? { status: 400, body: { errorMessage: '이미지가 아닙니다.' } }
      : { status: 201, body: { id: 40, url: '/files/40', name: 'a.png', mime: 'image/png', size: 1, thumbUrl: null } };
  });
  const reports: string[] = [];
  const srcs = [
    'https://a.test/x.png',
    'https://a.test/x.png',
    'https://b.test/broken.png',
    'https://gsb.example.ac.kr/files/7',
  ];
  const out = await resolveExternalImages(srcs, (m) => reports.push(m));
  assert.deepEqual(window.confirmed, [consentMessage(2)]);
  assert.match(consentMessage(2), /외부 이미지 2개/);
  assert.deepEqual(Object.fromEntries(out), {
    'https://a.test/x.png': '/files/40',
    'https://b.test/broken.png': null,
    'https://gsb.example.ac.kr/files/7': '/files/7',
  });
  assert.deepEqual(reports, ['이미지가 아닙니다.']);
  assert.equal(server.calls.length, 2);
  assert.equal(server.calls[0].method, 'POST');
  assert.equal(server.calls[0].headers.get('authorization'), 'Bearer tok');
  assert.equal(server.calls[0].headers.get('content-type'), 'application/json');
});

test('declined: every external image is taken out and nothing is fetched', async () => {
  window.confirmAnswer = false;
  const out = await resolveExternalImages(['https://a.test/x.png', '//b.test/y.png'], () => undefined);
  assert.deepEqual(Object.fromEntries(out), { 'https://a.test/x.png': null, '//b.test/y.png': null });
  assert.equal(server.calls.length, 0);
});

test('an import answered without JSON is reported in Korean', async () => {
  server.routes.set('/api/files/import', { status: 502 });
  const reports: string[] = [];
  const out = await resolveExternalImages(['https://a.test/z.png'], (m) => reports.push(m));
  assert.equal(out.get('https://a.test/z.png'), null);
  assert.deepEqual(reports, ['외부 이미지를 저장하지 못했습니다.']);
});
