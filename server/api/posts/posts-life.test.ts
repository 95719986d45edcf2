// Posts get the care pages have: a draft is never public, a post appears at its 게시일 and leaves
// at its 게시 종료 (the publish clock wakes at both), and every save keeps a revision that can be restored.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Board, Post, PostRevision } from '../../../db/models/index.js';
import { nextWakeAt } from '../../web/clock.js';
import { adminToken, advanceClock, call, startTestApp, testNowMs, type TestApp } from '../../test/support.js';

const HOUR = 3_600_000;
let app: TestApp;
let admin: string;
before(async () => {
  app = await startTestApp();
  admin = await adminToken(app);
});
after(() => app.close());

const html = async (path: string) => {
  const r = await fetch(app.baseUrl + path);
  return { status: r.status, text: await r.text() };
};
/** Where a notice can be seen by the public: the list, its search, the view, RSS and the home page. */
const seenOnSite = async (id: number, title: string) => {
  const [list, search, view, rss, home] = await Promise.all([
    html('/board/notice'),
    html(`/board/notice?field=title&q=${encodeURIComponent(title)}`),
    html(`/board/notice/${id}`),
    html('/board/notice/rss.xml'),
    html('/'),
  ]);
  return {
    list: list.text.includes(title),
    // The search page repeats the words searched for: look for the post's link instead.
    search: new RegExp(`/board/notice/${id}\\b`).test(search.text),
    view: view.status === 200,
    rss: rss.text.includes(title),
    home: home.text.includes(title),
  };
};
const nowhere = { list: false, search: false, view: false, rss: false, home: false };
const everywhere = { list: true, search: true, view: true, rss: true, home: true };
const iso = (ms: number) => new Date(ms).toISOString();

describe('post drafts, scheduled publish and unpublish, revisions', () => {
  test('a draft is on no public page; the admin lists it as draft; publishing dates it now', async () => {
    const made = await call(app, 'POST', '/api/posts', {
      token: admin,
      body: { boardEnName: 'notice', title: '임시저장된 공지 초안', content: '<p>초안</p>', isDraft: true },
    });
    assert.equal(made.status, 201);
    assert.equal(made.body.status, 'draft');
    assert.equal(made.body.isPublished, false);
    const id = made.body.id as number;
    assert.deepEqual(await seenOnSite(id, '임시저장된 공지 초안'), nowhere);

    const drafts = await call<any[]>(app, 'GET', `/api/posts?filter=${encodeURIComponent('{"isDraft":true}')}`, {
      token: admin,
    });
    assert.deepEqual(
      drafts.body.map((p) => p.id),
      [id],
    );
    const published = await call<any[]>(app, 'GET', `/api/posts?filter=${encodeURIComponent('{"isDraft":false}')}`, {
      token: admin,
    });
    assert.ok(!published.body.some((p) => p.id === id));

    advanceClock(5 * 60_000);
    const before = testNowMs();
    // The admin sends the whole record back, 게시일 included (the draft's creation time): publishing means now.
    const pub = await call(app, 'PUT', `/api/posts/${id}`, { token: admin, body: { ...made.body, isDraft: false } });
    assert.equal(pub.status, 200);
    assert.equal(pub.body.status, 'published');
    assert.ok(new Date(pub.body.publishedAt as string).getTime() >= before, 'dated when it was published');
    assert.deepEqual(await seenOnSite(id, '임시저장된 공지 초안'), everywhere);
  });

  test('a post appears at its 게시일 and leaves at its 게시 종료; the publish clock wakes at both', async () => {
    const start = testNowMs() + HOUR;
    const end = start + HOUR;
    const bad = await call(app, 'POST', '/api/posts', {
      token: admin,
      body: { boardEnName: 'notice', title: '거꾸로 된 기간', publishedAt: iso(end), unpublishAt: iso(start) },
    });
    assert.equal(bad.status, 400);
    assert.match(bad.body.errorMessage as string, /게시 종료: 게시일보다 뒤여야 합니다/);

    const made = await call(app, 'POST', '/api/posts', {
      token: admin,
      body: { boardEnName: 'notice', title: '기간 한정 모집 공고', publishedAt: iso(start), unpublishAt: iso(end) },
    });
    assert.equal(made.status, 201);
    assert.equal(made.body.status, 'scheduled');
    const id = made.body.id as number;
    assert.equal((await nextWakeAt(app.sequelize))?.getTime(), start);
    assert.deepEqual(await seenOnSite(id, '기간 한정 모집 공고'), nowhere);

    advanceClock(HOUR + 1_000);
    // What the publish clock does when it wakes: every process empties its cached pages.
    await app.events.changed('posts');
    assert.deepEqual(await seenOnSite(id, '기간 한정 모집 공고'), everywhere);
    assert.equal((await nextWakeAt(app.sequelize))?.getTime(), end, 'the clock now waits for the 게시 종료');

    advanceClock(HOUR);
    await app.events.changed('posts');
    assert.deepEqual(await seenOnSite(id, '기간 한정 모집 공고'), nowhere);
    const token = await adminToken(app);
    const shown = await call(app, 'GET', `/api/posts/${id}`, { token });
    assert.equal(shown.body.status, 'ended', 'the admin still has it, marked 게시 종료');
    admin = token;
  });

  test('every save keeps a revision; restoring one makes it the post again and is itself a revision', async () => {
    const made = await call(app, 'POST', '/api/posts', {
      token: admin,
      body: { boardEnName: 'notice', title: '장학금 안내 첫판', content: '<p>신청 기간은 3월입니다.</p>' },
    });
    const id = made.body.id as number;
    await call(app, 'PUT', `/api/posts/${id}`, {
      token: admin,
      body: {
        title: '장학금 안내 둘째판',
        content: '<p>신청 기간은 4월입니다.</p>',
        revisionNote: '기간 변경',
        version: 1,
      },
    });
    await call(app, 'PUT', `/api/posts/${id}`, { token: admin, body: { isNotice: true, version: 2 } });
    const list = await call<any[]>(app, 'GET', `/api/posts/${id}/revisions`, { token: admin });
    assert.equal(list.status, 200);
    assert.deepEqual(
      list.body.map((r) => [r.title, r.note]),
      [
        ['장학금 안내 둘째판', '기간 변경'],
        ['장학금 안내 첫판', '처음 작성'],
      ],
      'newest first; a save that changes neither title nor body adds none',
    );
    assert.equal(list.body[0].staffName, '테스트사용자');

    const first = list.body[1].id as number;
    const restored = await call(app, 'POST', `/api/posts/${id}/revisions/${first}/restore`, { token: admin });
    assert.equal(restored.status, 200);
    assert.equal(restored.body.post.title, '장학금 안내 첫판');
    const post = await Post.findByPk(id);
    assert.equal(post?.content, '<p>신청 기간은 3월입니다.</p>');
    assert.equal(post?.contentText.trim(), '신청 기간은 3월입니다.');
    const view = await html(`/board/notice/${id}`);
    assert.match(view.text, /신청 기간은 3월입니다/);
    assert.equal(await PostRevision.count({ where: { postId: id } }), 3);
    assert.match(
      (await PostRevision.findOne({ where: { postId: id }, order: [['id', 'DESC']] }))?.note ?? '',
      /되돌림/,
    );

    const other = await call(app, 'POST', '/api/posts', {
      token: admin,
      body: { boardEnName: 'notice', title: '다른 글' },
    });
    const wrong = await call(app, 'POST', `/api/posts/${other.body.id}/revisions/${first}/restore`, { token: admin });
    assert.equal(wrong.status, 404);
    assert.match(wrong.body.errorMessage as string, /이전 판을 찾을 수 없습니다/);
    const badId = await call(app, 'POST', `/api/posts/${id}/revisions/abc/restore`, { token: admin });
    assert.equal(badId.status, 400);
  });
});

