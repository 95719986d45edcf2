// Errors where the eye is and 대리 접수 (item 5) in the browser. A round form broken on purpose
// (the deadline before the start, refused by the server; the name left empty, refused in the browser) scrolls to
// the field, focuses it, shows its message beside it and names it in the toast, at 1440 and 375 px. The 대리 접수
// form at 375 px: refused empty the same way, then keyed in full it answers the receipt number and the generated
// look-up password once; axe finds nothing.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { seoulParts } from '../domain/time.js';
import { call, login, makeUser, testNow } from '../server/test/support.js';
import { PDF, png } from '../server/api/applications/fixtures.js';
import { Application } from '../db/models/index.js';
import { DESKTOP, PHONE, loginInPage, screenshot, startE2E, type E2E } from './support.js';
import { axe } from './axe-run.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(() => e2e.close());

async function admissionsPage(viewport: { width: number; height: number }) {
  const u = await makeUser({ role: 'admissions' });
  const opened = await e2e.newPage(viewport);
  await opened.page.goto('/');
  await loginInPage(opened.page, u.loginId, u.password, u.otpSecret);
  return { ...opened, loginId: u.loginId };
}

/** The focused element's label, whether it is on screen, and the toast's text. */
async function where(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const r = el?.getBoundingClientRect();
    const label = el?.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
    return {
      label: label?.replace(/\s*\*\s*$/, '').trim() ?? null,
      onScreen: !!r && r.top >= 0 && r.bottom <= window.innerHeight,
    };
  });
}

async function toast(page: Page): Promise<string> {
  const snack = page.locator('.MuiSnackbarContent-message').last();
  await snack.waitFor();
  return (await snack.textContent()) ?? '';
}

for (const viewport of [DESKTOP, PHONE]) {
  describe(`a refused round save at ${viewport.width} px`, () => {
    test('the server refuses the deadline: the view goes to 접수 마감, its message beside it, the toast names it', async () => {
      const { page, consoleErrors } = await admissionsPage(viewport);
      const y = seoulParts(testNow()).y + 2;
      await page.goto('/admin/rounds/create');
      await page.getByText('접수 기간과 발표 (서울 시각)').waitFor();
      await page.getByLabel('모집명 (한국어)').fill(`${y}학년도 오류 확인 ${viewport.width}`);
      await page.getByLabel('모집명 (中文)').fill(`${y}年 错误 ${viewport.width}`);
      await page.getByLabel('학기').fill(`${y}-1`);
      await page.getByLabel('접수 시작').fill(`${y - 1}-09-20T09:00:00`);
      await page.getByLabel('접수 마감').fill(`${y - 1}-09-01T18:00:00`);
      await page.getByLabel('합격자 발표').fill(`${y - 1}-10-28T10:00:00`);
      await page.getByRole('button', { name: '저장' }).click();
      const message = page.getByText('접수 마감 일시는 접수 시작 일시보다 뒤여야 합니다.').first();
      await message.waitFor();
      const said = await toast(page);
      assert.match(said, /^접수 마감: 접수 마감 일시는 접수 시작 일시보다 뒤여야 합니다\.$/);
      await page
        .waitForFunction(
          () =>
            document.activeElement?.id === 'applyEndAt' || !!document.activeElement?.closest('[class*="applyEndAt"]'),
          null,
          { timeout: 5000 },
        )
        .catch(() => undefined);
      const at = await where(page);
      assert.equal(at.label, '접수 마감');
      assert.ok(at.onScreen, 'the field is in view');
      assert.ok(await message.isVisible(), 'the message beside it is in view');
      await screenshot(page, `form-errors-round-server-${viewport.width}`);
      assert.deepEqual(await axe(page), []);
      assert.deepEqual(
        consoleErrors.filter((e) => !/400|Bad Request/.test(e)),
        [],
      );
    });

    test('the browser refuses an empty name: the view goes back up to 모집명, the toast names it', async () => {
      const { page } = await admissionsPage(viewport);
      await page.goto('/admin/rounds/create');
      await page.getByText('접수 기간과 발표 (서울 시각)').waitFor();
      await page.getByLabel('학기').fill(`${seoulParts(testNow()).y + 2}-1`);
      await page.getByRole('button', { name: '저장' }).scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: '저장' }).click();
      assert.match(await toast(page), /^모집명 \(한국어\): 모집명을 입력해주세요\.$/);
      const at = await where(page);
      assert.equal(at.label, '모집명 (한국어)');
      assert.ok(at.onScreen);
      await screenshot(page, `form-errors-round-client-${viewport.width}`);
    });
  });
}

