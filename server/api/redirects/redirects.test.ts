// 리디렉션 관리 (/api/redirects) in the REST dialect: staff add, change and delete redirects; bad targets and a loop
// are refused in Korean; a redirect to a redirect is flattened both ways; the CSV's dry run names each bad row and
// writes nothing, the import writes all rows or none, and the export gives them back. Every write is audited.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { upsertRedirects } from '../../redirects/store.js';
import { call, login, makeUser, startTestApp, type TestApp } from '../../test/support.js';

let app: TestApp;
let content: string;
let admissions: string;

before(async () => {
  app = await startTestApp();
  content = (await login(app, await makeUser({ role: 'content' }))).token;
  admissions = (await login(app, await makeUser({ role: 'admissions' }))).token;
});
after(() => app.close());

const create = (body: unknown) => call(app, 'POST', '/api/redirects', { token: content, body });
const byFrom = async (from: string) => {
  const res = await call<any[]>(
    app,
    'GET',
    `/api/redirects?filter=${encodeURIComponent(JSON.stringify({ q: from }))}`,
    {
      token: content,
    },
  );
  return res.body.find((r) => r.from === from);
};
const location = async (path: string) =>
  (await fetch(app.baseUrl + path, { redirect: 'manual' })).headers.get('location');

async function auditActions(): Promise<string[]> {
  // The trail is written once the answer has gone.
  await new Promise((r) => setTimeout(r, 300));
  const rows = await app.sequelize.query<{ action: string }>(
    `SELECT action FROM audit_logs WHERE resource = 'redirects' ORDER BY id`,
    { type: QueryTypes.SELECT },
  );
  return rows.map((r) => r.action);
}

