// 게시 전 승인 against a real PostgreSQL and SMTP server: an editor marked 게시 전 승인 publishes a page and a post →
// 202 and the public HTML stays as it was; approvers get the request by mail and see the text diff; 승인 makes the
// page and the post public; 반려 needs a comment, mails it to the editor and leaves the page alone; a request's own
// author cannot decide it (a page group in 사이트 설정 makes an approver ask too); other roles get 403; a scheduled
// publish that needs approval waits past its time and goes out at 승인.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { MailOutbox } from '../../../db/models/index.js';
import { settleAuditWrites } from '../../audit/middleware.js';
import { createPublisher } from '../../cache/publish.js';
import { startMailWorker, type MailWorker } from '../../mail/worker.js';
import { publishDuePages } from '../../stored-pages/schedule.js';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.js';
import { advanceClock, call, login, makeUser, startTestApp, testNowMs, type TestApp } from '../../test/support.js';

let app: TestApp;
let smtp: TestSmtp;
let worker: MailWorker;
const tokens = { super: '', content: '', editor: '', admissions: '' };
const emails = { super: '', content: '', editor: '' };

async function inbox() {
  while (await MailOutbox.count({ where: { status: 'pending' } })) await worker.runOnce();
  const got = smtp.delivered.map((d) => ({
    to: d.envelopeTo.join(','),
    subject: d.mail.subject ?? '',
    text: d.mail.text ?? '',
  }));
  smtp.delivered.length = 0;
  return got;
}

async function idOf(path: string): Promise<number> {
  const [row] = await app.sequelize.query<{ id: number }>(`SELECT id FROM pages WHERE path = $path`, {
    type: QueryTypes.SELECT,
    bind: { path },
  });
  return row.id;
}
const html = async (path: string) => (await call<string>(app, 'GET', path)).body;
const as = (who: keyof typeof tokens) => ({ token: tokens[who] });
async function draft(who: keyof typeof tokens, id: number, words: string) {
  const { version } = (await call(app, 'GET', `/api/pages/${id}`, as(who))).body;
  const body = { version, content: `<section class="content-section"><h2>안내</h2><p>${words}</p></section>` };
  const res = await call(app, 'PUT', `/api/pages/${id}`, { ...as(who), body });
  assert.equal(res.status, 200, JSON.stringify(res.body));
}

before(async () => {
  smtp = await startTestSmtp();
  app = await startTestApp({ smtpUrl: smtp.url });
  worker = startMailWorker({ sequelize: app.sequelize, smtpUrl: smtp.url, from: 'web@school.example.ac.kr' });
  const superadmin = await makeUser({ role: 'superadmin' });
  const content = await makeUser({ role: 'content' });
  const editor = await makeUser({ role: 'content' });
  const admissions = await makeUser({ role: 'admissions' });
  tokens.super = (await login(app, superadmin)).token;
  tokens.content = (await login(app, content)).token;
  tokens.admissions = (await login(app, admissions)).token;
  [emails.super, emails.content, emails.editor] = [superadmin, content, editor].map((u) => u.user.email as string);
  // 관리자 계정: the 최고관리자 marks the department assistant's account 게시 전 승인.
  const marked = await call(app, 'PUT', `/api/staff/${editor.user.id}`, {
    ...as('super'),
    body: { approvalRequired: true },
  });
  assert.equal(marked.status, 200, JSON.stringify(marked.body));
  assert.equal(marked.body.approvalRequired, true);
  const bad = await call(app, 'PUT', `/api/staff/${editor.user.id}`, {
    ...as('super'),
    body: { approvalRequired: 'y' },
  });
  assert.equal(bad.status, 400);
  assert.match(bad.body.errorMessage, /게시 전 승인/);
  tokens.editor = (await login(app, editor)).token;
});
after(async () => {
  await worker.stop();
  await app.close();
  await smtp.close();
});

