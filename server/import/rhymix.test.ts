// The Rhymix / XE importer against a private MariaDB holding a school site made from Rhymix's own schema, with its
// traps: the dry run writes nothing and names what it leaves out, the import carries documents, files and secrets
// faithfully, every old URL form answers as a visitor opens it, comments stay under their posts (secret ones out of a
// visitor's sight), the members log in with their old passwords (then hold argon2id), the 원우회-only board is read
// by its group only, each run is recorded, and a second run duplicates nothing.
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { Board, Post } from '../../db/models/index.js';
import { createPublisher } from '../cache/publish.js';
import { call, startTestApp, type TestApp } from '../test/support.js';
import { startMariaDb, type PrivateMariaDb } from './fixtures/mariadb.js';
import { RX_MEMBERS } from './fixtures/rhymix-members.js';
import { buildRhymixSite, PDF, RX_DOMAINS } from './fixtures/rhymix-site.js';
import { jsonSummary } from './report.js';
import { runRhymixImport } from './rhymix/run.js';
import type { ImportOptions } from './run.js';

let app: TestApp;
let maria: PrivateMariaDb;
let site: Awaited<ReturnType<typeof buildRhymixSite>>;

before(async () => {
  [app, maria, site] = await Promise.all([startTestApp(), startMariaDb(), buildRhymixSite()]);
  await maria.load('rx', site.sql);
});
after(async () => {
  await app.close();
  await maria.stop();
  await rm(site.root, { recursive: true, force: true });
});

const options = (o: Partial<ImportOptions> = {}): ImportOptions => ({
  sequelize: app.sequelize,
  publisher: createPublisher(app.sequelize, app.events),
  db: maria.url('rx'),
  files: `${site.root}/files`,
  prefix: 'xe_',
  oldDomains: RX_DOMAINS,
  ...o,
});

