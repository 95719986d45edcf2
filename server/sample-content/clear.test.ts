// 샘플 내용 지우기 (사이트 설정, 최고관리자): what `npm start` seeded is removed, exactly that: a sample post staff
// edited stays, a post staff wrote stays, a sample round holding an application staff changed stays; the public
// pages drop the rest at once (the publish step), the call is audited, and a second run finds nothing.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { AdmissionRound, Application, Board, Post, Popup } from '../../db/models/index.js';
import { seedSample } from '../sample/index.js';
import { adminToken, call, login, makeUser, startTestApp, type TestApp } from '../test/support.js';

let app: TestApp;
let admin: string;
before(async () => {
  app = await startTestApp();
  // A database as `npm start` first makes it: no rounds and no FAQ yet (the test template has its own), and the
  // sample popup too (the template leaves it out for the other browser tests).
  await app.sequelize.query('DELETE FROM faqs');
  await app.sequelize.query('DELETE FROM admission_rounds');
  const template = process.env.TEST_TEMPLATE_DB;
  delete process.env.TEST_TEMPLATE_DB;
  try {
    await seedSample();
  } finally {
    if (template !== undefined) process.env.TEST_TEMPLATE_DB = template;
  }
  admin = await adminToken(app);
});
after(() => app.close());

test('the sample leaves, and nothing staff wrote or changed goes with it', async () => {
  const left = await call(app, 'GET', '/api/settings/sample', { token: admin });
  assert.equal(left.status, 200);
  assert.ok(
    left.body.posts > 5 && left.body.admission_rounds === 2 && left.body.applications > 0,
    JSON.stringify(left.body),
  );
  const content = (await login(app, await makeUser({ role: 'content' }))).token;
  assert.equal((await call(app, 'GET', '/api/settings/sample', { token: content })).status, 403);
  assert.equal(
    (await call(app, 'POST', '/api/settings/sample/clear', { token: content, body: { confirm: true } })).status,
    403,
  );

  const notice = await Board.findOne({ where: { enName: 'notice' } });
  const samplePosts = await Post.findAll({ where: { boardId: notice!.id }, order: [['id', 'ASC']] });
  const [edited, untouched] = samplePosts;
  await edited.update({ title: '직원이 고친 공지' });
  const written = await call(app, 'POST', '/api/posts', {
    token: admin,
    body: { boardEnName: 'notice', title: '직원이 쓴 공지', content: '<p>실제 공지</p>' },
  });
  assert.equal(written.status, 201, JSON.stringify(written.body));
  const applicant = await Application.findOne({ order: [['id', 'ASC']] });
  await applicant!.update({ memo: '직원 메모' });
  assert.match(await (await fetch(`${app.baseUrl}/board/notice`)).text(), new RegExp(untouched.title));

  const unconfirmed = await call(app, 'POST', '/api/settings/sample/clear', { token: admin, body: {} });
  assert.equal(unconfirmed.status, 400);
  assert.equal(unconfirmed.body.errors.confirm, '샘플 내용을 지우려면 확인이 필요합니다.');
  assert.equal(await Post.count({ where: { boardId: notice!.id } }), samplePosts.length + 1, 'nothing removed yet');

  const cleared = await call(app, 'POST', '/api/settings/sample/clear', { token: admin, body: { confirm: true } });
  assert.equal(cleared.status, 200, JSON.stringify(cleared.body));
  assert.equal(cleared.body.posts, left.body.posts - 1);
  assert.equal(cleared.body.applications, left.body.applications - 1);
  assert.equal(cleared.body.admission_rounds, 1, 'the round of the application staff changed stays');

  const titles = (await Post.findAll({ where: { boardId: notice!.id } })).map((p) => p.title).sort();
  assert.deepEqual(titles, ['직원이 고친 공지', '직원이 쓴 공지']);
  assert.deepEqual(
    (await Application.findAll()).map((a) => a.id),
    [applicant!.id],
  );
  assert.equal(await AdmissionRound.count(), 1);
  assert.equal(await Popup.count(), 0);
  const orphans = await app.sequelize.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM files WHERE owner_type = 'post' AND owner_id NOT IN (SELECT id FROM posts)`,
    { type: QueryTypes.SELECT },
  );
  assert.equal(orphans[0].n, 0, "the removed posts' files went with them");
  const page = await (await fetch(`${app.baseUrl}/board/notice`)).text();
  assert.doesNotMatch(page, new RegExp(untouched.title), 'the public list shows the change at once');
  assert.match(page, /직원이 쓴 공지/);

  const [entry] = await app.sequelize.query<{ detail: { removed: Record<string, number> } }>(
    `SELECT detail FROM audit_logs WHERE action = 'settings.sample.clear' AND detail ? 'removed'`,
    { type: QueryTypes.SELECT },
  );
  assert.equal(entry.detail.removed.posts, cleared.body.posts);
  const again = await call(app, 'GET', '/api/settings/sample', { token: admin });
  assert.equal(again.body.total, 0);
});
