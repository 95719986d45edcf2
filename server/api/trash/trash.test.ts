// 휴지통: deleted posts and pages are listed with who deleted them and the purge day, restored by 홍보·콘텐츠 담당
// (a page whose path another page has taken: 409), purged at once only by 최고관리자, and by the purge job once
// they have been there 30 days (with their files, once however many processes run it).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { Post, PostRevision, StoredFile } from '../../../db/models/index.js';
import { purgeTrash } from '../../trash/purge.js';
import { pdfBytes, upload } from '../../test/upload.js';
import {
  adminToken,
  advanceClock,
  call,
  login,
  makeUser,
  startTestApp,
  testNow,
  type TestApp,
} from '../../test/support.js';
import { formatDate } from '../../../domain/time.js';

const DAY = 86_400_000;
let app: TestApp;
let admin: string;
let editor: string;
before(async () => {
  app = await startTestApp();
  admin = await adminToken(app);
  editor = (await login(app, await makeUser({ role: 'content' }))).token;
});
after(() => app.close());

const status = async (path: string) => (await fetch(app.baseUrl + path)).status;
const trash = async (query = '') => (await call<any[]>(app, 'GET', `/api/trash${query}`, { token: editor })).body;
const pageId = async (path: string) =>
  (
    await app.sequelize.query<{ id: number }>('SELECT id FROM pages WHERE path = $path AND deleted_at IS NULL', {
      type: QueryTypes.SELECT,
      bind: { path },
    })
  )[0].id;

