// The Gnuboard5 importer against a private MariaDB holding a school site built from Gnuboard5's real schema, with
// its traps: the dry run writes nothing, the import carries posts, files, images and secrets faithfully, every old
// address answers through the redirect map, a second run duplicates nothing, and bad input is refused in Korean.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { Board, Post, StoredFile } from '../../db/models/index.js';
import { redirectKey } from '../../domain/redirect-key.js';
import { verifyLegacyPassword } from '../auth/legacy-passwords.js';
import { createPublisher } from '../cache/publish.js';
import { findRedirect } from '../redirects/store.js';
import { adminToken, call, login, makeUser, startTestApp, type TestApp } from '../test/support.js';
import mysql from 'mysql2/promise';
import { buildSite, FIXTURE_DOMAINS, latin1Read } from './fixtures/site.js';
import { startMariaDb, type PrivateMariaDb } from './fixtures/mariadb.js';
import { htmlReport, jsonSummary } from './report.js';
import { ImportError, runImport, type ImportOptions } from './run.js';
import { tagLegacyHash } from '../auth/legacy-passwords.js';
import { gnuboardPbkdf2, mysqlPassword } from './fixtures/site.js';

let app: TestApp;
let maria: PrivateMariaDb;
let site: Awaited<ReturnType<typeof buildSite>>;
let storage: http.Server;
let storageOrigin: string;
const EXTERNAL_PDF = Buffer.from('%PDF-1.4\n% 외부 저장소에 있던 파일\n%%EOF\n');

before(async () => {
  storage = http.createServer((req, res) => {
    if (req.url !== '/ext_file.pdf') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/pdf' }).end(EXTERNAL_PDF);
  });
  await new Promise<void>((r) => storage.listen(0, '127.0.0.1', r));
  storageOrigin = `http://127.0.0.1:${(storage.address() as AddressInfo).port}`;
  [app, maria, site] = await Promise.all([startTestApp(), startMariaDb(), buildSite('g5_', storageOrigin)]);
  await maria.load('school', site.sql);
});
after(async () => {
  storage.close();
  await app.close();
  await maria.stop();
  await rm(site.dataDir, { recursive: true, force: true });
});

const options = (o: Partial<ImportOptions> = {}): ImportOptions => ({
  sequelize: app.sequelize,
  publisher: createPublisher(app.sequelize, app.events),
  db: maria.url('school'),
  files: site.dataDir,
  oldDomains: FIXTURE_DOMAINS,
  fetch: { allowedTestOrigins: [storageOrigin] },
  ...o,
});

