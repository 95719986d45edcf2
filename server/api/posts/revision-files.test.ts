// Restoring a post revision brings back its attachments: a file the post stops using is retired,
// not deleted, and served to no one; restoring the revision that had it re-links it in its place; a file gone for
// good is named in Korean and the rest still come back.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { adminToken, call, startTestApp, type TestApp } from '../../test/support.js';
import { pdfBytes, upload } from '../../test/upload.js';

let app: TestApp;
let admin: string;
before(async () => {
  app = await startTestApp();
  admin = await adminToken(app);
});
after(() => app.close());

const names = (post: Record<string, any>) => (post.attachments as { name: string }[]).map((a) => a.name);
const fileStatus = async (id: number) => (await fetch(`${app.baseUrl}/files/${id}`)).status;

test('a restored revision re-links its attachments; a purged one is named', async () => {
  const up = async (name: string) => (await upload(app, admin, [{ name, bytes: pdfBytes(name) }])).body.id as number;
  const [guide, form, rules] = [await up('모집요강.pdf'), await up('지원서 양식.pdf'), await up('장학 규정.pdf')];
  const made = await call(app, 'POST', '/api/posts', {
    token: admin,
    body: { boardEnName: 'notice', title: '2027 모집 안내', content: '<p>첫 안내</p>', attachmentIds: [guide, form] },
  });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  const id = made.body.id as number;
  const edit = await call(app, 'PUT', `/api/posts/${id}`, {
    token: admin,
    body: { content: '<p>고친 안내</p>', attachmentIds: [rules], version: made.body.version },
  });
  assert.deepEqual(names(edit.body), ['장학 규정.pdf']);
  // The dropped files are kept for the revisions, downloadable by no one.
  assert.equal(await fileStatus(guide), 404);
  assert.equal(await fileStatus(rules), 200);

  const revisions = await call<{ id: number; attachments: { id: number; name: string }[] }[]>(
    app,
    'GET',
    `/api/posts/${id}/revisions`,
    { token: admin },
  );
  assert.deepEqual(
    revisions.body.map((r) => r.attachments.map((a) => a.name)),
    [['장학 규정.pdf'], ['모집요강.pdf', '지원서 양식.pdf']],
  );
  const [second, first] = revisions.body.map((r) => r.id);
  const restored = await call(app, 'POST', `/api/posts/${id}/revisions/${first}/restore`, { token: admin });
  assert.equal(restored.status, 200, JSON.stringify(restored.body));
  assert.deepEqual(restored.body.missingAttachments, []);
  assert.equal(restored.body.warning, undefined);
  const shown = await call(app, 'GET', `/api/posts/${id}`, { token: admin });
  assert.equal(shown.body.content, '<p>첫 안내</p>');
  assert.deepEqual(names(shown.body), ['모집요강.pdf', '지원서 양식.pdf'], 'in their order');
  assert.equal(await fileStatus(guide), 200);
  assert.equal(await fileStatus(rules), 404);
  const view = await (await fetch(`${app.baseUrl}/board/notice/${id}`)).text();
  assert.match(view, /모집요강\.pdf/);
  assert.doesNotMatch(view, /장학 규정\.pdf/);

  // A file deleted for good (by hand here) cannot come back: the answer says which, the post keeps the rest.
  await app.sequelize.query('DELETE FROM files WHERE id = $id', { bind: { id: rules } });
  const again = await call(app, 'POST', `/api/posts/${id}/revisions/${second}/restore`, { token: admin });
  assert.equal(again.status, 200, JSON.stringify(again.body));
  assert.deepEqual(again.body.missingAttachments, ['장학 규정.pdf']);
  assert.equal(again.body.warning, '첨부파일 1개는 이미 완전히 지워져 되살리지 못했습니다: 장학 규정.pdf');
  const after2 = await call(app, 'GET', `/api/posts/${id}`, { token: admin });
  assert.equal(after2.body.content, '<p>고친 안내</p>');
  assert.deepEqual(names(after2.body), []);
});
