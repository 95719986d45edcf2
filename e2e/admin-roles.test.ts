// The admin as each staff role: a 홍보·콘텐츠 담당 sees the boards, popups and professors and no
// applicant anywhere, not even by typing the address; an 입학 담당 sees the applications and reads the boards without
// a way to change them; neither sees the site settings. At 375 px (the menu in its drawer) and 1440 px.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { Application } from '../db/models/index.js';
import type { StaffRole } from '../domain/roles.js';
import { makeUser } from '../server/test/support.js';
import { DESKTOP, expectCount, loginInPage, PHONE, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
/** Every sample applicant's name and e-mail: none may show on a content account's screen. */
let applicants: string[];
before(async () => {
  e2e = await startE2E();
  applicants = (await Application.findAll()).flatMap((a) => [a.name, a.email]);
  assert.ok(applicants.includes('王丽'), 'the sample has applicants');
});
after(() => e2e.close());

const MENU = ['대시보드', '게시판 관리', '휴지통', '원서접수 관리', '팝업 관리', '교수진 관리', '사이트 설정'];
const VIEWPORTS = [PHONE, DESKTOP];

/** A fresh account of `role`, logged in on a page of this width, on the admin's dashboard. */
async function staffPage(role: StaffRole, viewport: { width: number; height: number }) {
  const u = await makeUser({ role });
  const opened = await e2e.newPage(viewport);
  await opened.page.goto('/');
  await loginInPage(opened.page, u.loginId, u.password, u.otpSecret);
  await opened.page.goto('/admin');
  await opened.page.getByText('최근 게시글').first().waitFor();
  return opened;
}

/** The menu items shown (opening the drawer on a phone first). */
async function menuItems(page: Page, viewport: { width: number }): Promise<string[]> {
  if (viewport.width < 600) await page.getByRole('button', { name: '메뉴 열기' }).click();
  await expectCount(page.locator('[data-nav="대시보드"]'), 1, 'the menu');
  const shown = await page.locator('[data-nav]').evaluateAll((els) => els.map((el) => el.getAttribute('data-nav')));
  if (viewport.width < 600) await page.keyboard.press('Escape');
  return MENU.filter((label) => shown.includes(label));
}

const bodyText = (page: Page) => page.locator('body').innerText();

async function waitForScreen(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.MuiLinearProgress-root, [role="progressbar"]'));
}

describe('홍보·콘텐츠 담당', () => {
  for (const viewport of VIEWPORTS) {
    test(`at ${viewport.width} px: boards, popups and professors in the menu; no applications, no settings`, async () => {
      const { page, consoleErrors } = await staffPage('content', viewport);
      assert.deepEqual(await menuItems(page, viewport), [
        '대시보드',
        '게시판 관리',
        '휴지통',
        '팝업 관리',
        '교수진 관리',
      ]);
      // The dashboard counts applications but offers no way to them.
      await page.getByText('새 원서접수').waitFor();
      // (Links found by their text: on a phone the closing drawer keeps the page aria-hidden for a moment.)
      assert.equal(await page.locator('#main-content a', { hasText: '원서접수 관리' }).count(), 0);
      assert.equal(await page.locator('#main-content a', { hasText: '팝업 관리' }).count(), 1);
      const text = await bodyText(page);
      assert.deepEqual(
        applicants.filter((a) => text.includes(a)),
        [],
      );
      await screenshot(page, `admin-roles-content-dashboard-${viewport.width}`);
      assert.deepEqual(consoleErrors, []);
    });
  }

  test('typing the applications or settings address shows no applicant and no settings', async () => {
    for (const viewport of VIEWPORTS) {
      const { page } = await staffPage('content', viewport);
      const one = await Application.findOne({ where: { name: '王丽' } });
      for (const path of ['/admin/applications', `/admin/applications/${one!.id}/show`, '/admin/etc/settings']) {
        await page.goto(path);
        // Screens of another role read 권한 없음, never "not found".
        await page.getByText('이 페이지에 접근할 권한이 없습니다.').waitFor();
        await waitForScreen(page);
        const text = await bodyText(page);
        assert.deepEqual(
          applicants.filter((a) => text.includes(a)),
          [],
          path,
        );
        assert.ok(!text.includes('연락처 (홈페이지 아래쪽)'), `${path} shows the settings`);
      }
      await screenshot(page, `admin-roles-content-no-settings-${viewport.width}`);
    }
  });

  test('writes on the boards: the create button and bulk delete are there', async () => {
    const { page } = await staffPage('content', DESKTOP);
    await page.goto('/admin/boards/content?boardEnName=notice');
    await page.getByRole('link', { name: '글쓰기' }).waitFor();
    await page.goto('/admin/boards');
    await page.getByRole('link', { name: '게시판 만들기' }).waitFor();
  });
});

describe('입학 담당', () => {
  for (const viewport of VIEWPORTS) {
    test(`at ${viewport.width} px: applications and boards in the menu, no popups and no settings`, async () => {
      const { page, consoleErrors } = await staffPage('admissions', viewport);
      assert.deepEqual(await menuItems(page, viewport), ['대시보드', '게시판 관리', '원서접수 관리', '교수진 관리']);
      await page.getByRole('link', { name: '원서접수 관리' }).first().waitFor();
      await screenshot(page, `admin-roles-admissions-dashboard-${viewport.width}`);
      await page.goto('/admin/applications');
      await page.getByText('王丽').first().waitFor();
      await screenshot(page, `admin-roles-admissions-applications-${viewport.width}`);
      assert.deepEqual(consoleErrors, []);
    });

    test(`at ${viewport.width} px: the boards and their posts are read-only`, async () => {
      const { page, consoleErrors } = await staffPage('admissions', viewport);
      await page.goto('/admin/boards');
      await page.getByText('읽기 전용', { exact: true }).waitFor();
      await waitForScreen(page);
      assert.equal(await page.getByRole('link', { name: '게시판 만들기' }).count(), 0);
      assert.equal(await page.getByRole('link', { name: '설정' }).count(), 0);
      await screenshot(page, `admin-roles-admissions-boards-${viewport.width}`);

      await page.goto('/admin/boards/content?boardEnName=notice');
      await page.getByText('읽기 전용입니다.').first().waitFor();
      await waitForScreen(page);
      assert.equal(await page.getByRole('link', { name: '글쓰기' }).count(), 0);
      assert.equal(await page.locator('input[type="checkbox"]').count(), 0, 'no rows to select for bulk delete');
      await screenshot(page, `admin-roles-admissions-posts-${viewport.width}`);

      // A post opens read-only: its fields locked, no save and no delete.
      await page
        .locator(viewport.width < 600 ? '#main-content li' : '#main-content tbody tr')
        .first()
        .click();
      await page.waitForURL(/\/admin\/boards\/content\/\d+\?/);
      await page.getByText('글 보기').first().waitFor();
      await waitForScreen(page);
      for (const label of ['제목', '상단 고정(공지)', '게시일'])
        assert.ok(await page.getByLabel(label).first().isDisabled(), `${label} is locked`);
      assert.equal(await page.locator('[contenteditable="true"]').count(), 0, 'the text cannot be edited');
      assert.equal(await page.getByRole('button', { name: '저장' }).count(), 0);
      assert.equal(await page.getByRole('button', { name: '삭제' }).count(), 0);
      await screenshot(page, `admin-roles-admissions-post-${viewport.width}`);

      await page.goto('/admin/boards/content/create?boardEnName=notice');
      await page.getByText('새 글을 쓸 권한이 없습니다.').waitFor();
      assert.deepEqual(consoleErrors, []);
    });
  }
});