describe('/api/redirects', () => {
  test('create, read, change and delete; the answer follows at once; 입학 담당 may not', async () => {
    const made = await create({
      from: 'https://www.old.ac.kr/bbs/board.php?wr_id=7&bo_table=free&PHPSESSID=1',
      to: '/board/notice',
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.deepEqual(
      { ...made.body, id: 0, createdAt: '', updatedAt: '' },
      {
        id: 0,
        from: '/bbs/board.php?bo_table=free&wr_id=7',
        to: '/board/notice',
        status: 301,
        hits: 0,
        lastHitAt: null,
        source: 'staff',
        createdAt: '',
        updatedAt: '',
      },
    );
    assert.equal(await location('/bbs/board.php?bo_table=free&wr_id=7'), '/board/notice');
    const again = await create({ from: '/bbs/board.php?bo_table=free&amp;wr_id=7', to: '/board/gallery' });
    assert.equal(again.status, 409);
    assert.match(again.body.errorMessage, /이미 리디렉션이 있습니다/);

    const changed = await call(app, 'PUT', `/api/redirects/${made.body.id}`, {
      token: content,
      body: { ...made.body, to: '/board/gallery', status: 302 },
    });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.equal(changed.body.status, 302);
    const res = await fetch(app.baseUrl + '/bbs/board.php?bo_table=free&wr_id=7', { redirect: 'manual' });
    assert.equal(res.status, 302);
    assert.equal(res.headers.get('location'), '/board/gallery');

    assert.equal(
      (await create({ from: '/x', to: '/y' }).then(() => call(app, 'GET', '/api/redirects', { token: admissions })))
        .status,
      403,
    );
    assert.equal((await call(app, 'DELETE', `/api/redirects/${made.body.id}`, { token: admissions })).status, 403);
    const removed = await call(app, 'DELETE', `/api/redirects/${made.body.id}`, { token: content });
    assert.equal(removed.status, 200);
    assert.equal(
      (await fetch(app.baseUrl + '/bbs/board.php?bo_table=free&wr_id=7', { redirect: 'manual' })).status,
      404,
    );
    assert.equal((await call(app, 'GET', `/api/redirects/${made.body.id}`, { token: content })).status, 404);
    assert.deepEqual((await auditActions()).slice(0, 4), [
      'redirects.create',
      'redirects.create',
      'redirects.update',
      'redirects.create',
    ]);
    assert.ok((await auditActions()).includes('redirects.delete'));
  });

  test('a target must be a path here or an https address; never javascript:, another host by // or a backslash', async () => {
    for (const [to, message] of [
      ['javascript:alert(1)', /https:\/\/ 주소/],
      ['//evil.example/x', /이 사이트의 경로/],
      ['/\\evil.example', /역슬래시/],
      ['http://plain.example/', /https:\/\/ 주소/],
      ['', /새 주소를 입력해주세요/],
    ] as const) {
      const res = await create({ from: '/old/target-check', to });
      assert.equal(res.status, 400, to);
      assert.match(res.body.errorMessage, message, to);
      assert.ok(res.body.errors.to, to);
    }
    const bad = await create({ from: 'no-slash', to: '/', status: 308 });
    assert.equal(bad.status, 400);
    assert.ok(bad.body.errors.status);
    assert.equal((await create({ from: '/api/anything', to: '/' })).status, 400);
    const outside = await create({ from: '/old/brochure', to: 'https://www.kosmes.or.kr/brochure.pdf' });
    assert.equal(outside.status, 201);
    assert.equal(await location('/old/brochure'), 'https://www.kosmes.or.kr/brochure.pdf');
    const gone = await create({ from: '/old/removed-page', to: '', status: 410 });
    assert.equal(gone.status, 201, JSON.stringify(gone.body));
  });

  test('a redirect to a redirect is flattened both ways; a loop is refused in Korean', async () => {
    assert.equal((await create({ from: '/chain/a', to: '/chain/b#c_3' })).status, 201);
    assert.equal((await create({ from: '/chain/b', to: '/chain/c' })).status, 201);
    // A → B existed; B → C is new: A now goes to C (keeping its anchor).
    assert.equal((await byFrom('/chain/a')).to, '/chain/c#c_3');
    // D → A is new: stored as D → C.
    assert.equal((await create({ from: '/chain/d', to: '/chain/a' })).body.to, '/chain/c#c_3');
    // C → A would come back to C.
    const loop = await create({ from: '/chain/c', to: '/chain/a' });
    assert.equal(loop.status, 400);
    assert.match(loop.body.errorMessage, /돌고 돕니다/);
    const self = await create({ from: '/chain/e/', to: '/chain/e' });
    assert.equal(self.status, 400);
    assert.match(self.body.errorMessage, /같습니다/);
    // The importer's rows are flattened too: an old address pointing at A lands on C.
    await upsertRedirects(app.sequelize, [
      { from: '/bbs/board.php?bo_table=chain', to: '/chain/a', source: 'gnuboard5:chain' },
    ]);
    assert.equal(await location('/bbs/board.php?bo_table=chain'), '/chain/c#c_3');
    // Changing B's target moves A and D with it.
    const b = await byFrom('/chain/b');
    const moved = await call(app, 'PUT', `/api/redirects/${b.id}`, {
      token: content,
      body: { ...b, to: '/board/notice' },
    });
    assert.equal(moved.status, 200);
    assert.equal((await byFrom('/chain/a')).to, '/chain/c#c_3', 'A pointed at C, not at B, so it stays');
    const c = await create({ from: '/chain/c', to: '/board/gallery' });
    assert.equal(c.status, 201);
    assert.equal((await byFrom('/chain/a')).to, '/board/gallery#c_3');
    assert.equal((await byFrom('/chain/d')).to, '/board/gallery#c_3');
  });

  test('CSV: the dry run names each bad row and writes nothing; the import writes all or none; the export gives them back', async () => {
    const csv = [
      '옛 주소,새 주소,응답',
      '/bbs/board.php?bo_table=csv&wr_id=1,/board/notice,301',
      '"/bbs/board.php?bo_table=csv&wr_id=2",javascript:alert(1),301',
      '/bbs/board.php?wr_id=1&bo_table=csv,/board/gallery,',
      '/csv/loop,/csv/loop,301',
      '/csv/gone,,410',
      '/csv/bad-status,/board/notice,999',
      '',
    ].join('\r\n');
    const dry = await call(app, 'POST', '/api/redirects/import', { token: content, body: { csv, dryRun: true } });
    assert.equal(dry.status, 200, JSON.stringify(dry.body));
    assert.deepEqual(
      dry.body.problems.map((p: any) => [p.line, p.from]),
      [
        [3, '/bbs/board.php?bo_table=csv&wr_id=2'],
        [4, '/bbs/board.php?wr_id=1&bo_table=csv'],
        [5, '/csv/loop'],
        [7, '/csv/bad-status'],
      ],
    );
    assert.match(dry.body.problems[0].problem, /https:\/\/ 주소/);
    assert.match(dry.body.problems[1].problem, /2번째 줄과 같은 옛 주소/);
    assert.match(dry.body.problems[2].problem, /같습니다/);
    assert.match(dry.body.problems[3].problem, /301, 302, 404, 410/);
    assert.equal(dry.body.rows, 6);
    assert.equal(dry.body.created, 2);
    assert.equal(await byFrom('/csv/gone'), undefined, 'the dry run wrote nothing');

    const refused = await call(app, 'POST', '/api/redirects/import', { token: content, body: { csv, dryRun: false } });
    assert.equal(refused.status, 400);
    assert.match(refused.body.errorMessage, /문제가 있는 행이 4개/);
    assert.equal(await byFrom('/csv/gone'), undefined, 'nothing written while a row has a problem');

    const good = ['from,to,status', '/bbs/board.php?bo_table=csv&wr_id=1,/board/notice,301', '/csv/gone,,410'].join(
      '\n',
    );
    const applied = await call(app, 'POST', '/api/redirects/import', {
      token: content,
      body: { csv: good, dryRun: false },
    });
    assert.equal(applied.status, 200, JSON.stringify(applied.body));
    assert.deepEqual([applied.body.created, applied.body.updated, applied.body.problems], [2, 0, []]);
    assert.equal(await location('/bbs/board.php?bo_table=csv&wr_id=1'), '/board/notice');
    const twice = await call(app, 'POST', '/api/redirects/import', {
      token: content,
      body: { csv: good, dryRun: false },
    });
    assert.deepEqual([twice.body.created, twice.body.updated], [0, 2], 'a second import updates, never doubles');

    const noHeader = await call(app, 'POST', '/api/redirects/import', { token: content, body: { csv: 'a,b\n/x,/y' } });
    assert.equal(noHeader.status, 400);
    assert.match(noHeader.body.errorMessage, /옛 주소/);

    const exported = await fetch(app.baseUrl + '/api/redirects/export', {
      headers: { authorization: `Bearer ${content}` },
    });
    assert.equal(exported.status, 200);
    assert.match(exported.headers.get('content-disposition') ?? '', /attachment/);
    const text = (await exported.text()).replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    assert.equal(lines[0], '옛 주소,새 주소,응답,출처,방문 수,마지막 방문');
    assert.ok(
      lines.some((l) => l.startsWith('/bbs/board.php?bo_table=csv&wr_id=1,/board/notice,301,staff,1,2')),
      text,
    );
    // The export reads back as an import.
    const back = await call(app, 'POST', '/api/redirects/import', {
      token: content,
      body: { csv: text, dryRun: true },
    });
    assert.equal(back.status, 200, JSON.stringify(back.body));
    assert.deepEqual(back.body.problems, []);
    // A row for an imported address changes it and keeps its source.
    const retarget = await call(app, 'POST', '/api/redirects/import', {
      token: content,
      body: { csv: 'from,to\n/bbs/board.php?bo_table=chain,/board/notice', dryRun: false },
    });
    assert.deepEqual([retarget.status, retarget.body.created, retarget.body.updated], [200, 0, 1]);
    const chain = await byFrom('/bbs/board.php?bo_table=chain');
    assert.deepEqual([chain.to, chain.source], ['/board/notice', 'gnuboard5:chain']);
    assert.ok((await auditActions()).includes('redirects.import'));
  });
});
