// 개인정보 요청 in Chromium at 375 px with JavaScript off: the Korean form (axe clean, fits the phone), a wrong
// password answered on the same page with what was typed kept, a question's asker's 삭제 request answered with its
// number and due date, the Chinese form; and the admin's 개인정보 요청 list and show screens at 375 px (axe clean, no
// sideways scroll). Screenshots under test-results/screenshots.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { axe } from './axe-run.js';
import { adminPage, openScreen } from './admin-screens.js';
import { PHONE, screenshot, startE2E, type E2E } from './support.js';
import { PASS, question } from '../server/test/privacy-requests.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E({ seed: false });
});
after(() => e2e.close());

const fitsPhone = async (page: import('playwright-core').Page) => {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= PHONE.width, `scrollWidth ${width}`);
};

/** Picks 삭제 and the question's way of proving, and fills the question's number, a password and the text. */
async function fillQuestionRequest(page: import('playwright-core').Page, qid: number, password: string) {
  await page.getByLabel('삭제', { exact: true }).check();
  await page.getByLabel(/입학상담 질문자/).check();
  await page.fill('#pr-question', String(qid));
  await page.fill('#pr-password', password);
  await page.fill('#pr-text', '제 질문과 이름, 이메일을 지워주세요.');
  await page.getByRole('button', { name: '요청하기' }).click();
}

test('at 375 px the Korean and Chinese forms and a refusal on the form pass axe and fit the phone', async () => {
  const { context, page } = await e2e.newPage(PHONE);
  const qid = await question(e2e.app, 'axe-asker@example.com');
  await page.goto('/privacy/request');
  assert.equal(await page.locator('h1').innerText(), '개인정보 열람·정정·삭제·처리정지 요청');
  assert.deepEqual(await axe(page), []);
  await fitsPhone(page);
  await screenshot(page, 'privacy-request-375');
  await fillQuestionRequest(page, qid, 'wrong-password');
  assert.equal(await page.locator('.form-error').innerText(), '비밀번호가 맞지 않습니다.');
  assert.deepEqual(await axe(page), []);
  await fitsPhone(page);
  await screenshot(page, 'privacy-request-error-375');
  await page.goto('/china/privacy/request');
  assert.equal(await page.locator('h1').innerText(), '个人信息查阅·更正·删除·停止处理申请');
  assert.deepEqual(await axe(page), []);
  await fitsPhone(page);
  await screenshot(page, 'privacy-request-zh-375');
  await context.close();
});

test('at 375 px without JavaScript: a question’s asker asks for 삭제 and gets its number and due date', async () => {
  const context = await e2e.browser.newContext({
    viewport: PHONE,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    baseURL: e2e.app.baseUrl,
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  const qid = await question(e2e.app, 'nojs-asker@example.com');
  await page.goto('/privacy/request');
  await fillQuestionRequest(page, qid, 'wrong-password');
  assert.equal(await page.locator('.form-error').innerText(), '비밀번호가 맞지 않습니다.');
  assert.equal(await page.inputValue('#pr-text'), '제 질문과 이름, 이메일을 지워주세요.', 'what was typed stays');
  await fillQuestionRequest(page, qid, PASS);
  assert.equal(await page.locator('h1').innerText(), '요청을 접수했습니다');
  const [row] = await e2e.app.sequelize.query<{ id: number; kind: string; subject: string }>(
    `SELECT id, kind, subject FROM privacy_requests WHERE email = 'nojs-asker@example.com'`,
    { type: QueryTypes.SELECT },
  );
  assert.deepEqual([row.kind, row.subject], ['delete', 'question']);
  assert.match(
    await page.locator('.page-lead').innerText(),
    new RegExp(`접수 ${row.id}번으로 요청을 접수했습니다. \\d{4}년 \\d{1,2}월 \\d{1,2}일까지`),
  );
  await screenshot(page, 'privacy-request-done-375');
  await context.close();
});

test('at 375 px the admin’s 개인정보 요청 list and show pass axe and fit the phone', async () => {
  const [one] = await e2e.app.sequelize.query<{ id: number }>(
    `SELECT id FROM privacy_requests WHERE email = 'nojs-asker@example.com'`,
    { type: QueryTypes.SELECT },
  );
  const { page, consoleErrors } = await adminPage(e2e, PHONE);
  for (const s of [
    { name: 'privacy-requests', path: '/admin/privacy-requests', ready: '입학상담 질문' },
    { name: 'privacy-request-show', path: `/admin/privacy-requests/${one.id}/show`, ready: '답변 보내기' },
  ]) {
    await openScreen(page, s);
    assert.deepEqual(await axe(page), [], s.name);
    await fitsPhone(page);
    await screenshot(page, `admin-phone-${s.name}-375`);
  }
  assert.deepEqual(consoleErrors, []);
});
