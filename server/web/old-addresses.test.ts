// Every old address answers: rows written as the importer writes them (upsertRedirects), then asked for as a
// visitor would, in every URL form of Gnuboard5 and Rhymix/XE, in loose spellings, with the old
// list's parameters carried to ours; a deleted post and a 404/410 row answer 404/410; a miss goes to the 404 기록
// (bots left out, no visitor's address), and a page of ours is answered as before.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { upsertRedirects } from '../redirects/store.js';
import { call, login, makeUser, startTestApp, type TestApp } from '../test/support.js';
import { pdfBytes, upload } from '../test/upload.js';

let app: TestApp;
let content: string;
let postId: number;
let otherId: number;
let fileId: number;

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const visit = (path: string, headers: Record<string, string> = {}) =>
  fetch(app.baseUrl + path, { redirect: 'manual', headers: { 'user-agent': BROWSER, ...headers } });

async function post(title: string, attachmentIds: number[] = []): Promise<number> {
  const res = await call(app, 'POST', '/api/posts', {
    token: content,
    body: { boardEnName: 'notice', title, content: '<p>본문</p>', attachmentIds },
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.id as number;
}

before(async () => {
  app = await startTestApp();
  content = (await login(app, await makeUser({ role: 'content' }))).token;
  const up = await upload(app, content, [{ name: '모집요강.pdf', bytes: pdfBytes() }]);
  assert.equal(up.status, 201, JSON.stringify(up.body));
  fileId = up.body.id as number;
  postId = await post('2025학년도 후기 신입생 모집 안내', [fileId]);
  otherId = await post('R&D 특강 <붙임> 안내');
  const P = `/board/notice/${postId}`;
  const F = `/files/${fileId}/${encodeURIComponent('모집요강.pdf')}`;
  await upsertRedirects(app.sequelize, [
    // Gnuboard5
    { from: '/bbs/board.php?bo_table=notice', to: '/board/notice', source: 'gnuboard5:notice' },
    { from: '/bbs/board.php?bo_table=notice&wr_id=31', to: P, source: 'gnuboard5:notice' },
    { from: '/bbs/board.php?bo_table=notice&wr_id=45', to: `${P}#c_45`, source: 'gnuboard5:notice' },
    { from: '/bbs/download.php?bo_table=notice&wr_id=31&no=0', to: F, source: 'gnuboard5:notice' },
    { from: '/bbs/view_image.php?bo_table=notice&fn=a1b2c3.jpg', to: F, source: 'gnuboard5:notice' },
    { from: '/bbs/content.php?co_id=company', to: '/introduce/greeting', source: 'gnuboard5:content' },
    { from: '/bbs/content.php?co_seo_title=학교-소개', to: '/introduce/greeting', source: 'gnuboard5:content' },
    { from: '/bbs/rss.php?bo_table=notice', to: '/board/notice/rss.xml', source: 'gnuboard5:notice' },
    { from: '/bbs/group.php?gr_id=community', to: '/board/notice', source: 'gnuboard5:group' },
    { from: '/bbs/faq.php', to: '/entrance/faq', source: 'gnuboard5:faq' },
    { from: '/bbs/qalist.php', to: '/board/qna', source: 'gnuboard5:qa' },
    { from: '/notice', to: '/board/notice', source: 'gnuboard5:notice' },
    { from: '/notice/31', to: P, source: 'gnuboard5:notice' },
    { from: '/content/company', to: '/introduce/greeting', source: 'gnuboard5:content' },
    { from: '/rss/notice', to: '/board/notice/rss.xml', source: 'gnuboard5:notice' },
    { from: '/notice/2025학년도-후기-신입생-모집-안내/', to: P, source: 'gnuboard5:notice' },
    { from: '/data/file/notice/2041553261_a1b2c3.pdf', to: F, source: 'gnuboard5:notice' },
    { from: 'https://www.old.ac.kr/data/editor/2401/3a7f_1704.png', to: F, source: 'gnuboard5:editor' },
    // Rhymix / XE
    { from: '/index.php?mid=board_notice', to: '/board/notice', source: 'rhymix:board_notice' },
    { from: '/index.php?mid=board_notice&document_srl=456', to: `/board/notice/${otherId}`, source: 'rhymix:x' },
    { from: '/?document_srl=456', to: `/board/notice/${otherId}`, source: 'rhymix:x' },
    { from: '/board_notice/456', to: `/board/notice/${otherId}`, source: 'rhymix:x' },
    { from: '/456', to: `/board/notice/${otherId}`, source: 'rhymix:x' },
    { from: '/board_notice/category/77', to: '/board/notice?category=학사', source: 'rhymix:x' },
    { from: '/board_notice/entry/spring-notice', to: `/board/notice/${otherId}`, source: 'rhymix:x' },
    { from: '/board_notice/rss', to: '/board/notice/rss.xml', source: 'rhymix:x' },
    { from: '/?mid=board_notice&document_srl=456&comment_srl=789', to: `/board/notice/${otherId}#c_789`, source: 'r' },
    { from: '/?module=file&act=procFileDownload&file_srl=901&sid=abc', to: F, source: 'rhymix:file' },
    { from: '/files/download/901/f9e8d7/모집요강.pdf', to: F, source: 'rhymix:file' },
    { from: '/files/attach/images/118/456/901.jpg', to: F, source: 'rhymix:file' },
    { from: '/files/attach/binaries/118/456/902', to: '/', status: 404, source: 'rhymix:file' },
    { from: '/bbs/board.php?bo_table=old_event', to: '/', status: 410, source: 'gnuboard5:old_event' },
  ]);
});
after(() => app.close());

describe('the old addresses', () => {
  test('every URL form of Gnuboard5 and Rhymix answers 301 to its new address', async () => {
    const P = `/board/notice/${postId}`;
    const O = `/board/notice/${otherId}`;
    const F = `/files/${fileId}/${encodeURIComponent('모집요강.pdf')}`;
    const expected: [string, string][] = [
      ['/bbs/board.php?bo_table=notice', '/board/notice'],
      ['/bbs/board.php?bo_table=notice&wr_id=31', P],
      ['/bbs/board.php?bo_table=notice&wr_id=45', `${P}#c_45`],
      ['/bbs/download.php?bo_table=notice&wr_id=31&no=0', F],
      ['/bbs/view_image.php?bo_table=notice&fn=a1b2c3.jpg', F],
      ['/bbs/content.php?co_id=company', '/introduce/greeting'],
      [`/bbs/content.php?co_seo_title=${encodeURIComponent('학교-소개')}`, '/introduce/greeting'],
      ['/bbs/rss.php?bo_table=notice', '/board/notice/rss.xml'],
      ['/bbs/group.php?gr_id=community', '/board/notice'],
      ['/bbs/faq.php', '/entrance/faq'],
      ['/bbs/qalist.php', '/board/qna'],
      ['/notice', '/board/notice'],
      ['/notice/31', P],
      ['/content/company', '/introduce/greeting'],
      ['/rss/notice', '/board/notice/rss.xml'],
      [`/notice/${encodeURIComponent('2025학년도-후기-신입생-모집-안내')}/`, P],
      ['/data/file/notice/2041553261_a1b2c3.pdf', F],
      ['/data/editor/2401/3a7f_1704.png', F],
      ['/index.php?mid=board_notice', '/board/notice'],
      ['/index.php?mid=board_notice&document_srl=456', O],
      ['/?document_srl=456', O],
      ['/board_notice/456', O],
      ['/456', O],
      ['/board_notice/category/77', `/board/notice?category=${'학사'}`],
      ['/board_notice/entry/spring-notice', O],
      ['/board_notice/rss', '/board/notice/rss.xml'],
      ['/index.php?mid=board_notice&document_srl=456&comment_srl=789', `${O}#c_789`],
      ['/index.php?module=file&act=procFileDownload&file_srl=901&sid=abc', F],
      [`/files/download/901/f9e8d7/${encodeURIComponent('모집요강.pdf')}`, F],
      ['/files/attach/images/118/456/901.jpg', F],
    ];
    const wrong: string[] = [];
    for (const [from, to] of expected) {
      const res = await visit(from);
      const location = decodeURI(res.headers.get('location') ?? '');
      if (res.status !== 301 || location !== decodeURI(to))
        wrong.push(`${from} → ${res.status} ${location} (wanted ${to})`);
    }
    assert.deepEqual(wrong, []);
    const head = await fetch(app.baseUrl + '/notice/31', { method: 'HEAD', redirect: 'manual' });
    assert.equal(head.status, 301);
    // The file's bytes at the end of the redirect are the uploaded ones.
    const file = await visit('/bbs/download.php?bo_table=notice&wr_id=31&no=0');
    const bytes = Buffer.from(await (await fetch(app.baseUrl + file.headers.get('location'))).arrayBuffer());
    assert.deepEqual(bytes, await pdfBytes());
  });

  test('queries are read loosely: &amp;, PHPSESSID, any order, extra parameters, /index.php, a trailing slash', async () => {
    const P = `/board/notice/${postId}`;
    for (const spelling of [
      '/bbs/board.php?bo_table=notice&amp;wr_id=31',
      '/bbs/board.php?wr_id=31&bo_table=notice',
      '/bbs/board.php?bo_table=notice&wr_id=31&PHPSESSID=8f2a9c&utm_source=kakao',
      '/bbs/board.php?bo_table=notice&wr_id=31#c_3',
      '/bbs/board.php/?bo_table=notice&wr_id=31',
      '/notice/31/',
    ]) {
      const res = await visit(spelling);
      assert.equal(res.status, 301, spelling);
      assert.equal(res.headers.get('location'), P, spelling);
    }
    // The home page cached first: its fast path answers only exactly `/`, never the old forms on it.
    assert.equal((await visit('/')).status, 200);
    assert.equal((await visit('/')).status, 200);
    const rhymix = await visit('/?PHPSESSID=1&document_srl=456&mid=board_notice');
    assert.equal(rhymix.status, 301);
    assert.equal(rhymix.headers.get('location'), `/board/notice/${otherId}`);
  });

  test("the old list's page, category and search words become our list's own", async () => {
    const g5 = await visit(
      `/bbs/board.php?bo_table=notice&page=3&sca=${encodeURIComponent('학사')}&sfl=wr_subject&stx=${encodeURIComponent('장학금')}`,
    );
    assert.equal(g5.status, 301);
    assert.equal(
      decodeURIComponent(g5.headers.get('location')!),
      '/board/notice?category=학사&field=title&q=장학금&page=3',
    );
    const rx = await visit(
      `/index.php?mid=board_notice&page=2&search_target=title_content&search_keyword=${encodeURIComponent('입학')}`,
    );
    assert.equal(decodeURIComponent(rx.headers.get('location')!), '/board/notice?q=입학&page=2');
    // The list of the new address answers them (the category is ours only when the board has it).
    const list = await fetch(app.baseUrl + rx.headers.get('location'));
    assert.equal(list.status, 200);
  });

  test('a deleted post, a 404 row and a 410 row answer that page, never a redirect', async () => {
    assert.equal((await call(app, 'DELETE', `/api/posts/${otherId}`, { token: content })).status, 200);
    const deleted = await visit('/?document_srl=456');
    assert.equal(deleted.status, 404);
    assert.equal(deleted.headers.get('location'), null);
    assert.match(await deleted.text(), /페이지를 찾을 수 없습니다/);
    const binary = await visit('/files/attach/binaries/118/456/902');
    assert.equal(binary.status, 404);
    const gone = await visit('/bbs/board.php?bo_table=old_event&page=2');
    assert.equal(gone.status, 410);
    assert.match(await gone.text(), /삭제되었습니다/);
    // The home page still answers its own query-less and unrelated queries.
    assert.equal((await visit('/?utm_source=kakao')).status, 200);
  });

  test('hits are counted on the row; a miss is one row of the 404 기록, without bots or any address', async () => {
    await visit('/notice/31');
    await visit('/notice/31');
    const list = await call(app, 'GET', `/api/redirects?filter=${encodeURIComponent('{"q":"/notice/31"}')}`, {
      token: content,
    });
    const row = (list.body as any[]).find((r) => r.from === '/notice/31');
    assert.ok(row.hits >= 2, JSON.stringify(row));
    assert.ok(row.lastHitAt);
    assert.deepEqual(Object.keys(row).sort(), [
      'createdAt',
      'from',
      'hits',
      'id',
      'lastHitAt',
      'source',
      'status',
      'to',
      'updatedAt',
    ]);

    const referer = { referer: 'https://search.naver.com/search.naver?query=%EA%B3%B5%EC%A7%80' };
    await visit('/bbs/board.php?bo_table=gone&wr_id=31&PHPSESSID=77&amp;page=2', referer);
    await visit('/bbs/board.php?wr_id=31&bo_table=gone', referer);
    await visit('/no/such/page?utm_source=mail&amp;x=1');
    await visit('/from/a/bot', {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    await visit('/from/nobody', { 'user-agent': '' });
    const missed = await call(app, 'GET', '/api/not-found?sort=["path","ASC"]&range=[0,49]', { token: content });
    assert.equal(missed.status, 200);
    const rows = (missed.body as any[]).filter((r) => !r.path.startsWith('/favicon'));
    assert.deepEqual(
      rows.map(({ lastSeenAt, ...r }) => {
        assert.ok(!Number.isNaN(Date.parse(lastSeenAt)));
        return r;
      }),
      [
        {
          id: '/bbs/board.php?bo_table=gone&wr_id=31',
          path: '/bbs/board.php?bo_table=gone&wr_id=31',
          hits: 2,
          referrerHost: 'search.naver.com',
        },
        { id: '/no/such/page', path: '/no/such/page', hits: 1, referrerHost: null },
      ],
    );
    const columns = await app.sequelize.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'not_found_paths' ORDER BY 1`,
      { plain: false, raw: true },
    );
    assert.deepEqual(
      (columns[0] as { column_name: string }[]).map((c) => c.column_name),
      ['hits', 'last_seen_at', 'path', 'referrer_host'],
    );
  });

  test('pages of ours answer as before, and a POST to an old address is no redirect', async () => {
    assert.equal((await visit('/board/notice')).status, 200);
    assert.equal((await visit(`/board/notice/${postId}`)).status, 200);
    const posted = await fetch(app.baseUrl + '/notice/31', { method: 'POST', redirect: 'manual' });
    assert.equal(posted.status, 404);
  });
});