/** No transition runs (a label still moving, a menu still fading): axe reads the colours the user ends up seeing. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

describe('대리 접수 at 375 px', () => {
  test('refused empty like any form, then keyed in full: receipt number and the password once; axe finds nothing', async () => {
    const { page, consoleErrors } = await admissionsPage(PHONE);
    await page.goto('/admin/applications/proxy');
    await page.getByText('서면 원서 입력').waitFor();
    await page.locator('#proxy-round').click();
    await page.getByRole('option').first().click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await screenshot(page, 'proxy-intake-round-375');
    await page.locator('#proxy-track:not([aria-disabled="true"])').click();
    await page.getByRole('option', { name: '석사과정' }).click();
    await page.getByText('인적 사항과 학력').waitFor();
    await settled(page);
    assert.deepEqual(await axe(page), []);
    await screenshot(page, 'proxy-intake-375');

    await page.getByLabel('성명', { exact: true }).fill('서면접수');
    await page.getByRole('button', { name: '접수하기' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: '접수하기' }).click();
    assert.match(await toast(page), /^지원학과: /);
    assert.equal((await where(page)).onScreen, true);
    await screenshot(page, 'proxy-intake-refused-375');

    const essay =
      '저는 제조업 분야 중소기업에서 12년간 생산관리와 영업을 맡아 왔으며, 회사의 다음 세대 경영을 준비하기 위해 체계적인 경영학 공부가 필요하다고 느껴 지원하게 되었습니다. 현장에서 얻은 경험을 이론과 연결하고 싶습니다.';
    await page.getByLabel('지원학과').click();
    await page.getByRole('option', { name: '중소기업경영학과' }).click();
    const fill: [string, string][] = [
      ['성명', '서면접수'],
      ['영문 성명', 'SEO MYEON'],
      ['생년월일', '1980-05-05'],
      ['휴대전화', '010-3333-4444'],
      ['이메일', 'paper-desk@example.com'],
      ['우편번호', '06978'],
      ['주소', '서울특별시 동작구 상도로 369'],
      ['출신 학교', '한빛대학교'],
      ['전공', '경영학'],
      ['입학 연월', '1999-03'],
      ['졸업(예정) 연월', '2005-02'],
      ['자기소개서', essay],
      ['학업계획서', essay],
    ];
    for (const [label, value] of fill) await page.getByLabel(label, { exact: true }).fill(value);
    for (const [label, option] of [
      ['성별', '남'],
      ['학위', '학사'],
      ['졸업 구분', '졸업'],
    ] as const) {
      await page.getByLabel(label, { exact: true }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    }
    await page.locator('#proxy-photo').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await png() });
    for (const kind of ['diploma', 'transcript'])
      await page
        .locator(`#proxy-${kind}`)
        .setInputFiles({ name: `${kind}.pdf`, mimeType: 'application/pdf', buffer: PDF });
    await page.getByLabel('개인정보 수집·이용 동의').check();
    await page.getByLabel('학력조회 제3자 제공 동의').check();
    await page.getByRole('button', { name: '접수하기' }).click();
    const done = page.getByText('원서를 접수했습니다');
    await done.or(page.locator('.MuiSnackbarContent-message')).first().waitFor({ timeout: 15_000 });
    if (!(await done.isVisible())) assert.fail(`refused: ${await toast(page)}`);
    const text = (await page.locator('.MuiAlert-message').first().textContent()) ?? '';
    const receiptNo = /접수번호\s*([\d-]+)/.exec(text)?.[1];
    assert.match(text, /조회 비밀번호: [a-z2-9]{10}/);
    const a = await Application.findOne({ where: { receiptNo } });
    assert.ok(a?.keyedBy, 'kept as keyed by staff');
    await screenshot(page, 'proxy-intake-done-375');
    await settled(page);
    assert.deepEqual(await axe(page), []);
    assert.deepEqual(
      consoleErrors.filter((e) => !/400|Bad Request/.test(e)),
      [],
    );
  });
});

describe('a refused page save at 375 px', () => {
  test('an emptied title: the server’s message beside 제목, the field in view and focused, the toast names it', async () => {
    const { page } = await admissionsPage(PHONE);
    const token = (await login(e2e.app, await makeUser({ role: 'superadmin' }))).token;
    const found = await call<{ id: number }[]>(
      e2e.app,
      'GET',
      `/api/pages?filter=${encodeURIComponent('{"q":"/introduce/greeting"}')}`,
      { token },
    );
    const content = await makeUser({ role: 'content' });
    await loginInPage(page, content.loginId, content.password, content.otpSecret);
    await page.goto(`/admin/pages/${found.body[0]!.id}`);
    await page.getByText('변경 이력').first().waitFor();
    await page.locator('#page-title').fill(' ');
    await page.getByRole('button', { name: '초안 저장' }).click();
    assert.equal(await toast(page), '제목: 제목을 입력해 주세요.');
    const at = await where(page);
    assert.equal(at.label, '제목');
    assert.ok(at.onScreen);
    await screenshot(page, 'form-errors-page-375');
  });
});
