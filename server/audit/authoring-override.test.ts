// The publish gate of the authoring checks on every content type: a save that would publish
// warnings answers 409 with them; `acknowledgeWarnings` from anyone but a 최고관리자 is 403 and writes nothing; a
// 최고관리자's acknowledged save goes through and the audit log names the warnings passed over.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { StoredFile } from '../../db/models/index.js';
import { addSeoulDays, seoulDay } from '../../domain/time.js';
import { settleAuditWrites } from './middleware.js';
import { call, login, makeUser, startTestApp, testNow, testNowMs, type TestApp } from '../test/support.js';
import { SHORT_POLICY } from '../test/privacy-text.js';

let app: TestApp;
let superadmin: string;
let content: string;
before(async () => {
  app = await startTestApp();
  superadmin = (await login(app, await makeUser({ role: 'superadmin' }))).token;
  content = (await login(app, await makeUser({ role: 'content' }))).token;
});
after(() => app.close());

const VAGUE =
  '<h2>모집 안내</h2><p>원서는 <a href="/receipt">여기</a>에서 냅니다. <span style="color:#aaaaaa">마감 임박</span></p>';
const iso = (h: number) => new Date(testNowMs() + h * 3600_000).toISOString();

async function overrides(action: string, recordId: number) {
  return app.sequelize.query<{ actor_role: string; detail: { warnings: { code: string; item: string }[] } }>(
    'SELECT actor_role, detail FROM audit_logs WHERE action = $action AND record_id = $id',
    { type: QueryTypes.SELECT, bind: { action, id: String(recordId) } },
  );
}

