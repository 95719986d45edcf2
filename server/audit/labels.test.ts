// 감사 기록 speaks Korean: the action every admin and account route is recorded under has Korean
// words, never a code name such as auth.my.otp; a name the table does not know would read as itself.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PERSONAL_DOWNLOADS, routeParts } from '../../domain/audit-actions.js';
import { AUDIT_FIELDS, auditActionLabel } from '../../domain/audit.js';
import { fieldLabels } from '../api/audit-logs/index.js';
import { PUBLIC_ROUTES, ROLE_TABLE, urlOf } from '../test/role-table.js';

const LATIN = /[A-Za-z]/;

test('every route a staff member can call is recorded under an action with Korean words', () => {
  const rows = [
    ...ROLE_TABLE.map((r) => ({ method: r.method, url: urlOf(r) })),
    ...PUBLIC_ROUTES.map((r) => ({ method: r.method, url: urlOf({ ...r, area: null, access: 'read', ok: 200 }) })),
  ];
  const untranslated: string[] = [];
  let recorded = 0;
  for (const { method, url } of rows) {
    const path = url.replace(/^\/api/, '');
    if (method === 'GET' && !PERSONAL_DOWNLOADS.some((p) => p.test(path))) continue;
    recorded++;
    const { action } = routeParts(method, path);
    if (LATIN.test(auditActionLabel(action))) untranslated.push(`${method} ${url} → ${action}`);
  }
  assert.ok(recorded > 60, `only ${recorded} recorded routes found`);
  assert.deepEqual(untranslated, []);
});

test('the named actions and their generic parts read as Korean', () => {
  assert.equal(auditActionLabel('auth.my.otp.update'), '2단계 인증 등록');
  assert.equal(auditActionLabel('auth.my.info.update'), '회원정보 수정');
  assert.equal(auditActionLabel('rounds.results.import'), '모집 일정 결과 가져오기');
  assert.equal(auditActionLabel('trash.post.restore'), '휴지통 게시글 되살리기');
  assert.equal(auditActionLabel('posts.update'), '게시글 수정');
  // An unknown part is not dressed up as Korean: it shows as recorded.
  assert.equal(auditActionLabel('posts.frobnicate.update'), 'posts.frobnicate.update');
  assert.equal(auditActionLabel('constructor'), 'constructor');
  for (const label of Object.values(AUDIT_FIELDS)) assert.ok(!LATIN.test(label), label);
});

test("the changed fields read as Korean: 메뉴 관리's document, the fields react-admin sends back, an unknown name", () => {
  assert.deepEqual(fieldLabels({ changedFields: ['groups', 'footer', 'version', 'updatedAt'], detail: {} }), [
    '메뉴 묶음',
    '바닥글 링크',
    '편집 판 번호',
    '저장 시각',
  ]);
  assert.deepEqual(fieldLabels({ changedFields: ['id', 'createdAt', 'frobnicate', 'x_y'], detail: {} }), [
    '번호',
    '만든 시각',
    '기타 항목',
  ]);
  assert.deepEqual(fieldLabels({ changedFields: ['title'], detail: { fieldLabels: { title: '제목' } } }), ['제목']);
});