describe("the admin list's total", () => {
  const totalOf = async (filter: Record<string, unknown>) => {
    const r = await call(app, 'GET', `/api/posts?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,0]`, {
      token: admin,
    });
    assert.equal(r.status, 200);
    return Number(/\/(\d+)$/.exec(r.headers.get('content-range') ?? '')?.[1]);
  };
  const counted = async (where: Record<string, unknown> = {}) => {
    const board = await Board.findOne({ where: { enName: 'form_data' } });
    return Post.count({ where: { boardId: board!.id, deletedAt: null, ...where } });
  };

  test('a board alone is every post not in the trash: drafts, pinned, scheduled and ended ones too, after each write', async () => {
    const made: number[] = [];
    const post = async (body: Record<string, unknown>) => {
      const r = await call(app, 'POST', '/api/posts', {
        token: admin,
        body: { boardEnName: 'form_data', content: '<p>본문</p>', ...body },
      });
      assert.equal(r.status, 201, JSON.stringify(r.body));
      made.push(r.body.id as number);
    };
    assert.equal(await totalOf({ boardEnName: 'form_data' }), await counted());
    await post({ title: '게시된 글' });
    await post({ title: '임시저장 글', isDraft: true });
    await post({ title: '고정 글', isNotice: true });
    await post({ title: '고정 초안', isNotice: true, isDraft: true });
    await post({ title: '예약 글', publishedAt: iso(testNowMs() + 48 * HOUR) });
    await post({ title: '종료된 글', unpublishAt: iso(testNowMs() + HOUR) });
    advanceClock(2 * HOUR);
    admin = await adminToken(app); // the staff login before the clock moved has been idle too long
    const all = await counted();
    assert.ok(all >= 6);
    assert.equal(await totalOf({ boardEnName: 'form_data' }), all);
    // A filter beside the board is counted as it reads.
    assert.equal(await totalOf({ boardEnName: 'form_data', isDraft: true }), await counted({ isDraft: true }));

    assert.equal((await call(app, 'DELETE', `/api/posts/${made[1]}`, { token: admin })).status, 200);
    assert.equal((await call(app, 'DELETE', `/api/posts/${made[2]}`, { token: admin })).status, 200);
    assert.equal(await totalOf({ boardEnName: 'form_data' }), all - 2);
    assert.equal(await totalOf({ boardEnName: 'form_data' }), await counted());
    assert.equal(await totalOf({ boardEnName: '없는게시판' }), 0);
  });
});