describe('휴지통', () => {
  test('a deleted post is listed with who and the purge day, restored to its board, purged only by 최고관리자', async () => {
    const file = await upload(app, editor, [{ name: '안내문.pdf', bytes: pdfBytes() }]);
    const older = await call(app, 'POST', '/api/posts', {
      token: editor,
      body: { boardEnName: 'notice', title: '먼저 쓴 공지' },
    });
    const olderPage = async () => (await fetch(`${app.baseUrl}/board/notice/${older.body.id}`)).text();
    const made = await call(app, 'POST', '/api/posts', {
      token: editor,
      body: { boardEnName: 'notice', title: '지웠다 살릴 공지', attachmentIds: [file.body.id] },
    });
    const id = made.body.id as number;
    assert.equal(await status(`/board/notice/${id}`), 200);
    assert.equal((await call(app, 'DELETE', `/api/posts/${id}`, { token: editor })).status, 200);
    assert.equal(await status(`/board/notice/${id}`), 404);
    assert.doesNotMatch(await olderPage(), /지웠다 살릴 공지/, 'its older neighbour no longer links to it');

    const [item] = await trash();
    const deletedAt = (await Post.findByPk(id))!.deletedAt!;
    assert.equal(item.id, `post-${id}`);
    assert.equal(item.kind, 'post');
    assert.equal(item.title, '지웠다 살릴 공지');
    assert.equal(item.place, '공지사항');
    assert.equal(item.deletedByName, '테스트사용자');
    assert.equal(new Date(item.purgeAt).getTime(), deletedAt.getTime() + 30 * DAY);
    assert.equal(item.purgeDate, formatDate(new Date(deletedAt.getTime() + 30 * DAY)));
    assert.deepEqual(await trash(`?filter=${encodeURIComponent('{"kind":"page"}')}`), []);
    const badKind = await call(app, 'GET', `/api/trash?filter=${encodeURIComponent('{"kind":"x"}')}`, {
      token: editor,
    });
    assert.equal(badKind.status, 400);

    const back = await call(app, 'POST', `/api/trash/post/${id}/restore`, { token: editor });
    assert.equal(back.status, 200);
    assert.equal(await status(`/board/notice/${id}`), 200);
    assert.match(await (await fetch(app.baseUrl + '/board/notice')).text(), /지웠다 살릴 공지/);
    assert.match(await olderPage(), /지웠다 살릴 공지/, "the neighbour's cached page links to it again");
    assert.equal((await fetch(app.baseUrl + made.body.attachments[0].url)).status, 200, 'its file is back too');
    assert.equal((await call(app, 'POST', `/api/trash/post/${id}/restore`, { token: editor })).status, 404);
    assert.deepEqual(await trash(), []);

    await call(app, 'DELETE', `/api/posts/${id}`, { token: editor });
    const refused = await call(app, 'DELETE', `/api/trash/post/${id}`, { token: editor });
    assert.equal(refused.status, 403, '홍보·콘텐츠 담당 may restore but not purge');
    const purged = await call(app, 'DELETE', `/api/trash/post/${id}`, { token: admin });
    assert.equal(purged.status, 200);
    assert.equal(await Post.count({ where: { id } }), 0);
    assert.equal(await StoredFile.count({ where: { ownerType: 'post', ownerId: id } }), 0);
    assert.equal(await PostRevision.count({ where: { postId: id } }), 0);
    const again = await call(app, 'DELETE', `/api/trash/post/${id}`, { token: admin });
    assert.equal(again.status, 404);
    assert.match(again.body.errorMessage as string, /휴지통에서 이 게시글을 찾을 수 없습니다/);
    const live = await call(app, 'POST', '/api/posts', {
      token: editor,
      body: { boardEnName: 'notice', title: '산 글' },
    });
    assert.equal((await call(app, 'DELETE', `/api/trash/post/${live.body.id}`, { token: admin })).status, 404);
    assert.equal((await call(app, 'POST', '/api/trash/file/1/restore', { token: editor })).status, 400);
  });

  test('a deleted page leaves the site; restoring it while another page has its path is 409, then it comes back', async () => {
    const id = await pageId('/introduce/greeting');
    assert.equal(await status('/introduce/greeting'), 200);
    const del = await call(app, 'DELETE', `/api/pages/${id}`, { token: editor });
    assert.equal(del.status, 200);
    assert.equal(del.body.path, '/introduce/greeting');
    assert.equal(await status('/introduce/greeting'), 404);
    assert.equal((await call(app, 'DELETE', `/api/pages/${id}`, { token: editor })).status, 404);
    const [item] = await trash(`?filter=${encodeURIComponent('{"kind":"page"}')}`);
    assert.equal(item.id, `page-${id}`);
    assert.equal(item.place, '/introduce/greeting');

    // Meanwhile someone made a new page at the same path.
    await app.sequelize.query(
      `INSERT INTO pages (path, menu_group, lang, title, content, published_at)
       SELECT path, menu_group, lang, '새 인사말', '<p>새 인사말</p>', $now FROM pages WHERE id = $id`,
      { bind: { id, now: testNow() } },
    );
    const taken = await call(app, 'POST', `/api/trash/page/${id}/restore`, { token: editor });
    assert.equal(taken.status, 409);
    assert.match(taken.body.errorMessage as string, /같은 주소\(\/introduce\/greeting\)에 다른 페이지 '새 인사말'/);
    const other = await pageId('/introduce/greeting');
    await call(app, 'DELETE', `/api/pages/${other}`, { token: editor });
    const back = await call(app, 'POST', `/api/trash/page/${id}/restore`, { token: editor });
    assert.equal(back.status, 200);
    const greeting = await fetch(app.baseUrl + '/introduce/greeting');
    assert.equal(greeting.status, 200);
    assert.doesNotMatch(await greeting.text(), /새 인사말/);
  });

  test('the purge job removes what has been in the trash 30 days, with its files, once across runs', async () => {
    const file = await upload(app, editor, [{ name: '오래된.pdf', bytes: pdfBytes() }]);
    const made = await call(app, 'POST', '/api/posts', {
      token: editor,
      body: { boardEnName: 'notice', title: '오래 지워진 글', attachmentIds: [file.body.id] },
    });
    const id = made.body.id as number;
    await call(app, 'DELETE', `/api/posts/${id}`, { token: editor });
    const pageRow = await pageId('/introduce/history');
    await call(app, 'DELETE', `/api/pages/${pageRow}`, { token: editor });

    advanceClock(29 * DAY);
    const early = await purgeTrash(app.sequelize);
    assert.equal(early.posts, 0, 'day 29: still restorable');
    assert.equal(await Post.count({ where: { id } }), 1);

    advanceClock(DAY + 60_000);
    // Two processes at once: each row is removed once.
    const [a, b] = await Promise.all([purgeTrash(app.sequelize), purgeTrash(app.sequelize)]);
    assert.equal(a.posts + b.posts, 1, 'the expired post went, once');
    assert.equal(a.pages + b.pages, 2, "this test's page and the other test's 새 인사말, once each");
    assert.equal(await Post.count({ where: { id } }), 0);
    assert.equal(await StoredFile.count({ where: { id: file.body.id } }), 0);
    const pages = await app.sequelize.query('SELECT id FROM pages WHERE id = $id', {
      type: QueryTypes.SELECT,
      bind: { id: pageRow },
    });
    assert.deepEqual(pages, []);
    assert.deepEqual(await purgeTrash(app.sequelize).then((r) => [r.posts, r.pages]), [0, 0]);
  });
});
