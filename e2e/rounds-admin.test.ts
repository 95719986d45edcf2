// 모집 일정 in the admin: an 입학 담당 (with the second factor) creates next year's round at phone and desktop width,
// with quotas, a fee, an interview and a document made required, all date-times typed in Seoul time; the list shows
// it as 예정 and 모집요강 (/entrance/recruit) then names it with its dates. A 홍보·콘텐츠 담당 has no 모집 일정 menu
// and no such screen.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { AdmissionRound } from '../db/models/index.js';
import { windowText } from '../domain/rounds.js';
import { seoulParts } from '../domain/time.js';
import { makeUser, testNow } from '../server/test/support.js';
import { DESKTOP, expectCount, loginInPage, screenshot, startE2E, type E2E } from './support.js';

const PHONE = { width: 390, height: 844 };

let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(() => e2e.close());

async function staffPage(role: 'admissions' | 'content', viewport: { width: number; height: number }) {
  const u = await makeUser({ role });
  const opened = await e2e.newPage(viewport);
  await opened.page.goto('/');
  await loginInPage(opened.page, u.loginId, u.password, u.otpSecret);
  await opened.page.goto('/admin');
  await opened.page.getByText('최근 게시글').first().waitFor();
  return opened;
}

/** Next year's round, one month apart per viewport so the two never overlap. */
function roundFor(width: number) {
  const y = seoulParts(testNow()).y + 1;
  const m = width < 600 ? '10' : '09';
  return {
    name: `${y + 1}학년도 전기 ${width}px 모집`,
    nameZh: `${y + 1}年春季入学 ${width}px 招生`,
    term: `${y + 1}-1`,
    start: `${y}-${m}-01T09:00:00`,
    end: `${y}-${m}-20T23:59:59`,
    announce: `${y}-${m}-28T10:00:00`,
    interviewStart: `${y}-${m}-24T10:00:00`,
    interviewEnd: `${y}-${m}-24T17:00:00`,
  };
}

async function fillRound(page: Page, r: ReturnType<typeof roundFor>) {
  await page.getByLabel('모집명 (한국어)').fill(r.name);
  await page.getByLabel('모집명 (中文)').fill(r.nameZh);
  await page.getByLabel('학기').fill(r.term);
  await page.getByLabel('접수 시작').fill(r.start);
  await page.getByLabel('접수 마감').fill(r.end);
  await page.getByLabel('합격자 발표').fill(r.announce);
  await page.getByLabel('중소기업경영학과 인원').fill('25');
  await page.getByLabel('모집 인원', { exact: true }).fill('30');
  await page.getByLabel('TOPIK 성적표 필수').check();
  await page.getByLabel('전형료를 받습니다').check();
  await page.getByLabel('전형료 (원)').fill('70000');
  await page.getByLabel('납부 방법 (한국어)').fill('신한은행 100-035-123456 (예금주 중소기업대학원)');
  await page.getByLabel('면접 일정이 있습니다').check();
  await page.getByLabel('면접 시작').fill(r.interviewStart);
  await page.getByLabel('면접 종료').fill(r.interviewEnd);
  await page.getByLabel('면접 장소·방법 (한국어)').fill('창업관 3층 세미나실');
  await page.getByLabel('면접 장소·방법 (中文)').fill('视频面试');
  await page.getByLabel('안내문 (한국어)').fill('원서는 온라인으로만 받습니다.');
}

for (const viewport of [DESKTOP, PHONE]) {
  describe(`입학 담당 at ${viewport.width} px`, () => {
    test('creates next year’s round; the list says 예정 and 모집요강 names it with its Seoul dates', async () => {
      const { page, consoleErrors } = await staffPage('admissions', viewport);
      if (viewport === DESKTOP) await expectCount(page.locator('[data-nav="모집 일정"]'), 1, 'the 모집 일정 menu');
      const r = roundFor(viewport.width);
      await page.goto('/admin/rounds/create');
      await page.getByText('접수 기간과 발표 (서울 시각)').waitFor();
      await fillRound(page, r);
      await screenshot(page, `rounds-admin-form-${viewport.width}`);
      await page.getByRole('button', { name: '저장' }).click();
      await page.waitForURL(/\/admin\/rounds$/);
      await page.getByText(r.name).first().waitFor();
      await page.getByText('예정').first().waitFor();
      await screenshot(page, `rounds-admin-list-${viewport.width}`);

      const row = await AdmissionRound.findOne({ where: { name: r.name } });
      assert.ok(row, 'the round was saved');
      const round = row.toRound();
      assert.equal(round.applyStartAt, new Date(`${r.start}+09:00`).toISOString(), 'typed in Seoul time');
      assert.equal(round.applyEndAt, new Date(`${r.end}+09:00`).toISOString(), 'seconds kept');
      assert.equal(round.nameZh, r.nameZh);
      assert.equal(round.term, r.term);
      assert.equal(round.fee?.amount, 70000);
      assert.equal(round.interview?.place.zh, '视频面试');
      assert.equal(round.interview?.startAt, new Date(`${r.interviewStart}+09:00`).toISOString());
      const master = round.tracks.find((t) => t.track === 'master')!;
      assert.equal(master.departments.find((d) => d.slug === 'small_business')?.quota, 25);
      assert.equal(round.tracks.find((t) => t.track === 'china_mba')?.quota, 30);
      assert.equal(round.documents.china_mba?.find((d) => d.kind === 'topik')?.required, true);
      assert.equal(round.notice.ko, '원서는 온라인으로만 받습니다.');

      // Editing keeps what is not touched: the window still ends at :59 seconds after a name change.
      await page.goto(`/admin/rounds/${round.id}`);
      await page.getByLabel('모집명 (한국어)').fill(`${r.name} (수정)`);
      await page.getByRole('button', { name: '저장' }).click();
      await page.waitForURL(/\/admin\/rounds$/);
      await page.getByText(`${r.name} (수정)`).first().waitFor();
      await row.reload();
      assert.equal(row.toRound().applyEndAt, round.applyEndAt);
      assert.equal(row.toRound().fee?.amount, 70000);

      await page.goto('/entrance/recruit');
      const text = await page.locator('main').innerText();
      assert.ok(text.includes(`${r.name} (수정)`), `모집요강 names the round: ${text.slice(0, 400)}`);
      assert.ok(text.includes(windowText(round)), `모집요강 gives its dates ${windowText(round)}`);
      await screenshot(page, `rounds-admin-recruit-${viewport.width}`);
      assert.deepEqual(consoleErrors, []);
    });
  });
}

describe('홍보·콘텐츠 담당', () => {
  test('has no 모집 일정 menu and no such screen', async () => {
    const { page } = await staffPage('content', DESKTOP);
    await expectCount(page.locator('[data-nav="대시보드"]'), 1, 'the menu');
    assert.equal(await page.locator('[data-nav="모집 일정"]').count(), 0);
    await page.goto('/admin/rounds');
    // A screen of another role reads 권한 없음, not "not found".
    await page.getByText('이 페이지에 접근할 권한이 없습니다.').waitFor();
    await page.getByText('권한 없음', { exact: true }).waitFor();
    assert.equal(await page.getByText('모집 일정 만들기').count(), 0);
  });
});