const count = async (table: string) =>
  Number(
    (await app.sequelize.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`, { type: QueryTypes.SELECT }))[0].n,
  );

const target = async (from: string) => (await findRedirect(app.sequelize, redirectKey(from).key))?.to ?? null;

async function counts() {
  return {
    posts: await count('posts'),
    files: await count('files'),
    redirects: await count('redirects'),
    questions: await count('questions'),
    sources: await count('import_sources'),
    pages: await count('pages'),
    faqs: await count('faqs'),
    comments: await count('post_comments'),
  };
}

describe('the Gnuboard5 importer', () => {
  test('a dry run writes nothing, and gives the plan and the counts', async () => {
    const before = await counts();
    const { summary, plan } = await runImport(options({ dryRun: true }));
    assert.deepEqual(await counts(), before);
    const json = jsonSummary(summary);
    assert.deepEqual(Object.keys(json), [
      'boards',
      'pages',
      'faqs',
      'menu',
      'visits',
      'redirects',
      'members',
      'problems',
      'managers',
    ]);
    // The old board and group managers, candidates for scoped editors.
    assert.deepEqual(json.managers, [
      { login: 'photo_admin', boards: ['gallery'], groups: [] },
      { login: 'pr_kim', boards: ['notice'], groups: [] },
      { login: 'teacher1', boards: ['gallery', 'members', 'notice'], groups: ['community'] },
    ]);
    const gallery = summary.boards.find((b) => b.from === 'gallery')!;
    assert.deepEqual([gallery.posts, gallery.replies], [1, 2], 'replies counted apart');
    const notice = json.boards.find((b) => b.from === 'notice')!;
    assert.equal(summary.boards.find((b) => b.from === 'notice')!.secretComments, 1);
    assert.ok(
      plan.boards.every((b) => b.comments === 'keep'),
      'comments are kept by default',
    );
    assert.equal(notice.to, '/board/notice');
    assert.equal(notice.posts, 6);
    assert.equal(notice.comments, 3);
    assert.equal(notice.secret, 2, 'the secret post and the answer under it');
    assert.equal(json.boards.find((b) => b.from === 'members')!.membersOnly, 1);
    assert.match(htmlReport(summary), /담당 범위 후보[\s\S]*photo_admin/);
    assert.deepEqual(json.boards.find((b) => b.from === 'gallery')!.problems, [
      {
        url: '/bbs/board.php?bo_table=gallery',
        problem: '여분 필드 wr_1에 값이 있는 글 1개: 계획(fields)에 정하지 않아 옮기지 않았습니다.',
      },
    ]);
    const problems = notice.problems.map((p) => p.problem).join('\n');
    for (const expected of [
      '다른 사이트',
      '찾을 수 없습니다',
      '없는 분류',
      '글이 없는 댓글',
      '글이 없는 첨부파일',
      '깨져',
      '안전하지 않은',
      '외부 저장소',
      'shell.php',
    ])
      assert.ok(problems.includes(expected), `${expected} in\n${problems}`);
    assert.deepEqual(
      plan.boards.map((b) => [b.from, b.kind, b.visibility]),
      [
        ['gallery', 'gallery', 'public'],
        ['members', 'list', 'members'],
        ['notice', 'list', 'public'],
        ['qa', 'qna', 'public'],
      ],
    );
    assert.deepEqual(plan.boards.find((b) => b.from === 'notice')!.categories, ['입학', '학사']);
  });

  test('the import carries posts, files, images and secrets, and every old address answers', async () => {
    const { summary } = await runImport(options());
    const notice = summary.boards.find((b) => b.from === 'notice')!;
    assert.equal(notice.added, 6);
    const postTo = await target('/bbs/board.php?bo_table=notice&wr_id=1');
    assert.match(postTo ?? '', /^\/board\/notice\/\d+$/);
    const id = Number(postTo!.split('/').pop());
    const p1 = (await Post.findByPk(id))!;
    assert.equal(p1.title, '2024학년도 신입생 모집 요강');
    assert.equal(p1.viewCount, 321);
    assert.equal(p1.category, '입학');
    assert.equal(p1.isNotice, true);
    assert.equal(p1.authorName, '입학처');
    // 00:10 in Seoul stays on its day.
    assert.equal(p1.publishedAt.toISOString(), '2024-03-03T15:10:00.000Z');
    assert.doesNotMatch(p1.content, /<script|onclick|position|old-school|src="(?!\/files\/)/);
    assert.match(p1.content, /colspan="2" rowspan="2"/);
    assert.match(
      p1.content,
      /<a href="https:\/\/cdn\.elsewhere\.example\.com\/banner\.png" rel="nofollow">\[외부 이미지: 배너\]<\/a>/,
    );
    const imgs = [...p1.content.matchAll(/<img src="(\/files\/(\d+)\/[^"]+)"/g)];
    assert.equal(imgs.length, 6, 'every form of the two editor images, also on a domain nobody listed');
    assert.ok(p1.content.includes('<a href="https://blog.example.org/data/editor/2403/not_ours.png" rel="nofollow">'));
    assert.equal(new Set(imgs.map((m) => m[2])).size, 2, 'each image stored once');
    // The image shows to a visitor, with its bytes.
    const img = await fetch(`${app.baseUrl}${imgs[0][1]}`);
    assert.equal(img.status, 200);
    assert.equal(img.headers.get('content-type'), 'image/png');
    assert.equal(
      await target('/data/editor/2403/photo_a.png'),
      imgs[0][1].replace(/\/files\/\d+/, `/files/${imgs[0][2]}`),
    );

    // The attachment: its Korean name in NFC, in its old order, the old bytes, under every old address.
    const download = await target('/bbs/download.php?bo_table=notice&wr_id=1&no=0&nonce=abc');
    assert.equal(
      download,
      `/files/${/\/files\/(\d+)\//.exec(download!)![1]}/${encodeURIComponent('입학 요강 2024.pdf')}?download=1`,
    );
    assert.equal(await target('/data/file/notice/a1b2c3_Xy12Ab34_guide.pdf'), download!.replace('?download=1', ''));
    const got = await fetch(`${app.baseUrl}${download}`);
    assert.equal(got.status, 200);
    assert.ok(
      got.headers.get('content-disposition')?.includes(`filename*=UTF-8''${encodeURIComponent('입학 요강 2024.pdf')}`),
      got.headers.get('content-disposition') ?? '',
    );
    // The post's page as a visitor sees it: its title, its images and its attachment.
    const view = await fetch(`${app.baseUrl}${postTo}`);
    assert.equal(view.status, 200);
    const html = await view.text();
    assert.ok(html.includes('2024학년도 신입생 모집 요강'));
    assert.match(html, new RegExp(`<img[^>]+/files/${imgs[0][2]}/`), 'the re-homed image is on the page');
    assert.ok(html.includes('입학 요강 2024.pdf'), 'the attachment is listed');
    assert.deepEqual(
      Buffer.from(await got.arrayBuffer()),
      await readFile(path.join(site.dataDir, 'file/notice/a1b2c3_Xy12Ab34_guide.pdf')),
    );
    const photo = (await target('/data/file/gallery/d4e5f6_Zx11Cv22_photo.jpg'))!;
    assert.ok(photo.endsWith(`/${encodeURIComponent('입학식.jpg')}`));
    // view_image.php (the skin's 크게 보기): an attachment's by its stored name, an editor image's by its path.
    assert.equal(await target('/bbs/view_image.php?bo_table=gallery&fn=d4e5f6_Zx11Cv22_photo.jpg'), photo);
    assert.equal(await target('/bbs/view_image.php?bo_table=notice&fn=a1b2c3_Xy12Ab34_guide.pdf'), null);
    const editorA = await target('/data/editor/2403/photo_a.png');
    assert.equal(await target('/bbs/view_image.php?fn=%2Fdata%2Feditor%2F2403%2Fphoto_a.png'), editorA);
    assert.equal(await target('/bbs/view_image.php?bo_table=notice&fn=/data/editor/2403/photo_a.png'), editorA);
    const photoRes = await fetch(`${app.baseUrl}${photo}`);
    assert.equal(photoRes.status, 200);
    assert.deepEqual(
      Buffer.from(await photoRes.arrayBuffer()),
      await readFile(path.join(site.dataDir, 'file/gallery/d4e5f6_Zx11Cv22_photo.jpg')),
      'the old bytes, EXIF and all',
    );
    const attached = await StoredFile.findAll({
      where: { ownerType: 'post', ownerId: id },
      order: [['sortOrder', 'ASC']],
    });
    assert.deepEqual(
      attached.filter((f) => f.sortOrder >= 0).map((f) => [f.name, f.downloadCount]),
      [
        ['입학 요강 2024.pdf', 13],
        ['외부 저장소.pdf', 12],
      ],
      'the .php-x and the missing file are not stored; the one on external storage was fetched; the old count goes on (the download above)',
    );

    // The other old forms.
    assert.equal(await target('/notice/1'), postTo);
    assert.equal(await target('/notice/2024-admission-guide/'), postTo);
    assert.equal(await target('/bbs/board.php?bo_table=notice&amp;wr_id=6&PHPSESSID=x'), `${postTo}#c_6`);
    assert.equal(await target('/bbs/board.php?bo_table=notice&page=3'), '/board/notice');
    assert.equal(await target('/notice'), '/board/notice');
    assert.equal(await target('/rss/notice'), '/board/notice/rss.xml');
    assert.equal(await target('/bbs/rss.php?bo_table=notice'), '/board/notice/rss.xml');
    assert.equal(await target('/bbs/faq.php'), '/entrance/faq');
    assert.equal(await target('/bbs/qalist.php'), '/board/qa');
    assert.equal(await target('/bbs/board.php?bo_table=notice&wr_id=8'), null, 'an orphan comment has no post');

    // Text kept as text; plain text's lines, single breaks; 0000-00-00 dated at the import.
    const p2To = (await target('/notice/2'))!;
    const p2 = (await Post.findByPk(Number(p2To.split('/').pop())))!;
    assert.ok(
      p1.content.includes(`<a href="${p2To}">R&amp;D 안내 보기</a>`),
      'the internal link points at its new post',
    );
    assert.equal(p2.title, 'R&D 사업 <붙임> 안내');
    assert.equal(
      p2.content,
      '첫 줄<br />\n둘째 줄 R&amp;D &lt;붙임&gt;\n<ul><li><a href="https://www.kosmes.or.kr/" rel="nofollow">https://www.kosmes.or.kr/</a></li></ul>',
    );
    const p3 = (await Post.findByPk(Number((await target('/notice/3'))!.split('/').pop())))!;
    assert.equal(p3.content, '줄 하나<br />\n줄\u00a0 둘 &lt;붙임&gt; R&amp;D<br />\n<br />\n끝');
    assert.equal(p3.category, null);
    assert.equal(p3.isNotice, true);

    // Secrets: hidden from visitors, not in search.
    for (const from of ['/notice/4', '/notice/5']) {
      const to = (await target(from))!;
      const post = (await Post.findByPk(Number(to.split('/').pop())))!;
      assert.equal(post.isDraft, true, from);
      assert.equal((await fetch(`${app.baseUrl}${to}`)).status, 404, from);
    }
    // The members-only board (read level 2) is a board for members: its post is published there, and a visitor
    // who opens it is sent to log in; it is not in search.
    const membersTo = (await target('/members/1'))!;
    const membersPost = (await Post.findByPk(Number(membersTo.split('/').pop())))!;
    assert.equal(membersPost.isDraft, false);
    assert.equal((await Board.findByPk(membersPost.boardId))!.readAccess, 'members');
    const visitor = await fetch(`${app.baseUrl}${membersTo}`, { redirect: 'manual' });
    assert.equal(visitor.status, 303);
    assert.equal(visitor.headers.get('location'), `/auth/login?prevUrl=${encodeURIComponent(membersTo)}`);
    // A secret post's own image is as secret as its text: no old address, not served.
    assert.equal(await target('/data/editor/2403/secret_c.png'), null);
    const secretPost = (await Post.findByPk(Number((await target('/notice/4'))!.split('/').pop())))!;
    const secretImg = /<img src="(\/files\/\d+\/[^"]+)"/.exec(secretPost.content)![1];
    assert.equal((await fetch(`${app.baseUrl}${secretImg}`)).status, 404);
    for (const [word, hidden] of [
      ['장학', /비밀 문의|장학 담당/],
      ['재학생', /재학생 전용/],
      ['야간', /야간 과정/],
    ] as const) {
      const page = await fetch(`${app.baseUrl}/search?q=${encodeURIComponent(word)}`);
      assert.equal(page.status, 200);
      assert.doesNotMatch(await page.text(), hidden, word);
    }
    const found = await (await fetch(`${app.baseUrl}/search?q=${encodeURIComponent('신입생')}`)).text();
    assert.match(found, /2024학년도 신입생 모집 요강/, 'a public post is found');

    // Q&A: 입학상담 questions keep their askers' hashes; the staff reply is the answer; secret stays secret.
    const [q1] = await app.sequelize.query<{ secret: boolean; answer: string; password_hash: string; email: string }>(
      `SELECT secret, answer, password_hash, email FROM questions WHERE title = '야간 과정 문의'`,
      { type: QueryTypes.SELECT },
    );
    assert.equal(q1.secret, true);
    assert.equal(q1.answer, '네, 야간 과정이 있습니다.');
    assert.equal(q1.email, 'applicant@example.com');
    assert.ok(await verifyLegacyPassword(q1.password_hash, site.passwords.secretQuestion));
    assert.ok(!(await verifyLegacyPassword(q1.password_hash, 'wrong')));
    // No IP address travels.
    assert.equal(await count(`posts WHERE content_text LIKE '%203.0.113%'`), 0);
    // The content page became a 페이지 관리 draft, its old addresses lead there; the FAQ and the visitor days came in.
    assert.equal(await target('/bbs/content.php?co_id=company'), '/introduce/company');
    assert.equal(await target('/content/about-us/'), '/introduce/company');
    const [page] = await app.sequelize.query<{ title: string; published_at: Date | null }>(
      `SELECT title, published_at FROM pages WHERE path = '/introduce/company'`,
      { type: QueryTypes.SELECT },
    );
    assert.deepEqual(page, { title: '학교 소개', published_at: null });
    assert.equal(await count(`faqs WHERE question = '학비는 얼마인가요?' AND category = '입학'`), 1);
    assert.equal(await count(`visit_days WHERE day IN ('2024-03-04', '2024-03-05')`), 2);
    const [left] = await app.sequelize.query<{ count: number }>(
      `SELECT count FROM destruction_records WHERE kind = 'importLeftBehind'`,
      { type: QueryTypes.SELECT },
    );
    assert.equal(left.count, 1);
  });

  test('comments stay read-only under their post, secret ones for staff only', async () => {
    const postTo = (await target('/notice/1'))!;
    const html = await (await fetch(`${app.baseUrl}${postTo}`)).text();
    assert.match(html, /<li id="c_6" class="bd-comment">[\s\S]*방문자[\s\S]*좋은 정보 감사합니다/);
    assert.doesNotMatch(html, /c_7|비밀 댓글|010-0000/, 'a secret comment never reaches a visitor');
    assert.equal(await target('/notice/6'), `${postTo}#c_6`);
    assert.equal(await target('/bbs/board.php?bo_table=notice&wr_id=7'), `${postTo}#c_7`);
    assert.equal(await count('post_comments'), 2, 'the orphan comment has no post to go under');
    const staff = await call<{ sourceId: number; secret: boolean; body: string }[]>(
      app,
      'GET',
      `/api/posts/${postTo.split('/').pop()}/comments`,
      { token: await adminToken(app) },
    );
    assert.equal(staff.status, 200);
    assert.deepEqual(
      staff.body.map((c) => [c.sourceId, c.secret]),
      [
        [6, false],
        [7, true],
      ],
    );
    assert.equal(staff.body[1].body, '비밀 댓글: 전화번호 010-0000-0000');
  });

  test('replies come in after their parent, their depth in the title', async () => {
    const ids = await Promise.all(['/gallery/1', '/gallery/2', '/gallery/3'].map(async (u) => (await target(u))!));
    const posts = await Promise.all(ids.map((to) => Post.findByPk(Number(to.split('/').pop()))));
    assert.deepEqual(
      posts.map((p) => p!.title),
      ['입학식 사진', '└ RE: 입학식 사진', '\u3000└ RE: 입학식 사진'],
    );
    assert.ok(posts[0]!.id < posts[1]!.id && posts[1]!.id < posts[2]!.id, 'in thread order');
    const list = await (await fetch(`${app.baseUrl}/board/gallery`)).text();
    assert.ok(list.includes('└ RE: 입학식 사진'), 'the list shows the reply as a reply');
  });

  test('가져오기 기록: each run with its report, for the 최고관리자 only', async () => {
    const token = await adminToken(app);
    const list = await call<{ id: number; dryRun: boolean; source: string; boards: number }[]>(
      app,
      'GET',
      '/api/import-runs',
      { token },
    );
    assert.equal(list.status, 200);
    assert.deepEqual(
      list.body.map((r) => [r.source, r.dryRun, r.boards]),
      [
        ['gnuboard5', false, 4],
        ['gnuboard5', true, 4],
      ],
      'newest first: the import, then the dry run before it',
    );
    const one = await call<{ reportHtml: string; summary: { managers: unknown[] } }>(
      app,
      'GET',
      `/api/import-runs/${list.body[0].id}`,
      { token },
    );
    assert.equal(one.status, 200);
    assert.match(one.body.reportHtml, /게시판 관리자[\s\S]*teacher1/);
    assert.match(one.body.reportHtml, /답변글 2개/);
    assert.match(one.body.reportHtml, /비밀 댓글 1개는 관리자만 봄/);
    assert.equal(one.body.summary.managers.length, 3);
    // What the admin shows: the same report, only headings, lists, tables and text.
    const body = (one.body as unknown as { reportBody: string }).reportBody;
    assert.match(body, /<h2>공지사항 <small>/);
    assert.doesNotMatch(body, /<style|<head|<body|\sstyle=|\shref=/);
    assert.equal(
      (await call(app, 'GET', '/api/import-runs/999999', { token })).body.errorMessage,
      '가져오기 기록을 찾을 수 없습니다.',
    );
    const content = await login(app, await makeUser({ role: 'content' }));
    assert.equal((await call(app, 'GET', '/api/import-runs', { token: content.token })).status, 403);
  });

  test('a second run adds nothing and changes nothing', async () => {
    const before = await counts();
    const { summary } = await runImport(options());
    assert.deepEqual(await counts(), before);
    for (const b of summary.boards) assert.equal(b.added + b.updated, 0, b.from);
    assert.equal(await count(`destruction_records WHERE kind = 'importLeftBehind'`), 1, 'recorded once');
    assert.equal(summary.pages + summary.faqs, 0, 'nothing new to add');
  });

  test('an asker opens an imported question with the old password, which is then rehashed as ours', async () => {
    const to = (await target('/qa/1'))!;
    assert.match(to, /^\/board\/qa\/\d+$/);
    assert.equal(await target('/bbs/board.php?bo_table=qa&wr_id=2'), to, 'the answer leads to its question');
    const id = to.split('/').pop();
    const open = (password: string) => call(app, 'POST', `/api/questions/${id}/open`, { body: { password } });
    const wrong = await open('0000');
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.errorMessage, '비밀번호가 맞지 않습니다.');
    const right = await open(site.passwords.secretQuestion);
    assert.equal(right.status, 200);
    assert.equal(right.body.body, '직장인도 다닐 수 있나요?');
    const [row] = await app.sequelize.query<{ password_hash: string }>(
      `SELECT password_hash FROM questions WHERE id = $id`,
      { type: QueryTypes.SELECT, bind: { id } },
    );
    assert.match(row.password_hash, /^\$argon2id\$/);
    assert.equal((await open(site.passwords.secretQuestion)).status, 200);
    // A public question's MySQL PASSWORD() hash opens too.
    const other = (await target('/qa/3'))!.split('/').pop();
    const res = await call(app, 'POST', `/api/questions/${other}/open`, {
      body: { password: site.passwords.publicQuestion },
    });
    assert.equal(res.status, 200);
  });

  test('a run after the old site changed updates what changed, and adds what is new', async () => {
    const old = await mysql.createConnection(maria.url('school'));
    await old.query(
      `UPDATE g5_write_notice SET wr_subject = 'R&D 사업 <붙임> 안내 (수정)', wr_hit = 50 WHERE wr_id = 2`,
    );
    await old.query(
      `INSERT INTO g5_write_notice (wr_id, wr_num, wr_reply, wr_parent, wr_comment_reply, ca_name, wr_option, wr_subject,
         wr_content, wr_link1, wr_link2, mb_id, wr_password, wr_name, wr_email, wr_homepage, wr_datetime, wr_last, wr_ip,
         wr_facebook_user, wr_twitter_user, wr_1, wr_2, wr_3, wr_4, wr_5, wr_6, wr_7, wr_8, wr_9, wr_10)
       VALUES (10, -10, '', 10, '', '학사', '', '전환일 새 공지', '새 글', '', '', '', '', '교학팀', '', '',
         '2024-06-01 08:00:00', '', '', '', '', '', '', '', '', '', '', '', '', '', '')`,
    );
    await old.end();
    const posts = await count('posts');
    const { summary } = await runImport(options());
    const notice = summary.boards.find((b) => b.from === 'notice')!;
    assert.deepEqual([notice.added, notice.updated], [1, 1]);
    assert.equal(await count('posts'), posts + 1);
    const p2 = (await Post.findByPk(Number((await target('/notice/2'))!.split('/').pop())))!;
    assert.equal(p2.title, 'R&D 사업 <붙임> 안내 (수정)');
    assert.equal(p2.viewCount, 50);
    assert.match((await target('/notice/10'))!, /^\/board\/notice\/\d+$/);

    // A plan that now drops the comments takes away what was kept; their old links still lead to the post.
    const { plan } = await runImport(options({ dryRun: true }));
    plan.boards.find((b) => b.from === 'notice')!.comments = 'drop';
    await runImport(options({ plan: JSON.stringify(plan) }));
    assert.equal(await count('post_comments'), 0);
    assert.match((await target('/notice/6'))!, /^\/board\/notice\/\d+#c_6$/);
  });

  test('bad input is refused in Korean, with nothing written', async () => {
    const before = await counts();
    const refused = async (o: Partial<ImportOptions>, message: RegExp) =>
      assert.rejects(runImport(options(o)), (err: Error) => err instanceof ImportError && message.test(err.message));
    await refused({ prefix: 'xe_' }, /'xe_board' 표가 없습니다. --prefix g5_/);
    await refused({ db: `mysql://root@127.0.0.1:1/school` }, /데이터베이스에 연결할 수 없습니다/);
    const empty = await mkdtemp(path.join(os.tmpdir(), 'g5-empty-'));
    await refused({ files: empty }, /file\/ 폴더가 없습니다/);
    await rm(empty, { recursive: true });
    await maria.load('notg5', 'CREATE TABLE g5_board (bo_table varchar(20));');
    await refused({ db: maria.url('notg5') }, /그누보드5의 표가 아닙니다/);
    await maria.load('latin', latin1Read(site.sql));
    await refused({ db: maria.url('latin') }, /latin1/);
    await refused({ plan: '{"version":1}' }, /--plan 파일의/);
    const { plan } = await runImport(options({ dryRun: true }));
    plan.boards.find((b) => b.from === 'notice')!.to = 'qna';
    await refused({ plan: JSON.stringify(plan) }, /'qna'은\(는\) 이미 다른 종류\(qna\)의 게시판입니다/);
    assert.deepEqual(await counts(), before);
  });

  test("Gnuboard5's hashes are recognised and checked", async () => {
    assert.ok(await verifyLegacyPassword(tagLegacyHash(gnuboardPbkdf2('비밀번호1'))!, '비밀번호1'));
    assert.ok(await verifyLegacyPassword(tagLegacyHash(mysqlPassword('abcd'))!, 'abcd'));
    assert.ok(!(await verifyLegacyPassword(tagLegacyHash(mysqlPassword('abcd'))!, 'abce')));
    assert.equal(tagLegacyHash('plain'), null);
  });
});
