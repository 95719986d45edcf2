// 접속기록 점검 in the browser: a 최고관리자 opens 보안 › 접속기록 점검, reads last month's four lists with their
// counts, signs the month off with a note and finds it among the past sign-offs; a 입학 담당 has no such menu.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { CreationAttributes } from 'sequelize';
import { ApplicationAccessLog } from '../db/models/index.js';
import { formatReviewMonth, reviewMonthOf, type ReviewMonth } from '../domain/access-review.js';
import { seoulMidnight } from '../domain/time.js';
import { makeUser, testNow, type TestUser } from '../server/test/support.js';
import { DESKTOP, PHONE, expectCount, loginInPage, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
let last: ReviewMonth;
let reviewer: TestUser;
before(async () => {
  e2e = await startE2E();
  const cur = reviewMonthOf(testNow());
  last = cur.m === 1 ? { y: cur.y - 1, m: 12 } : { y: cur.y, m: cur.m - 1 };
  const at = (d: number, h: number, min = 0) => seoulMidnight(last.y, last.m, d, h, min);
  const [staff, reader, content] = [
    await makeUser({ role: 'admissions' }),
    await makeUser({ role: 'admissions' }),
    await makeUser({ role: 'content' }),
  ];
  reviewer = await makeUser({ role: 'superadmin' });
  const by = (u: TestUser) => ({ userId: u.user.id, userLogin: u.loginId, userName: u.user.name, ip: '10.0.0.7' });
  const rows: CreationAttributes<ApplicationAccessLog>[] = [
    { ...by(staff), action: 'view', applicationId: 1, receiptNo: '2027-1-0001', detail: {}, createdAt: at(3, 21, 15) },
    {
      ...by(staff),
      action: 'export',
      applicationId: null,
      receiptNo: null,
      detail: { reason: '입학전형위원회 서류심사 회의 자료', format: 'xlsx', count: 12 },
      createdAt: at(6, 9),
    },
    { ...by(content), action: 'view', applicationId: 2, receiptNo: '2027-1-0002', detail: {}, createdAt: at(7, 10) },
  ];
  for (let i = 1; i <= 51; i++)
    rows.push({
      ...by(reader),
      action: 'view',
      applicationId: 100 + i,
      receiptNo: null,
      detail: {},
      createdAt: at(5, 10, i),
    });
  await ApplicationAccessLog.bulkCreate(rows);
});
after(() => e2e.close());

test('a 최고관리자 reads last month’s findings, signs the month off with a note, and sees it kept', async () => {
  const { page, consoleErrors } = await e2e.newPage(DESKTOP);
  await page.goto('/');
  await loginInPage(page, reviewer.loginId, reviewer.password);
  await page.goto('/admin');
  await page.locator('[data-nav="접속기록 점검"]').click();
  await page.waitForURL(/\/admin\/access-review/);
  const label = `${last.y}년 ${last.m}월`;
  await page
    .getByRole('combobox', { name: '점검할 달' })
    .filter({ hasText: `${label} · 점검 전` })
    .waitFor();
  await page.getByTestId('summary').filter({ hasText: label }).waitFor();
  const counts = { offHours: '1건', heavyViewing: '1건', exports: '1건', outsideRole: '1건' };
  for (const [kind, text] of Object.entries(counts))
    assert.equal(await page.getByTestId(`count-${kind}`).innerText(), text, kind);
  const heavy = page.getByRole('table', { name: '하루 50건 초과 열람' });
  assert.match(await heavy.innerText(), /51건/);
  await page.getByRole('table', { name: '업무시간 외 접근 (08:00~20:00 외)' }).getByText('21:15').waitFor();
  await page.getByRole('cell', { name: '입학전형위원회 서류심사 회의 자료' }).waitFor();
  await page.getByRole('cell', { name: '역할에 지원서 열람 권한 없음' }).waitFor();
  await page.getByText('아직 점검을 마친 달이 없습니다.').waitFor();
  await screenshot(page, 'admin-access-review-1440');

  const sign = page.getByRole('button', { name: '점검 완료 서명' });
  assert.equal(await sign.isDisabled(), true, 'no sign-off without a note');
  await page
    .getByLabel('점검 의견')
    .fill('업무시간 외 접근 1건은 원서 마감일 야간 근무로 확인함. 콘텐츠 담당 접근은 권한 회수 요청.');
  await sign.click();
  await page.getByText(`${label} 점검을 완료했습니다.`).waitFor();
  const kept = page.getByTestId('signed-off');
  await kept.waitFor();
  assert.match(await kept.innerText(), /점검을 마쳤습니다/);
  assert.match(await kept.innerText(), /서명 당시 건수: 업무시간 외 접근 \(08:00~20:00 외\) 1건/);
  const past = page.getByRole('table', { name: '지난 점검 기록' });
  await past.getByText('권한 회수 요청', { exact: false }).waitFor();
  await expectCount(past.locator('tbody tr'), 1, 'one signed month');
  await page.getByRole('combobox', { name: '점검할 달' }).filter({ hasText: '점검 완료' }).waitFor();
  await screenshot(page, 'admin-access-review-signed-1440');
  assert.deepEqual(consoleErrors, []);

  const phone = await e2e.newPage(PHONE);
  await phone.page.goto('/');
  await loginInPage(phone.page, reviewer.loginId, reviewer.password);
  await phone.page.goto(`/admin/access-review?month=${formatReviewMonth(last)}`);
  await phone.page.getByTestId('signed-off').waitFor();
  await phone.page.getByRole('list', { name: '하루 50건 초과 열람' }).getByText('51건').waitFor();
  const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 375, `no sideways scrolling on a phone (${width}px)`);
  await screenshot(phone.page, 'admin-access-review-375');
});

test('a 입학 담당 has no 보안 menu and no review screen', async () => {
  const admissions = await makeUser({ role: 'admissions' });
  const { page } = await e2e.newPage(DESKTOP);
  await page.goto('/');
  await loginInPage(page, admissions.loginId, admissions.password);
  await page.goto('/admin');
  await page.locator('[data-nav="원서접수 관리"]').waitFor();
  await expectCount(page.locator('[data-nav="접속기록 점검"]'), 0, 'no review menu');
  await page.goto('/admin/access-review');
  await expectCount(page.getByRole('combobox', { name: '점검할 달' }), 0, 'no review screen');
});
