// Browser: an admin changes the phone number and uploads a new brochure at /admin/etc/settings; the next
// page load shows the new phone in the footer and the footer's link downloads the new brochure.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { makeUser } from '../server/test/support.js';
import { DESKTOP, loginInPage, PHONE, screenshot, startE2E, type E2E, expectCount } from './support.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(() => e2e.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n% 2027 brochure\ntrailer<</Root 1 0 R>>\n%%EOF\n');

test('the phone number and the brochure changed in the admin show on the next page load', async () => {
  const admin = await makeUser({ role: 'superadmin' });
  const { page, consoleErrors } = await e2e.newPage(DESKTOP);
  await page.goto('/');
  await expectCount(page.locator('footer').getByText('02-820-0990'), 1);
  await loginInPage(page, admin.loginId, admin.password, admin.otpSecret);
  await page.goto('/admin/etc/settings');
  const phone = page.getByRole('textbox', { name: '대표 전화' });
  await phone.waitFor();
  assert.equal(await phone.inputValue(), '02-820-0990');
  await phone.fill('02-820-1234');
  await page.getByRole('button', { name: '저장' }).click();
  await page.getByText('수정했습니다').or(page.getByText('저장했습니다')).first().waitFor();

  await page
    .getByTestId('brochure-file')
    .setInputFiles({ name: '2027학년도 입학 안내.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByText('현재 파일: 2027학년도 입학 안내.pdf').waitFor();
  await screenshot(page, 'settings-admin-1440');

  await page.goto('/');
  await page.locator('footer').getByText('02-820-1234').waitFor();
  const href = await page.locator('footer a[href$=".pdf"]').getAttribute('href');
  const res = await page.request.get(href ?? '/brochure.pdf');
  assert.equal(res.status(), 200);
  assert.match(res.headers()['content-disposition'] ?? '', /filename\*=UTF-8''2027%ED%95%99%EB%85%84%EB%8F%84/);
  assert.equal(Buffer.compare(await res.body(), PDF), 0);
  assert.deepEqual(consoleErrors, []);
});

test('a bad family-site address is refused with a Korean message under the field', async () => {
  const admin = await makeUser({ role: 'superadmin' });
  const { page } = await e2e.newPage(DESKTOP);
  await page.goto('/');
  await loginInPage(page, admin.loginId, admin.password, admin.otpSecret);
  await page.goto('/admin/etc/settings');
  const firstUrl = page.getByRole('textbox', { name: '주소' }).nth(1);
  await page.getByRole('textbox', { name: '대표 전화' }).waitFor();
  await page.locator('input[name="familySites.0.url"]').fill('javascript:alert(1)');
  await page.getByRole('button', { name: '저장' }).click();
  await page.getByText('http:// 또는 https://로 시작하는 주소를 입력해주세요.').first().waitFor();
  assert.ok(firstUrl);
});

test('the settings screen reads on a phone', async () => {
  const admin = await makeUser({ role: 'superadmin' });
  const { page, consoleErrors } = await e2e.newPage(PHONE);
  await page.goto('/');
  await loginInPage(page, admin.loginId, admin.password, admin.otpSecret);
  await page.goto('/admin/etc/settings');
  await page.getByRole('textbox', { name: '대표 전화' }).waitFor();
  await screenshot(page, 'settings-admin-375');
  assert.deepEqual(consoleErrors, []);
});
