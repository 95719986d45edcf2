import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Board, Post } from '../../../db/models/index.js';
import { adminToken, call, startTestApp, type TestApp, testNowMs } from '../../test/support.js';
import { pdfBytes, upload } from '../../test/upload.js';
import { monthGrid } from '../../../public-web/boards/Calendar.js';
import { seoulDay } from '../../../domain/time.js';

let app: TestApp;
let admin: string;
let notice: Board;
before(async () => {
  app = await startTestApp();
  admin = await adminToken(app);
  notice = (await Board.findOne({ where: { enName: 'notice' } }))!;
});
after(() => app.close());

const page = async (path: string, headers: Record<string, string> = {}) => {
  const r = await fetch(app.baseUrl + path, { headers });
  return { status: r.status, html: await r.text(), headers: r.headers };
};
const create = (body: Record<string, unknown>) =>
  call(app, 'POST', '/api/posts', { token: admin, body: { boardEnName: 'notice', ...body } });

describe('public board pages', () => {
  test('/board/notice lists pinned first, then numbered posts; new posts appear at once (cache emptied on write)', async () => {
    const before = await page('/board/notice');
    assert.equal(before.status, 200);
    assert.match(before.html, /등록된 게시물이 없습니다/);
    await create({ title: '일반 글 하나', publishedAt: '2026-01-01T00:00:00Z' });
    await create({ title: '고정 공지 글', isNotice: true, publishedAt: '2025-01-01T00:00:00Z' });
    const after = await page('/board/notice');
    assert.ok(after.html.indexOf('고정 공지 글') < after.html.indexOf('일반 글 하나'));
    assert.match(after.html, /class="bd-pin">공지/);
    assert.doesNotMatch(after.html, /<script>/);
    assert.match(after.headers.get('content-security-policy') ?? '', /script-src 'self'/);
  });

  test('deep pages use the keyset, search finds an old post by one Korean word, paging keeps the search', async () => {
    await Post.bulkCreate(
      Array.from({ length: 100 }, (_, i) => ({
        boardId: notice.id,
        title: i === 3 ? '학위수여식 예행연습 안내' : `학사 안내 ${i}번`,
        content: `<p>본문 ${i}</p>`,
        contentText: `본문 ${i}`,
        publishedAt: new Date(Date.UTC(2023, 0, 1) + i * 86_400_000),
        createdBy: null,
        deletedAt: null,
        category: i % 2 ? '학사' : '일반',
        startAt: null,
        endAt: null,
        authorName: i % 10 ? '행정실' : '김교수',
      })),
    );
    await app.events.changed('posts');
    const p7 = await page('/board/notice?page=7');
    assert.equal(p7.status, 200);
    assert.match(p7.html, /학사 안내 9번/, 'page 7 (15 a page) holds the 91st..105th posts');
    const found = await page(`/board/notice?field=title&q=${encodeURIComponent('예행')}`);
    assert.match(found.html, /학위수여식 예행연습 안내/);
    assert.match(found.html, /검색 결과/);
    const many = await page(`/board/notice?field=title&q=${encodeURIComponent('안내')}&page=2`);
    assert.match(many.html, /href="\/board\/notice\?field=title&amp;q=%EC%95%88%EB%82%B4&amp;page=3"/);
    const author = await page(`/board/notice?field=author&q=${encodeURIComponent('김교수')}`);
    assert.match(author.html, /<strong>10<\/strong>건/);
    const cat = await page(`/board/notice?category=${encodeURIComponent('학사')}`);
    assert.match(cat.html, /<strong>50<\/strong>건/);
    for (const weird of [
      '?page=-1',
      '?page=abc',
      '?page=999999',
      '?q=%00',
      `?q=${'가'.repeat(500)}`,
      '?field=drop&q=x',
      '?category=<script>',
    ]) {
      const r = await page(`/board/notice${weird}`);
      assert.equal(r.status, 200, weird);
      assert.doesNotMatch(r.html, /<script>/);
    }
  });

  test('totals leave out what the clock keeps off the site; a search counts up to 1,000 and says 이상', async () => {
    const total = async (path = '/board/notice') => {
      const m = /전체 <strong>([\d,]+)<\/strong>건/.exec((await page(path)).html);
      assert.ok(m, `${path} shows a total`);
      return Number(m[1].replace(/,/g, ''));
    };
    const start = await total();
    await create({ title: '예약 게시 글', publishedAt: new Date(testNowMs() + 86_400_000).toISOString() });
    await create({ title: '임시 저장 글', isDraft: true });
    assert.equal(await total(), start, 'a post published tomorrow and a draft are not counted');
    const ends = await create({
      title: '게시 종료 예정 글',
      unpublishAt: new Date(testNowMs() + 86_400_000).toISOString(),
    });
    assert.equal(ends.status, 201);
    await app.sequelize.query(
      `INSERT INTO posts (board_id, title, content, content_text, author_name, published_at, unpublish_at)
       VALUES ($board, '게시 종료된 글', '<p>끝</p>', '끝', '행정실', $at::timestamptz - interval '2 days', $at::timestamptz - interval '1 day')`,
      { bind: { board: notice.id, at: new Date(testNowMs()).toISOString() } },
    );
    await app.events.changed('posts');
    assert.equal(await total(), start + 1, 'counted until 게시 종료, not after');

    await app.sequelize.query(
      `INSERT INTO posts (board_id, title, content, content_text, author_name, published_at)
       SELECT $board, '장학금 수혜 안내 ' || g, '<p>장학</p>', '장학', '행정실', $at::timestamptz - g * interval '1 minute'
         FROM generate_series(1, 1010) g`,
      { bind: { board: notice.id, at: new Date(testNowMs()).toISOString() } },
    );
    await app.events.changed('posts');
    assert.equal(await total(), start + 1 + 1010, 'the kept count follows a bulk insert');
    const found = await page(`/board/notice?q=${encodeURIComponent('장학금')}`);
    assert.match(found.html, /<strong>1,000<\/strong>건 이상/);
    assert.match(found.html, /1\/67 페이지/, '1,000 found, 15 a page');
    assert.match(found.html, /<td class="bd-num">1<\/td>/, 'rows are numbered from the top when the count is capped');
    const exact = await page(`/board/notice?q=${encodeURIComponent('장학금 수혜 안내 1000')}`);
    assert.match(exact.html, /<strong>1<\/strong>건<span/);
  });

  test("a post's page stays through a write elsewhere on its board and changes at once with its neighbour", async () => {
    const onBoard = (title: string, publishedAt: string) =>
      call(app, 'POST', '/api/posts', { token: admin, body: { boardEnName: 'special_notice', title, publishedAt } });
    await onBoard('자료 가', '2019-01-01T00:00:00Z');
    const b = await onBoard('자료 나', '2019-02-01T00:00:00Z');
    const c = await onBoard('자료 다', '2019-03-01T00:00:00Z');
    const path = `/board/special_notice/${b.body.id}`;
    const first = await page(path);
    assert.match(first.html, /자료 가/);
    assert.match(first.html, /자료 다/);
    assert.equal((await page(path)).headers.get('etag'), first.headers.get('etag'));
    await onBoard('자료 라', '2019-12-01T00:00:00Z');
    assert.equal((await page(path)).headers.get('etag'), first.headers.get('etag'), 'a post outside its span');
    const renamed = await call(app, 'PUT', `/api/posts/${c.body.id}`, {
      token: admin,
      body: { title: '자료 다 (수정)', version: c.body.version },
    });
    assert.equal(renamed.status, 200);
    assert.match((await page(path)).html, /자료 다 \(수정\)/, 'its newer neighbour renamed');
  });

  test('detail: stable URL, attachments with counts, previous/next, back to the same list page; views counted once a day', async () => {
    const up = await upload(app, admin, [{ name: '붙임 자료.pdf', bytes: pdfBytes() }]);
    const a = await create({ title: '앞 글', publishedAt: '2026-02-01T00:00:00Z' });
    const b = await create({ title: '가운데 글', publishedAt: '2026-02-02T00:00:00Z', attachmentIds: [up.body.id] });
    const c = await create({ title: '뒤 글', publishedAt: '2026-02-03T00:00:00Z' });
    const d = await page(`/board/notice/${b.body.id}?page=2`);
    assert.equal(d.status, 200);
    assert.match(d.html, /붙임 자료\.pdf/);
    assert.match(d.html, /다운로드 0회/);
    assert.match(d.html, new RegExp(`href="/board/notice/${a.body.id}\\?page=2">앞 글`));
    assert.match(d.html, new RegExp(`href="/board/notice/${c.body.id}\\?page=2">뒤 글`));
    assert.match(d.html, /href="\/board\/notice\?page=2">목록/);
    assert.match(d.html, /<script src="\/board-views.js" defer/);
    const view = (ua: string) =>
      fetch(`${app.baseUrl}/board/notice/${b.body.id}/view`, { method: 'POST', headers: { 'user-agent': ua } });
    assert.equal((await view('A')).status, 204);
    await view('A');
    await view('B');
    assert.equal((await Post.findByPk(b.body.id))?.viewCount, 2);
    assert.equal((await view('A')).status, 204);
    assert.equal((await page('/board/special_notice/' + b.body.id)).status, 404, 'another board');
    assert.equal((await page('/board/notice/abc')).status, 404);
  });

  test('scheduled and deleted posts are 404 and their attachments cannot be downloaded', async () => {
    const up = await upload(app, admin, [{ name: '비공개.pdf', bytes: pdfBytes() }]);
    const future = await create({
      title: '예약 글',
      publishedAt: new Date(testNowMs() + 86_400_000).toISOString(),
      attachmentIds: [up.body.id],
    });
    assert.equal((await page(`/board/notice/${future.body.id}`)).status, 404);
    assert.doesNotMatch((await page('/board/notice')).html, /예약 글/);
    assert.equal((await fetch(app.baseUrl + future.body.attachments[0].url)).status, 404);
    const up2 = await upload(app, admin, [{ name: '지울.pdf', bytes: pdfBytes() }]);
    const gone = await create({ title: '지울 글', attachmentIds: [up2.body.id] });
    assert.equal((await fetch(app.baseUrl + gone.body.attachments[0].url)).status, 200);
    await call(app, 'DELETE', `/api/posts/${gone.body.id}`, { token: admin });
    assert.equal((await page(`/board/notice/${gone.body.id}`)).status, 404);
    assert.equal((await fetch(app.baseUrl + gone.body.attachments[0].url)).status, 404);
  });

  test('RSS per list board, gallery grid, calendar Sunday-first grid, unknown boards 404, professor board goes to /introduce/professor', async () => {
    const rss = await page('/board/notice/rss.xml');
    assert.equal(rss.status, 200);
    assert.match(rss.headers.get('content-type') ?? '', /application\/rss\+xml/);
    assert.match(rss.html, /<title>공지사항 \| 중소기업대학원<\/title>/);
    assert.match(rss.html, /<item>/);
    assert.equal((await page('/board/special_gallery')).status, 200);
    const ev = await call(app, 'POST', '/api/posts', {
      token: admin,
      body: { boardEnName: 'calendar', title: '개강 행사', startAt: '2026-03-03T00:00:00+09:00', allDay: true },
    });
    assert.equal(ev.status, 201);
    const cal = await page('/board/calendar?month=2026-03');
    assert.match(cal.html, /2026년 3월/);
    // The event's bar starts and ends on its day (the lane cell under the day row).
    assert.match(cal.html, /<td[^>]*data-start="2026-03-03" data-end="2026-03-03"[^>]*>.*?개강 행사/s);
    assert.equal((await page('/board/nothing_here')).status, 404);
    const prof = await fetch(`${app.baseUrl}/board/professor`, { redirect: 'manual' });
    assert.equal(prof.status, 302);
    assert.equal(prof.headers.get('location'), '/introduce/professor');
  });

  test('month grid: weeks start on Sunday in Seoul', () => {
    const grid = monthGrid(2026, 3);
    assert.equal(seoulDay(grid[0][0]), '2026-03-01', 'March 2026 starts on a Sunday');
    const nov = monthGrid(2026, 11);
    assert.equal(seoulDay(nov[0][0]), '2026-11-01');
    const feb = monthGrid(2027, 2);
    assert.equal(seoulDay(feb[0][0]), '2027-01-31');
    assert.equal(feb[0][1].getTime() - feb[0][0].getTime(), 86_400_000);
  });
});