async function count(table: string): Promise<number> {
  const [row] = await app.sequelize.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`, {
    type: QueryTypes.SELECT,
  });
  return row.n;
}

/** The three answers of one write: 409 with the warnings, 403 for a content staff member, 2xx for a 최고관리자. */
async function gate(method: string, path: string, body: Record<string, unknown>, table: string) {
  const before = await count(table);
  const warned = await call(app, method, path, { token: superadmin, body });
  assert.equal(warned.status, 409, JSON.stringify(warned.body));
  assert.match(warned.body.errorMessage, /^접근성 점검에서 경고 \d건이 나왔습니다/);
  const refused = await call(app, method, path, { token: content, body: { ...body, acknowledgeWarnings: true } });
  assert.equal(refused.status, 403);
  assert.match(refused.body.errorMessage, /최고관리자만 할 수 있습니다/);
  assert.equal(await count(table), before, 'nothing written');
  const done = await call(app, method, path, { token: superadmin, body: { ...body, acknowledgeWarnings: true } });
  assert.ok(done.status === 200 || done.status === 201, JSON.stringify(done.body));
  return { warnings: warned.body.warnings as { code: string; item: string; message: string }[], done };
}

test('a post with a vague link and an HWP without its PDF: 409, 403, then published and audited; a pale colour is dropped', async () => {
  const hwp = await StoredFile.create({
    ownerType: null,
    ownerId: null,
    name: '입학원서.hwp',
    mime: 'application/x-hwp',
    size: 3,
    sha256: createHash('sha256').update('hwp').digest('hex'),
    width: null,
    height: null,
    data: Buffer.from('hwp'),
    thumb: null,
    createdBy: null,
  });
  const body = { boardEnName: 'notice', title: '2027학년도 모집', content: VAGUE, attachmentIds: [hwp.id] };
  const { warnings, done } = await gate('POST', '/api/posts', body, 'posts');
  assert.deepEqual(
    warnings.map((w) => [w.code, w.item]),
    [
      ['link-text', '6.4.3 적절한 링크 텍스트'],
      ['hwp-without-pdf', '8.2.1 웹 애플리케이션 접근성 준수'],
    ],
  );
  // The editor's palette is all the policy keeps: the pale grey never reaches the page, so it needs no warning.
  assert.doesNotMatch(done.body.content, /aaaaaa/);
  assert.match(warnings[1].message, /첨부파일 "입학원서\.hwp"은\(는\) 한글 프로그램이 있어야 열립니다/);
  const [row] = await overrides('posts.warnings.acknowledge', done.body.id);
  assert.equal(row.actor_role, 'superadmin');
  assert.deepEqual(
    row.detail.warnings.map((w) => w.code),
    ['link-text', 'hwp-without-pdf'],
  );
  // A draft is not public: it saves without a word; fixing the post needs no override.
  const draft = await call(app, 'POST', '/api/posts', {
    token: content,
    body: { boardEnName: 'notice', title: '초안', content: VAGUE, isDraft: true },
  });
  assert.equal(draft.status, 201);
  const fixed = await call(app, 'PUT', `/api/posts/${done.body.id}`, {
    token: content,
    body: {
      version: (await call(app, 'GET', `/api/posts/${done.body.id}`, { token: content })).body.version,
      content: '<p>원서는 <a href="/receipt">온라인 원서접수</a>에서 냅니다.</p>',
      attachmentIds: [],
    },
  });
  assert.equal(fixed.status, 200, JSON.stringify(fixed.body));
});

test('a popup whose link reads as its bare address: 409, 403, then saved and audited', async () => {
  const body = {
    title: '입학설명회',
    body: '<p><a href="https://example.ac.kr/info">https://example.ac.kr/info</a></p>',
    startAt: iso(-1),
    endAt: iso(24),
  };
  const { warnings, done } = await gate('POST', '/api/popups', body, 'popups');
  assert.deepEqual(
    warnings.map((w) => w.code),
    ['link-text'],
  );
  assert.match(warnings[0].message, /링크 글자가 주소 .* 그대로입니다/);
  assert.equal((await overrides('popups.warnings.acknowledge', done.body.id)).length, 1);
  // 감사 기록 names the flag in Korean beside the popup's own fields (the entry is written once the answer has gone).
  await settleAuditWrites();
  const logs = await call(
    app,
    'GET',
    `/api/audit-logs?filter=${encodeURIComponent(JSON.stringify({ action: 'popups.create' }))}`,
    {
      token: superadmin,
    },
  );
  assert.ok(
    logs.body.some((l: { changedFieldLabels: string[] }) =>
      l.changedFieldLabels.includes('접근성 경고를 무시하고 게시'),
    ),
    JSON.stringify(logs.body.map((l: { changedFieldLabels: string[] }) => l.changedFieldLabels)),
  );
});

/** The version a page's save starts from (edit conflicts). */
const pageVersion = async (id: number) =>
  (await call(app, 'GET', `/api/pages/${id}`, { token: content })).body.version as number;

test('a page publish with a skipped heading: 409, 403, then published and audited; errors still refuse (400)', async () => {
  const [page] = await app.sequelize.query<{ id: number }>(`SELECT id FROM pages WHERE path = '/introduce/greeting'`, {
    type: QueryTypes.SELECT,
  });
  const draft = await call(app, 'PUT', `/api/pages/${page.id}`, {
    token: content,
    body: { content: '<h2>인사말</h2><h4>원장</h4><p>환영합니다.</p>', version: await pageVersion(page.id) },
  });
  assert.equal(draft.status, 200);
  assert.deepEqual(
    draft.body.warnings.map((w: { code: string }) => w.code),
    ['heading-skip'],
  );
  const { warnings } = await gate('POST', `/api/pages/${page.id}/publish`, {}, 'pages');
  assert.deepEqual(
    warnings.map((w) => w.code),
    ['heading-skip'],
  );
  assert.equal((await overrides('pages.warnings.acknowledge', page.id)).length, 1);
  await call(app, 'PUT', `/api/pages/${page.id}`, {
    token: content,
    body: { content: '<p><img src="/files/1"></p>', version: await pageVersion(page.id) },
  });
  const refused = await call(app, 'POST', `/api/pages/${page.id}/publish`, {
    token: superadmin,
    body: { acknowledgeWarnings: true },
  });
  assert.equal(refused.status, 400);
  assert.match(refused.body.errorMessage, /대체 텍스트가 없습니다/);
});

test('a privacy policy version with a table without header cells: 409, 403, then saved and audited', async () => {
  const body = {
    effectiveOn: seoulDay(addSeoulDays(testNow(), 20)),
    content: `${SHORT_POLICY}<h2>제4조 처리 위탁</h2><table><tr><td>수탁자</td><td>업무</td></tr></table>`,
  };
  const { warnings, done } = await gate('POST', '/api/privacy-versions', body, 'privacy_versions');
  assert.deepEqual(
    warnings.map((w) => [w.code, w.message]),
    [['table-header', '첫 번째 표에 제목 셀(th)이 없습니다. (5.3.1 표의 구성)']],
  );
  assert.equal((await overrides('privacy-versions.warnings.acknowledge', done.body.id)).length, 1);
  // Moving its 시행일 leaves the text as it was: no second warning.
  const moved = await call(app, 'PUT', `/api/privacy-versions/${done.body.id}`, {
    token: content,
    body: { ...done.body, effectiveOn: seoulDay(addSeoulDays(testNow(), 21)) },
  });
  assert.equal(moved.status, 200, JSON.stringify(moved.body));
});