describe('a page', () => {
  let pageId: number;
  let approvalId: number;
  test('an editor who must ask publishes: 202, the public page unchanged, approvers mailed, audited', async () => {
    pageId = await idOf('/introduce/education');
    const publicBefore = await html('/introduce/education');
    await draft('editor', pageId, '승인을 기다리는 새 교육이념');
    const res = await call(app, 'POST', `/api/pages/${pageId}/publish`, { ...as('editor'), body: {} });
    assert.equal(res.status, 202, JSON.stringify(res.body));
    assert.equal(res.body.approval, 'pending');
    assert.equal(typeof res.body.id, 'number');
    approvalId = res.body.id as number;
    assert.equal(await html('/introduce/education'), publicBefore);
    const page = await call(app, 'GET', `/api/pages/${pageId}`, as('editor'));
    assert.equal(page.body.approval.status, 'pending');
    assert.equal(page.body.approval.statusLabel, '승인 대기 중');
    assert.equal(page.body.hasDraft, true, 'the words wait in the draft');
    const mails = await inbox();
    const to = mails.filter((m) => m.subject.startsWith('[승인 요청]')).map((m) => m.to);
    assert.ok(to.includes(emails.super) && to.includes(emails.content), to.join(' '));
    assert.ok(!to.includes(emails.editor), 'not to the one who asked');
    assert.match(mails[0].text, /교육이념/);
    assert.match(mails[0].text, new RegExp(`/admin/approvals/${approvalId}/show`));
    await settleAuditWrites();
    const [audit] = await app.sequelize.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_logs WHERE action = 'approvals.request' AND record_id = '${approvalId}'`,
      { type: QueryTypes.SELECT },
    );
    assert.equal(audit.n, 1);
  });

  test('the queue: approvers see it with the diff; the editor only their own; other roles 403', async () => {
    const list = await call<any[]>(app, 'GET', '/api/approvals?filter={"status":"pending"}', as('super'));
    assert.equal(list.status, 200);
    assert.match(list.headers.get('content-range') ?? '', /^approvals 0-\d+\/\d+$/);
    const mine = list.body.find((a) => a.id === approvalId);
    assert.equal(mine.kind, 'page');
    assert.equal(mine.place, '/introduce/education');
    assert.ok(mine.diff.some((r: any) => r.kind !== 'same' && /승인을 기다리는/.test(r.right ?? '')));
    const one = await call(app, 'GET', `/api/approvals/${approvalId}`, as('content'));
    assert.equal(one.status, 200);
    assert.match(one.body.proposed.content, /승인을 기다리는 새 교육이념/);
    assert.doesNotMatch(one.body.current.content, /승인을 기다리는/);
    const own = await call<any[]>(app, 'GET', '/api/approvals', as('editor'));
    assert.equal(own.status, 200);
    assert.ok(own.body.length >= 1 && own.body.every((a) => a.requestedBy === own.body[0].requestedBy));
    assert.ok(((await call(app, 'GET', '/api/dashboard', as('super'))).body.approvalsWaiting as number) >= 1);
    assert.equal((await call(app, 'GET', '/api/dashboard', as('editor'))).body.approvalsWaiting, null);
    const denied = await call(app, 'GET', '/api/approvals', as('admissions'));
    assert.equal(denied.status, 403);
    const editorDecides = await call(app, 'POST', `/api/approvals/${approvalId}/approve`, as('editor'));
    assert.equal(editorDecides.status, 403);
    assert.match(editorDecides.body.errorMessage, /승인하거나 반려할 수 있습니다/);
    const admissionsDecides = await call(app, 'POST', `/api/approvals/${approvalId}/approve`, as('admissions'));
    assert.equal(admissionsDecides.status, 403);
  });

  test('승인 publishes it: the public page changes, the editor is mailed, the request is done', async () => {
    const res = await call(app, 'POST', `/api/approvals/${approvalId}/approve`, as('super'));
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.status, 'approved');
    assert.match(await html('/introduce/education'), /승인을 기다리는 새 교육이념/);
    const page = await call(app, 'GET', `/api/pages/${pageId}`, as('editor'));
    assert.equal(page.body.hasDraft, false);
    assert.equal(page.body.approval.status, 'approved');
    const mails = await inbox();
    assert.deepEqual(
      mails.map((m) => [m.to, m.subject]),
      [[emails.editor, '[승인] 교육이념']],
    );
    assert.match(mails[0].text, /지금 게시되었습니다/);
    const again = await call(app, 'POST', `/api/approvals/${approvalId}/approve`, as('content'));
    assert.equal(again.status, 409);
    assert.match(again.body.errorMessage, /이미 처리된/);
  });

  test('반려 needs a comment, mails it to the editor, and the page stays as it is', async () => {
    const id = await idOf('/introduce/greeting');
    const publicBefore = await html('/introduce/greeting');
    await draft('editor', id, '반려될 인사말');
    const asked = await call(app, 'POST', `/api/pages/${id}/publish`, { ...as('editor'), body: {} });
    assert.equal(asked.status, 202);
    await inbox();
    const empty = await call(app, 'POST', `/api/approvals/${asked.body.id}/reject`, {
      ...as('content'),
      body: { comment: '  ' },
    });
    assert.equal(empty.status, 400);
    assert.match(empty.body.errorMessage, /반려 사유를 입력해 주세요/);
    const res = await call(app, 'POST', `/api/approvals/${asked.body.id}/reject`, {
      ...as('content'),
      body: { comment: '연락처가 빠졌습니다. 넣어서 다시 올려 주세요.' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.status, 'rejected');
    assert.equal(await html('/introduce/greeting'), publicBefore);
    const page = await call(app, 'GET', `/api/pages/${id}`, as('editor'));
    assert.equal(page.body.approval.status, 'rejected');
    assert.equal(page.body.approval.comment, '연락처가 빠졌습니다. 넣어서 다시 올려 주세요.');
    const mails = await inbox();
    assert.equal(mails.length, 1);
    assert.equal(mails[0].to, emails.editor);
    assert.match(mails[0].subject, /^\[반려\]/);
    assert.match(mails[0].text, /연락처가 빠졌습니다/);
    await settleAuditWrites();
    const actions = await app.sequelize.query<{ action: string; status: number | null }>(
      `SELECT action, status FROM audit_logs WHERE resource = 'approvals' AND record_id = '${asked.body.id}' ORDER BY id`,
      { type: QueryTypes.SELECT },
    );
    assert.deepEqual(
      actions.map((a) => `${a.action} ${a.status ?? ''}`.trim()),
      ['approvals.request', 'approvals.reject 400', 'approvals.reject 200'],
    );
  });

  test('a page group in 사이트 설정 makes an approver ask too, and nobody decides their own request', async () => {
    const set = await call(app, 'PUT', '/api/settings', {
      ...as('super'),
      body: { approvalPagePrefixes: ['/department/'] },
    });
    assert.equal(set.status, 200, JSON.stringify(set.body));
    const wrong = await call(app, 'PUT', '/api/settings', { ...as('super'), body: { approvalPagePrefixes: ['x'] } });
    assert.equal(wrong.status, 400);
    assert.match(wrong.body.errorMessage, /\/로 시작하는 페이지 주소/);
    const id = await idOf('/department/roadmap');
    await draft('content', id, '학과 로드맵 개정');
    const asked = await call(app, 'POST', `/api/pages/${id}/publish`, { ...as('content'), body: {} });
    assert.equal(asked.status, 202, JSON.stringify(asked.body));
    const own = await call(app, 'POST', `/api/approvals/${asked.body.id}/approve`, as('content'));
    assert.equal(own.status, 403);
    assert.match(own.body.errorMessage, /자기가 올린 승인 요청/);
    const ownReject = await call(app, 'POST', `/api/approvals/${asked.body.id}/reject`, {
      ...as('content'),
      body: { comment: '스스로 반려' },
    });
    assert.equal(ownReject.status, 403);
    // A 최고관리자 publishes under the prefix directly, and approves the request.
    assert.equal((await call(app, 'POST', `/api/approvals/${asked.body.id}/approve`, as('super'))).status, 200);
    assert.match(await html('/department/roadmap'), /학과 로드맵 개정/);
    await inbox();
  });

  test('a scheduled publish that needs approval waits past its time, says so, and goes out at 승인', async () => {
    const id = await idOf('/entrance/recruit');
    const publicBefore = await html('/entrance/recruit');
    await draft('editor', id, '예약했지만 승인을 기다린 모집요강');
    const at = new Date(testNowMs() + 60_000);
    const asked = await call(app, 'POST', `/api/pages/${id}/publish`, {
      ...as('editor'),
      body: { at: at.toISOString() },
    });
    assert.equal(asked.status, 202, JSON.stringify(asked.body));
    assert.match(asked.body.message, /예약 시각이 되어도 승인 전에는 게시되지 않고/);
    const page = await call(app, 'GET', `/api/pages/${id}`, as('editor'));
    assert.equal(page.body.scheduledAt, null, 'nothing is scheduled before 승인');
    assert.equal(new Date(page.body.approval.publishAt).getTime(), at.getTime());
    advanceClock(2 * 60_000);
    assert.equal(await publishDuePages(app.sequelize, createPublisher(app.sequelize, app.events)), 0);
    assert.equal(await html('/entrance/recruit'), publicBefore);
    const requested = (await inbox()).find((m) => m.subject.startsWith('[승인 요청]'));
    assert.match(requested?.text ?? '', /승인 전에는 게시되지 않습니다/);
    assert.equal((await call(app, 'POST', `/api/approvals/${asked.body.id}/approve`, as('super'))).status, 200);
    assert.match(await html('/entrance/recruit'), /예약했지만 승인을 기다린 모집요강/);
    await inbox();
  });
});

describe('a post', () => {
  test('a new post and an edit of a public one wait for approval; 승인 shows it, 반려 leaves it', async () => {
    const created = await call(app, 'POST', '/api/posts', {
      ...as('editor'),
      body: { boardEnName: 'notice', title: '학과 세미나 안내', content: '<p>12월 세미나를 엽니다.</p>' },
    });
    assert.equal(created.status, 202, JSON.stringify(created.body));
    assert.equal(created.body.approval, 'pending');
    const postId = created.body.postId as number;
    assert.equal((await call(app, 'GET', `/board/notice/${postId}`)).status, 404);
    assert.doesNotMatch(await html('/board/notice'), /학과 세미나 안내/);
    const post = await call(app, 'GET', `/api/posts/${postId}`, as('editor'));
    assert.equal(post.body.isDraft, true);
    assert.equal(post.body.approval.status, 'pending');
    const shown = await call(app, 'GET', `/api/approvals/${created.body.id}`, as('super'));
    assert.equal(shown.body.kind, 'post');
    assert.ok(shown.body.diff.some((r: any) => r.kind === 'added' && /12월 세미나/.test(r.right)));
    assert.equal((await call(app, 'POST', `/api/approvals/${created.body.id}/approve`, as('super'))).status, 200);
    assert.match(await html(`/board/notice/${postId}`), /12월 세미나를 엽니다/);
    await inbox();

    // An edit of the public post: held, the public post exactly as it was, and 반려 keeps it so.
    const { version } = (await call(app, 'GET', `/api/posts/${postId}`, as('editor'))).body;
    const edit = await call(app, 'PUT', `/api/posts/${postId}`, {
      ...as('editor'),
      body: { version, content: '<p>세미나가 취소되었습니다.</p>' },
    });
    assert.equal(edit.status, 202, JSON.stringify(edit.body));
    const publicNow = await html(`/board/notice/${postId}`);
    assert.match(publicNow, /12월 세미나를 엽니다/);
    assert.doesNotMatch(publicNow, /취소되었습니다/);
    const rejected = await call(app, 'POST', `/api/approvals/${edit.body.id}/reject`, {
      ...as('super'),
      body: { comment: '취소 공지는 행정실에서 따로 올립니다.' },
    });
    assert.equal(rejected.status, 200);
    assert.match(await html(`/board/notice/${postId}`), /12월 세미나를 엽니다/);
    const mails = await inbox();
    assert.deepEqual(
      mails.filter((m) => m.subject.startsWith('[반려]')).map((m) => m.to),
      [emails.editor],
    );
    assert.match(mails.find((m) => m.subject.startsWith('[반려]'))?.text ?? '', /행정실에서 따로/);
  });

  test('a board that requires approval holds an approver’s post too, not a 최고관리자’s', async () => {
    const boards = await call<any[]>(app, 'GET', '/api/boards', as('super'));
    const board = boards.body.find((b) => b.enName === 'special_notice');
    const set = await call(app, 'PUT', `/api/boards/${board.id}`, { ...as('super'), body: { approvalRequired: true } });
    assert.equal(set.status, 200);
    assert.equal(set.body.approvalRequired, true);
    const body = { boardEnName: 'special_notice', title: '특강 안내', content: '<p>특강</p>' };
    assert.equal((await call(app, 'POST', '/api/posts', { ...as('content'), body })).status, 202);
    assert.equal((await call(app, 'POST', '/api/posts', { ...as('super'), body })).status, 201);
    await inbox();
  });
});