const count = async (table: string) =>
  Number(
    (await app.sequelize.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`, { type: QueryTypes.SELECT }))[0].n,
  );
const counts = async () => ({
  posts: await count('posts'),
  files: await count('files'),
  redirects: await count('redirects'),
  sources: await count('import_sources'),
  pages: await count('pages'),
  users: await count('users'),
  groups: await count('member_groups'),
});
const visit = (path: string) => fetch(app.baseUrl + path, { redirect: 'manual' });

describe('the Rhymix importer', () => {
  test('a dry run writes nothing and gives the plan, the read rules and the problems', async () => {
    const before = await counts();
    const { summary, plan } = await runRhymixImport(options({ dryRun: true }));
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
    assert.equal(json.members.found, 6);
    assert.equal(json.members.imported, 4, 'the dry run counts the active members');
    assert.deepEqual(json.members.barred, { withdrawn: 0, blocked: 1, denied: 1, unconfirmed: 0 });
    const notice = json.boards.find((b) => b.from === 'notice')!;
    assert.equal(notice.posts, 4, 'PUBLIC, SECRET, TEMP and the A notice; TRASH left out');
    assert.equal(notice.skipped, 1);
    assert.equal(notice.secret, 1);
    assert.equal(notice.comments, 3);
    const problems = notice.problems.map((p) => p.problem).join('\n');
    for (const expected of [
      'TRASH',
      'TEMP',
      '모든 게시판의 공지',
      '파일이 없습니다',
      'isvalid N',
      '비밀 댓글 1개',
      '찾을 수 없습니다',
    ])
      assert.ok(problems.includes(expected), `${expected} in\n${problems}`);
    const rx = plan as unknown as {
      boards: { from: string; visibility: string; readRule: unknown; categories: string[]; fields: unknown }[];
    };
    const wonwoo = rx.boards.find((b) => b.from === 'wonwoo')!;
    assert.equal(wonwoo.visibility, 'group', 'the one group the old site named');
    assert.deepEqual(wonwoo.readRule, { kind: 'group', groups: ['원우회'] });
    const council = rx.boards.find((b) => b.from === 'council')!;
    assert.deepEqual(council.readRule, { kind: 'staff' });
    assert.equal(council.visibility, 'hidden', 'a rule we cannot say stays hidden');
    assert.deepEqual(rx.boards.find((b) => b.from === 'notice')!.categories, ['학사', '학사 > 수업']);
    assert.deepEqual(rx.boards.find((b) => b.from === 'schedule')!.fields, {
      startAt: 'start_date',
      endAt: 'end_date',
    });
    const siteProblems = summary.problems.map((p) => p.problem).join('\n');
    for (const expected of [
      'OUTSIDE',
      "회원 그룹 '원우회'",
      '회원 그룹에만 보이던 메뉴',
      '읽기 제한 게시판(그룹: 원우회): 읽기 권한 그룹(원우회)',
      '읽기 제한 게시판(관리자): 이 사이트의 읽기 권한으로 나타낼 수 없어',
    ])
      assert.ok(siteProblems.includes(expected), `${expected} in\n${siteProblems}`);
    assert.equal(json.pages, 2);
    assert.equal(json.visits, 2);
    assert.equal(json.menu, 3);
    // Bad input is refused in Korean, with nothing written.
    await assert.rejects(runRhymixImport(options({ prefix: 'rx_' })), /--prefix xe_/);
    await assert.rejects(
      runRhymixImport(options({ files: site.root + '/nowhere' })),
      /files\/attach\/ 폴더가 없습니다/,
    );
    const wonwooPublic = JSON.stringify({ ...plan, boards: rx.boards.map((b) => ({ ...b, visibility: 'public' })) });
    await assert.rejects(runRhymixImport(options({ plan: wonwooPublic })), /공개\(public\)로 옮길 수 없습니다/);
    const widened = (from: string, visibility: string) =>
      JSON.stringify({ ...plan, boards: rx.boards.map((b) => (b.from === from ? { ...b, visibility } : b)) });
    await assert.rejects(runRhymixImport(options({ plan: widened('wonwoo', 'members') })), /옛 읽기 권한보다 넓습니다/);
    await assert.rejects(runRhymixImport(options({ plan: widened('council', 'group') })), /옛 읽기 권한보다 넓습니다/);
    assert.deepEqual(await counts(), before);
  });

  test('the import carries documents, files and secrets, and every old URL form answers', async () => {
    const first = await runRhymixImport(options());
    const notice = first.summary.boards.find((b) => b.from === 'notice')!;
    assert.equal(notice.added, 4);
    const main = await visit('/index.php?mid=notice&document_srl=456');
    assert.equal(main.status, 301);
    const postTo = main.headers.get('location')!;
    assert.match(postTo, /^\/board\/notice\/\d+$/);
    const p = (await Post.findByPk(Number(postTo.split('/').pop())))!;
    assert.equal(p.title, '2024 모집 요강');
    assert.equal(p.category, '학사 > 수업');
    assert.equal(p.isNotice, true);
    assert.equal(p.viewCount, 77);
    // 09:15 in Seoul (+09:00).
    assert.equal(p.publishedAt.toISOString(), '2024-03-05T00:15:00.000Z');
    assert.doesNotMatch(p.content, /files\/attach|old-gs/);
    const imgs = [...p.content.matchAll(/<img src="(\/files\/\d+\/[^"]+)"/g)].map((m) => m[1]);
    assert.equal(imgs.length, 2, 'both layouts, relative and absolute; the missing one dropped');

    const pdf = (await visit('/?module=file&act=procFileDownload&file_srl=902&sid=sid902')).headers.get('location')!;
    assert.match(pdf, new RegExp(`^/files/\\d+/${encodeURIComponent('모집요강.pdf')}$`));
    assert.ok(p.content.includes(`href="${pdf}"`), 'the body download link points at the new file');
    const got = await fetch(app.baseUrl + pdf);
    assert.equal(got.status, 200);
    assert.deepEqual(Buffer.from(await got.arrayBuffer()), PDF);

    const schedule = await Post.findOne({ where: { title: '중간고사' } });
    assert.equal(schedule!.startAt!.toISOString(), '2024-04-21T15:00:00.000Z');
    for (const title of ['비밀 문의', '쓰다 만 글', '운영위원회 회의록'])
      assert.equal((await Post.findOne({ where: { title } }))!.isDraft, true, title);
    assert.equal(await Post.count({ where: { title: '지운 글' } }), 0);

    const list = '/board/notice';
    const cases: [string, number, string | null][] = [
      ['/index.php?mid=notice', 301, list],
      [
        '/index.php?mid=notice&page=2&search_target=title&search_keyword=%EC%9A%94%EA%B0%95',
        301,
        `${list}?field=title&q=%EC%9A%94%EA%B0%95&page=2`,
      ],
      ['/index.php?mid=notice&category=131', 301, `${list}?category=${encodeURIComponent('학사 > 수업')}`],
      ['/notice/category/130', 301, `${list}?category=${encodeURIComponent('학사')}`],
      ['/?document_srl=456', 301, postTo],
      ['/index.php?document_srl=456', 301, postTo],
      ['/notice/456', 301, postTo],
      ['/456', 301, postTo],
      ['/notice/entry/admission-2024', 301, postTo],
      ['/notice/rss', 301, `${list}/rss.xml`],
      ['/index.php?mid=notice&document_srl=456&comment_srl=790', 301, `${postTo}#c_790`],
      ['/index.php?module=file&amp;act=procFileDownload&amp;file_srl=902&amp;sid=sid902&amp;module_srl=118', 301, pdf],
      [
        `/files/download/902/5f1e0a2b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d/${encodeURIComponent('모집요강.pdf')}`,
        301,
        pdf,
      ],
      ['/files/attach/images/118/456/photo.png', 301, null],
      ['/files/attach/binaries/118/456/2c8e1f0a9b7d6c5e4f3a2b1c0d9e8f7a', 404, null],
      ['/index.php?mid=about', 301, '/introduce/about'],
    ];
    const wrong: string[] = [];
    for (const [from, status, to] of cases) {
      const res = await visit(from);
      const location = res.headers.get('location');
      if (res.status !== status || (to !== null && location !== to))
        wrong.push(`${from} → ${res.status} ${location} (wanted ${status} ${to})`);
    }
    assert.deepEqual(wrong, []);
    const image = await fetch(
      app.baseUrl + (await visit('/files/attach/images/118/456/photo.png')).headers.get('location'),
    );
    assert.equal(image.headers.get('content-type'), 'image/png');

    // Secret, draft and group-only posts stay out of a visitor's sight, and so do secret comments.
    const board = await (await fetch(`${app.baseUrl}${list}`)).text();
    assert.ok(board.includes('2024 모집 요강'));
    for (const hidden of ['비밀 문의', '쓰다 만 글', '010-0000-0000']) assert.ok(!board.includes(hidden), hidden);
    // The comments stay under their post, in thread order, the secret one out of a visitor's sight.
    const page = await (await fetch(app.baseUrl + postTo)).text();
    assert.ok(page.includes('id="c_789"') && page.includes('감사합니다'), 'the kept comment at its anchor');
    assert.ok(page.includes('id="c_791"') && page.includes('└ 방문자'), 'the reply, its depth shown');
    assert.ok(!page.includes('c_790') && !page.includes('010-0000-0000'), 'the secret comment is not shown');

    // A second run adds nothing and changes nothing.
    const before = await counts();
    const again = await runRhymixImport(options());
    assert.deepEqual(await counts(), before);
    assert.equal(again.summary.boards.find((b) => b.from === 'notice')!.unchanged, 4);
    assert.equal(again.summary.members.unchanged, 4);
    const runs = await app.sequelize.query<{ source: string; dry_run: boolean }>(
      'SELECT source, dry_run FROM import_runs ORDER BY id',
      { type: QueryTypes.SELECT },
    );
    assert.ok(runs.length >= 3 && runs.every((r) => r.source === 'rhymix'), 'every run is recorded');
    assert.equal(runs[0].dry_run, true);
  });

  test('the members log in with their old passwords once, then hold argon2id; those kept out cannot', async () => {
    const hashOf = async (loginId: string) =>
      (
        await app.sequelize.query<{ password_hash: string }>(
          'SELECT password_hash FROM users WHERE login_id = $loginId',
          { bind: { loginId }, type: QueryTypes.SELECT },
        )
      )[0]?.password_hash ?? null;
    for (const m of RX_MEMBERS) {
      const res = await call(app, 'POST', '/api/auth/login', { body: { loginId: m.id, password: m.password } });
      assert.equal(res.status, m.active ? 200 : 401, m.id);
      if (!m.active) {
        assert.equal(await hashOf(m.id), null, `${m.id} is not imported`);
        continue;
      }
      assert.equal(res.body.user.role, 'user', 'never staff, not even the old administrator');
      assert.match((await hashOf(m.id))!, /^\$argon2id\$/, `${m.id}: argon2id, and nothing of the old hash`);
    }
    // What was left behind is the run's one 파기 대장 entry, with the members' IPs and profile fields in it.
    const [record] = await app.sequelize.query<{ detail: { tables: Record<string, number> } }>(
      `SELECT detail FROM destruction_records WHERE kind = 'importLeftBehind'`,
      { type: QueryTypes.SELECT },
    );
    assert.equal(record.detail.tables.xe_member, 2, 'the denied and the blocked member');
    assert.equal(record.detail.tables['xe_member.ip'], 6);
  });

  test("the 원우회 board is its group's: a visitor is sent to log in, a member outside gets 403, one inside reads it", async () => {
    const board = (await Board.findOne({ where: { enName: 'wonwoo' } }))!;
    assert.equal(board.readAccess, 'group');
    const post = (await Post.findOne({ where: { title: '원우회 총회 안내' } }))!;
    assert.equal(post.isDraft, false);
    const old = await visit('/index.php?mid=wonwoo&document_srl=600');
    assert.equal(old.status, 301);
    const path = `/board/wonwoo/${post.id}`;
    assert.equal(old.headers.get('location'), path);
    const visitor = await visit(path);
    assert.equal(visitor.status, 303);
    assert.equal(visitor.headers.get('location'), `/auth/login?prevUrl=${encodeURIComponent(path)}`);
    const cookieOf = async (loginId: string, password: string) => {
      const res = await call(app, 'POST', '/api/auth/login', { body: { loginId, password } });
      return res.headers
        .getSetCookie()
        .find((c) => c.startsWith('page_session='))!
        .split(';')[0];
    };
    const as = async (loginId: string, password: string) =>
      fetch(app.baseUrl + path, { redirect: 'manual', headers: { cookie: await cookieOf(loginId, password) } });
    assert.equal((await as('xemd5', 'Md5-pass1')).status, 403);
    const inside = await as('wonwoo1', 'Bcrypt-pass1');
    assert.equal(inside.status, 200);
    assert.ok((await inside.text()).includes('원우회 총회 안내'));
  });
});
