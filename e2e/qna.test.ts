// 입학상담 and 자주 묻는 질문 in a phone's browser (375 px): ask a secret question through the form, see it listed as
// 비밀글입니다 with 답변대기, open it with the password; axe finds nothing on the list, the form, the question and
// /entrance/faq, whose entries open as <details>. Screenshots: test-results/screenshots/qna-*.png.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { advanceClock, call, login, makeUser } from '../server/test/support.js';
import { axe } from './axe-run.js';
import { PHONE, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E({ seed: false });
  const { token } = await login(e2e.app, await makeUser({ role: 'content' }));
  for (const [question, category] of [
    ['야간에만 수업을 들어도 졸업할 수 있나요?', '학사'],
    ['외국인도 지원할 수 있나요?', '입학'],
  ])
    assert.equal(
      (
        await call(e2e.app, 'POST', '/api/faqs', {
          token,
          body: {
            question,
            answer: '<p>네, 가능합니다. 자세한 내용은 <a href="/entrance/recruit">모집요강</a>을 보세요.</p>',
            category,
          },
        })
      ).status,
      201,
    );
});
after(() => e2e.close());

test('a visitor asks a secret question at 375 px and opens it with the password; axe finds nothing', async () => {
  const { page, consoleErrors } = await e2e.newPage(PHONE);
  await page.goto('/board/qna');
  assert.deepEqual(await axe(page), [], '/board/qna');
  await page.getByRole('link', { name: '질문하기' }).click();
  await page.waitForURL('**/board/qna/write');
  assert.deepEqual(await axe(page), [], '/board/qna/write');
  await page.getByLabel('이름').fill('최유진');
  await page.getByLabel('이메일').fill('yujin@example.com');
  await page.getByLabel('비밀번호').fill('yujin-2027');
  await page.getByLabel('제목').fill('경력 증명서는 원본이어야 하나요?');
  await page
    .getByRole('textbox', { name: '내용 (필수)' })
    .fill('재직 중인 회사에서 발급한 사본도 제출할 수 있는지 궁금합니다.');
  assert.equal(await page.getByLabel(/^비밀글/).isChecked(), false, 'nothing is chosen for the visitor');
  assert.equal(await page.getByLabel(/^공개글/).isChecked(), false);
  await page.getByLabel(/^비밀글/).check();
  await page.getByLabel(/개인정보 수집·이용에 동의합니다/).check();
  await screenshot(page, 'qna-ask-375');
  advanceClock(4000); // a person takes longer than the minimum fill time
  await page.getByRole('button', { name: '질문 등록' }).click();
  await page.waitForURL(/\/board\/qna\/\d+\?asked=1$/);
  assert.match(await page.getByRole('status').innerText(), /질문이 등록되었습니다/);
  assert.deepEqual(await axe(page), [], 'the question before the password');

  await page.getByLabel('비밀번호').fill('wrong-one');
  await page.getByRole('button', { name: '확인' }).click();
  assert.match(await page.getByRole('alert').innerText(), /비밀번호가 맞지 않습니다/);
  await page.getByLabel('비밀번호').fill('yujin-2027');
  await page.getByRole('button', { name: '확인' }).click();
  await page.getByRole('heading', { name: '경력 증명서는 원본이어야 하나요?' }).waitFor();
  assert.match(await page.locator('.qna-body').innerText(), /사본도 제출할 수 있는지/);
  assert.match(await page.locator('.qna-answer').innerText(), /아직 답변을 준비하고 있습니다/);
  assert.deepEqual(await axe(page), [], 'the opened question');
  await screenshot(page, 'qna-opened-375');

  await page.goto('/board/qna');
  const row = page.locator('.qna-table tbody tr').first();
  assert.match(await row.innerText(), /비밀글입니다/);
  assert.match(await row.innerText(), /최\*진/);
  assert.match(await row.innerText(), /답변대기/);
  assert.ok(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    'no sideways scrolling',
  );
  await screenshot(page, 'qna-list-375');
  // The wrong password's page is answered 400 (the browser logs that load); nothing else may fail.
  assert.deepEqual(
    consoleErrors.filter((e) => !/status of 400/.test(e)),
    [],
  );
});

test('/entrance/faq groups the entries by category and opens each without JavaScript; axe finds nothing', async () => {
  const context = await e2e.browser.newContext({
    viewport: PHONE,
    locale: 'ko-KR',
    javaScriptEnabled: false,
    baseURL: e2e.app.baseUrl,
  });
  const page = await context.newPage();
  await page.goto('/entrance/faq');
  assert.deepEqual(await page.locator('.faq-group h2').allInnerTexts(), ['학사', '입학']);
  const entry = page.locator('details.faq-item').filter({ hasText: '외국인도 지원할 수 있나요?' });
  assert.equal(await entry.locator('.faq-answer').isVisible(), false);
  await entry.locator('summary').click();
  assert.equal(await entry.locator('.faq-answer').isVisible(), true);
  await screenshot(page, 'qna-faq-375');
  await context.close();
  const { page: withJs } = await e2e.newPage(PHONE);
  await withJs.goto('/entrance/faq');
  assert.deepEqual(await axe(withJs), [], '/entrance/faq');
});
