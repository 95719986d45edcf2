import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Board, Post } from '../../../db/models/index.js';
import { adminToken, call, login, makeUser, startTestApp, type TestApp } from '../../test/support.js';

let app: TestApp;
let admin: string;
let user: string;
before(async () => {
  app = await startTestApp();
  admin = await adminToken(app);
  user = (await login(app, await makeUser())).token;
});
after(() => app.close());

const valid = { enName: 'seminar', name: '세미나 자료', kind: 'list', categories: ['특강', '학회'] };

describe('/api/boards', () => {
  test('401 without a token, 403 for a non-admin, on every method', async () => {
    for (const [m, p] of [
      ['GET', '/api/boards'],
      ['GET', '/api/boards/1'],
      ['POST', '/api/boards'],
      ['PUT', '/api/boards/1'],
      ['DELETE', '/api/boards/1'],
    ]) {
      assert.equal(
        (await call(app, m, p, { body: m === 'POST' || m === 'PUT' ? valid : undefined })).status,
        401,
        `${m} ${p}`,
      );
      const r = await call(app, m, p, { token: user, body: m === 'POST' || m === 'PUT' ? valid : undefined });
      assert.equal(r.status, 403, `${m} ${p}`);
      assert.equal(typeof r.body.errorMessage, 'string');
    }
  });

  test('list: the eight boards (seven of posts and 입학상담) in order, camelCase, Content-Range, sort, filter and id lists', async () => {
    const r = await call(app, 'GET', '/api/boards?sort=["sortOrder","ASC"]&range=[0,9]', { token: admin });
    assert.equal(r.status, 200);
    assert.equal(r.headers.get('content-range'), 'boards 0-7/8');
    assert.deepEqual(
      r.body.map((b: { enName: string }) => b.enName),
      ['notice', 'special_notice', 'special_gallery', 'form_data', 'calendar', 'major_board', 'professor', 'qna'],
    );
    assert.deepEqual(Object.keys(r.body[0]).sort(), [
      'allowAttachments',
      'allowedExtensions',
      'approvalRequired',
      'categories',
      'createdAt',
      'enName',
      'id',
      'kind',
      'maxFileMb',
      'maxFiles',
      'name',
      'newBadgeHours',
      'postCount',
      'readAccess',
      'readGroupId',
      'rowsPerPage',
      'sortOrder',
      'updatedAt',
    ]);
    const ids = r.body.slice(0, 2).map((b: { id: number }) => b.id);
    const many = await call(app, 'GET', `/api/boards?filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`, {
      token: admin,
    });
    assert.deepEqual(many.body.map((b: { id: number }) => b.id).sort(), ids.sort());
    const q = await call(app, 'GET', `/api/boards?filter=${encodeURIComponent(JSON.stringify({ q: '갤러' }))}`, {
      token: admin,
    });
    assert.deepEqual(
      q.body.map((b: { enName: string }) => b.enName),
      ['special_gallery'],
    );
    const page = await call(app, 'GET', '/api/boards?sort=["name","DESC"]&range=[2,3]', { token: admin });
    assert.equal(page.headers.get('content-range'), 'boards 2-3/8');
  });

  test('bad sort, range, filter and ids → 400 in Korean', async () => {
    for (const qs of [
      'sort=["password","ASC"]',
      'sort=["id","SIDEWAYS"]',
      'range=[5,1]',
      'range=[0,100000]',
      'range=oops',
      'filter={"evil":1}',
      'filter=[1]',
      'filter={"id":["x"]}',
      'filter={"id":[-1]}',
      'sort=["id","ASC"]&sort=["id","DESC"]',
    ]) {
      const r = await call(app, 'GET', `/api/boards?${qs}`, { token: admin });
      assert.equal(r.status, 400, qs);
      assert.match(r.body.errorMessage, /[가-힣]/, qs);
    }
    for (const id of ['abc', '0', '-1', '99999999999', '1.5'])
      assert.equal((await call(app, 'GET', `/api/boards/${id}`, { token: admin })).status, 400, id);
    assert.equal((await call(app, 'GET', '/api/boards/999999', { token: admin })).status, 404);
  });

  test('create, read, update: validated, unique lowercase enName, unknown fields refused', async () => {
    const c = await call(app, 'POST', '/api/boards', { token: admin, body: valid });
    assert.equal(c.status, 201);
    assert.equal(c.body.enName, 'seminar');
    assert.equal(c.body.rowsPerPage, 15);
    assert.deepEqual(c.body.categories, ['특강', '학회']);
    const dup = await call(app, 'POST', '/api/boards', { token: admin, body: { ...valid, name: '다른 이름' } });
    assert.equal(dup.status, 409);
    assert.ok(dup.body.errors.enName);
    for (const bad of [
      { ...valid, enName: 'Seminar2' },
      { ...valid, enName: '../etc' },
      { ...valid, enName: 'x' },
      { ...valid, kind: 'wiki' },
      { ...valid, rowsPerPage: 0 },
      { ...valid, rowsPerPage: '15' },
      { ...valid, maxFileMb: 500 },
      { ...valid, allowedExtensions: ['exe'] },
      { ...valid, allowedExtensions: ['svg'] },
      { ...valid, categories: ['a', 'a'] },
      { ...valid, categories: ['<script>'] },
      { ...valid, name: '' },
      { ...valid, name: 'x'.repeat(101) },
      { ...valid, role: 'superadmin' },
    ]) {
      const r = await call(app, 'POST', '/api/boards', {
        token: admin,
        body: { ...bad, enName: bad.enName === valid.enName ? 'other_one' : bad.enName },
      });
      assert.equal(r.status, 400, JSON.stringify(bad));
      assert.ok(r.body.errors, JSON.stringify(bad));
    }
    const nul = await call(app, 'POST', '/api/boards', {
      token: admin,
      body: { ...valid, enName: 'nulboard', name: 'a\u0000b' },
    });
    assert.equal(nul.status, 400);
    const u = await call(app, 'PUT', `/api/boards/${c.body.id}`, {
      token: admin,
      body: { name: '세미나·학회 자료', rowsPerPage: 20, allowedExtensions: ['PDF', 'hwp'] },
    });
    assert.equal(u.status, 200);
    assert.equal(u.body.name, '세미나·학회 자료');
    assert.deepEqual(u.body.allowedExtensions, ['pdf', 'hwp']);
    const taken = await call(app, 'PUT', `/api/boards/${c.body.id}`, { token: admin, body: { enName: 'notice' } });
    assert.equal(taken.status, 409);
    const g = await call(app, 'GET', `/api/boards/${c.body.id}`, { token: admin });
    assert.equal(g.body.rowsPerPage, 20);
  });

  test('a board with posts is not deleted (409 naming the count); an empty one is, and DELETE returns it', async () => {
    const notice = (await Board.findOne({ where: { enName: 'notice' } }))!;
    await Post.create({
      boardId: notice.id,
      title: '남은 글',
      createdBy: null,
      deletedAt: null,
      category: null,
      startAt: null,
      endAt: null,
    });
    const refused = await call(app, 'DELETE', `/api/boards/${notice.id}`, { token: admin });
    assert.equal(refused.status, 409);
    assert.match(refused.body.errorMessage, /게시글 1개/);
    assert.ok(await Board.findByPk(notice.id));
    const c = await call(app, 'POST', '/api/boards', { token: admin, body: { ...valid, enName: 'to_delete' } });
    const d = await call(app, 'DELETE', `/api/boards/${c.body.id}`, { token: admin });
    assert.equal(d.status, 200);
    assert.equal(d.body.enName, 'to_delete');
    assert.equal(await Board.findByPk(c.body.id), null);
  });
});
