// /sitemap.xml and /robots.txt: the sitemap validates against the protocol's schema (xmllint, compiled to WebAssembly:
// xmllint-wasm), lists every public page and published post at absolute PUBLIC_URL addresses with a lastmod, follows
// the publish step (a new post at once, a scheduled one when its time comes, a deleted one gone), and becomes an index
// of parts past 50,000 addresses.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { validateXML } from 'xmllint-wasm';
import {
  adminToken,
  advanceClock,
  call,
  startTestApp,
  TEST_PUBLIC_URL,
  testNowMs,
  type TestApp,
} from '../../test/support.js';
import { routes } from '../routes.js';

const xsd = (name: string) => ({
  fileName: name,
  // From the repository root (npm test's working directory): the test runs from a bundle elsewhere.
  contents: readFileSync(`server/web/seo/xsd/${name}`, 'utf8'),
});

/** Valid against the protocol's schema, and what the schema leaves to prose: ≤ 50,000 entries, absolute https links. */
async function assertValid(xml: string, root: 'urlset' | 'sitemapindex'): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema: [xsd(root === 'urlset' ? 'sitemap.xsd' : 'siteindex.xsd')],
    maxMemoryPages: 16_384,
  });
  assert.ok(result.valid, result.errors.map((e) => e.rawMessage).join('\n'));
  assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>\n/);
  assert.match(xml, new RegExp(`<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`));
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  assert.ok(locs.length <= 50_000, `${locs.length} entries`);
  for (const loc of locs) assert.ok(loc.startsWith(`${TEST_PUBLIC_URL}/`), loc);
  const lastmods = [...xml.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((m) => m[1]);
  assert.equal(lastmods.length, locs.length, 'every entry has a lastmod');
  for (const d of lastmods) assert.match(d, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  return locs;
}

let app: TestApp;
let token: string;
before(async () => {
  app = await startTestApp();
  token = await adminToken(app);
});
after(() => app.close());

const sitemap = async (path = '/sitemap.xml') => {
  const res = await call(app, 'GET', path);
  assert.equal(res.status, 200, path);
  assert.match(res.headers.get('content-type') ?? '', /^application\/xml/);
  return String(res.body);
};
const post = async (body: Record<string, unknown>) => {
  const res = await call(app, 'POST', '/api/posts', {
    token,
    body: { boardEnName: 'notice', content: '<p>본문</p>', ...body },
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.id as number;
};

test('robots.txt names the sitemap and keeps the admin, applicant results and search out', async () => {
  const res = await call(app, 'GET', '/robots.txt');
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/plain/);
  const lines = String(res.body).split('\n');
  assert.equal(lines[0], 'User-agent: *');
  for (const path of [
    '/admin',
    '/api/',
    '/search',
    '/receipt/lookup',
    '/receipt/china-mba/lookup',
    '/receipt/complete',
    '/receipt/ticket',
  ])
    assert.ok(lines.includes(`Disallow: ${path}`), path);
  assert.ok(!lines.some((l) => /^Disallow: \/receipt\/?$/.test(l)), 'the application forms stay findable');
  assert.ok(lines.includes(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`));
});

test('the sitemap lists every public page and board at PUBLIC_URL, and no login page', async () => {
  const locs = await assertValid(await sitemap(), 'urlset');
  for (const path of Object.keys(routes).filter((p) => !p.startsWith('/auth/')))
    assert.ok(locs.includes(`${TEST_PUBLIC_URL}${path}`), path);
  for (const path of ['/receipt', '/receipt/china-mba', '/board/notice', '/board/calendar', '/board/special_gallery'])
    assert.ok(locs.includes(`${TEST_PUBLIC_URL}${path}`), path);
  assert.ok(!locs.some((l) => l.includes('/auth/')));
  assert.ok(!locs.includes(`${TEST_PUBLIC_URL}/board/professor`), 'the professor board is /introduce/professor');
});

test('a published post is listed at once; a scheduled one when its time comes; a deleted one no more', async () => {
  const before = await sitemap();
  const live = await post({ title: '사이트맵 새 공지' });
  const soon = await post({ title: '예약 공지', publishedAt: new Date(testNowMs() + 3_600_000).toISOString() });
  const professor = await post({ boardEnName: 'professor', title: '김교수', extra: { position: '교수' } });
  let xml = await sitemap();
  assert.notEqual(xml, before);
  let locs = await assertValid(xml, 'urlset');
  assert.ok(locs.includes(`${TEST_PUBLIC_URL}/board/notice/${live}`), 'published: listed');
  assert.ok(!locs.some((l) => l.endsWith(`/${soon}`)), 'scheduled: not yet');
  assert.ok(!locs.some((l) => l.endsWith(`/${professor}`)), 'professor cards are no pages of their own');
  const lastmod = new RegExp(`<loc>${TEST_PUBLIC_URL}/board/notice/${live}</loc><lastmod>([^<]+)</lastmod>`).exec(xml);
  assert.ok(lastmod && Math.abs(Date.parse(lastmod[1]) - Date.now()) < 120_000, 'lastmod: when it was written');

  advanceClock(3_600_000 + 1_000);
  locs = await assertValid(await sitemap(), 'urlset');
  assert.ok(locs.includes(`${TEST_PUBLIC_URL}/board/notice/${soon}`), 'its time has come: listed');

  token = await adminToken(app); // the hour has outlived the access token
  assert.equal((await call(app, 'DELETE', `/api/posts/${live}`, { token })).status, 200);
  xml = await sitemap();
  assert.ok(!xml.includes(`/board/notice/${live}<`), 'deleted: gone');
});

test('past 50,000 addresses /sitemap.xml is an index of parts of at most 50,000 each, every post in one', async () => {
  assert.equal((await call(app, 'GET', '/sitemap-1.xml')).status, 404, 'no parts while one file holds all');
  await app.sequelize.query(
    `INSERT INTO posts (board_id, title, content, content_text, published_at)
     SELECT (SELECT id FROM boards WHERE en_name = 'special_notice'), '자료 ' || n, '<p>자료</p>', '자료', $at
       FROM generate_series(1, 50000) AS n`,
    { bind: { at: new Date(testNowMs() - 86_400_000).toISOString() } },
  );
  await app.events.changed('posts');
  const index = await sitemap();
  const parts = await assertValid(index, 'sitemapindex');
  assert.deepEqual(parts, [`${TEST_PUBLIC_URL}/sitemap-1.xml`, `${TEST_PUBLIC_URL}/sitemap-2.xml`]);
  const all: string[] = [];
  for (const part of parts) all.push(...(await assertValid(await sitemap(new URL(part).pathname), 'urlset')));
  assert.equal(new Set(all).size, all.length, 'no address twice');
  const [{ n }] = await app.sequelize.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM posts p JOIN boards b ON b.id = p.board_id
      WHERE p.deleted_at IS NULL AND b.kind <> 'professor'`,
    { type: 'SELECT' as never },
  );
  assert.equal(all.filter((l) => /\/board\/[a-z_]+\/\d+$/.test(l)).length, n, 'every published post once');
  assert.ok(all.includes(`${TEST_PUBLIC_URL}/`));
  assert.equal((await call(app, 'GET', '/sitemap-3.xml')).status, 404);
});

test('the schema check itself refuses what the protocol refuses', async () => {
  const bad = async (body: string) =>
    (
      await validateXML({
        xml: [{ fileName: 'bad.xml', contents: `<?xml version="1.0" encoding="UTF-8"?>\n${body}` }],
        schema: [xsd('sitemap.xsd')],
      })
    ).valid;
  const ns = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
  assert.equal(await bad(`<urlset ${ns}><url><loc>https://a.example/x</loc></url></urlset>`), true);
  assert.equal(await bad(`<urlset><url><loc>https://a.example/x</loc></url></urlset>`), false, 'no namespace');
  assert.equal(await bad(`<urlset ${ns}><url><lastmod>2026-01-01</lastmod></url></urlset>`), false, 'no loc');
  assert.equal(
    await bad(`<urlset ${ns}><url><loc>https://a.example/x</loc><lastmod>2026-13-45</lastmod></url></urlset>`),
    false,
    'no such date',
  );
});
