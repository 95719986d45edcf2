// A sign-up form (설명회) as a visitor on a phone (375 px): with JavaScript off, the form posts to the server and the
// answer page says confirmed, then waitlisted once the seats are taken; the seats left show; a wrong answer comes
// back with its message beside the field and what was typed kept. With JavaScript on, the same. axe finds nothing.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { call, login, makeUser, advanceClock } from '../server/test/support.js';
import { axe } from './axe-run.js';
import { PHONE, screenshot, startE2E, syncClock, type E2E } from './support.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E({ seed: false });
  const { token } = await login(e2e.app, await makeUser({ role: 'admissions' }));
  const res = await call(e2e.app, 'POST', '/api/forms', {
    token,
    body: {
      title: '2027학년도 MBA 입학설명회',
      slug: 'mba-info',
      description: '12월 5일(토) 14:00, 본관 3층 세미나실에서 MBA 과정과 전형을 안내합니다.',
      fields: [
        { key: 'name', label: '성명', type: 'text', required: true },
        { key: 'email', label: '이메일', type: 'email', required: true },
        { key: 'phone', label: '휴대전화', type: 'tel', required: false },
        { key: 'session', label: '참석 회차', type: 'radio', required: true, options: ['1부 14:00', '2부 16:00'] },
        { key: 'topics', label: '궁금한 점', type: 'checkbox', required: false, options: ['전형', '장학금', '학사'] },
        { key: 'track', label: '관심 과정', type: 'select', required: false, options: ['MBA', '박사'] },
        { key: 'note', label: '남기실 말씀', type: 'textarea', required: false },
      ],
      capacity: 1,
      consentText:
        '수집 항목: 성명, 이메일, 휴대전화\n목적: 설명회 참석 확인과 안내\n보유기간: 설명회 후 90일\n동의를 거부할 수 있으며, 거부하면 신청할 수 없습니다.',
      retentionDays: 90,
      askMarketing: true,
    },
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
});
after(() => e2e.close());

async function fill(page: import('playwright-core').Page, who: string) {
  await page.fill('#f-name', who);
  await page.fill('#f-email', `${who}@example.com`);
  await page.getByLabel('1부 14:00').check();
  await page.getByLabel('장학금').check();
  await page.getByLabel(/개인정보 수집·이용에 동의합니다/).check();
}

for (const javaScriptEnabled of [false, true]) {
  test(
    `at 375 px with JavaScript ${javaScriptEnabled ? 'on' : 'off'}: sign up, and the page says so`,
    { timeout: 90_000 },
    async () => {
      const context = await e2e.browser.newContext({
        viewport: PHONE,
        locale: 'ko-KR',
        timezoneId: 'Asia/Seoul',
        baseURL: e2e.app.baseUrl,
        javaScriptEnabled,
      });
      if (javaScriptEnabled) await syncClock(context);
      const page = await context.newPage();
      await page.goto('/forms/mba-info');
      const seats = await page.locator('.signup-seats').innerText();
      if (!javaScriptEnabled) {
        assert.equal(seats, '남은 자리 1석 (정원 1석)');
        await screenshot(page, 'forms-nojs-375');
        await fill(page, 'kim');
        advanceClock(4000);
        await page.getByRole('button', { name: '신청하기' }).click();
        await page.getByText('신청이 확정되었습니다.').waitFor();
        await screenshot(page, 'forms-done-nojs-375');
        // The same address again: the form comes back with the server's message and what was typed kept.
        await page.goto('/forms/mba-info');
        await fill(page, 'kim');
        advanceClock(4000);
        await page.getByRole('button', { name: '신청하기' }).click();
        await page.getByText('이 이메일 주소로 이미 신청하셨습니다', { exact: false }).waitFor();
        assert.equal(await page.inputValue('#f-name'), 'kim');
        assert.ok(await page.getByLabel('장학금').isChecked());
      } else {
        // axe runs in the page: with JavaScript on only (the markup is the same).
        assert.equal(seats, '남은 자리 0석 (정원 1석)');
        assert.match(await page.locator('.signup-full').innerText(), /대기자로 접수/);
        assert.deepEqual(await axe(page), []);
        await screenshot(page, 'forms-full-js-375');
        await fill(page, 'kim');
        advanceClock(4000);
        await page.getByRole('button', { name: '신청하기' }).click();
        await page.getByText('이 이메일 주소로 이미 신청하셨습니다', { exact: false }).waitFor();
        assert.deepEqual(await axe(page), []);
        await page.fill('#f-email', 'lee@example.com');
        await page.getByLabel(/개인정보 수집·이용에 동의합니다/).check();
        advanceClock(4000);
        await page.getByRole('button', { name: '신청하기' }).click();
        await page.getByText('정원이 차서 대기자로 접수되었습니다.').waitFor();
        assert.deepEqual(await axe(page), []);
        await screenshot(page, 'forms-done-js-375');
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= 375, `no sideways scroll (${width})`);
      }
      await context.close();
    },
  );
}
