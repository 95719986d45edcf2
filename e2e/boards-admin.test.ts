import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import sharp from 'sharp';
import { tinyPdf } from '../server/sample/files.js';
import { makeUser } from '../server/test/support.js';
import { DESKTOP, PHONE, loginInPage, screenshot, startE2E, type E2E, expectCount } from './support.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(() => e2e.close());

async function adminPage(viewport = DESKTOP) {
  const admin = await makeUser({ role: 'superadmin' });
  const opened = await e2e.newPage(viewport);
  await opened.page.goto('/');
  await loginInPage(opened.page, admin.loginId, admin.password, admin.otpSecret);
  return opened;
}

test('an admin writes a pinned notice with an uploaded image and a Korean-named attachment, sees it first, downloads it, edits and deletes it', async () => {
  const { page, consoleErrors } = await adminPage();
  await page.goto('/admin/boards/content?boardEnName=notice');
  await page.getByRole('link', { name: '글쓰기' }).click();
  await page.waitForURL(/\/admin\/boards\/content\/create\?boardEnName=notice/);
  // The form has replaced the list (whose search field and sort labels also say 제목).
  await page.locator('.ProseMirror').waitFor();
  await page.getByRole('textbox', { name: '제목' }).fill('브라우저로 쓴 중요 공지');
  await page.locator('.ProseMirror').click();
  await page.keyboard.type('본문에 사진을 넣습니다.');
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 20, g: 80, b: 160 } } })
    .png()
    .toBuffer();
  await page.setInputFiles('[data-testid="editor-image-input"]', {
    name: '행사 사진.png',
    mimeType: 'image/png',
    buffer: png,
  });
  // The picture goes in only with its alternative text.
  await page.getByLabel('이미지 대체 텍스트 (필수)').fill('행사 사진');
  await page.getByRole('button', { name: '이미지 넣기 확인' }).click();
  await page.locator('.ProseMirror img[src^="/files/"]').waitFor();
  await page.setInputFiles('[data-testid="attachments-input"]', {
    name: '2027학년도 모집요강(최종).pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf(['Admission guide']),
  });
  await page.getByText('2027학년도 모집요강(최종).pdf').waitFor();
  await page.getByLabel('상단 고정(공지)').check();
  await screenshot(page, 'admin-post-create-1440');
  await page.getByRole('button', { name: '저장' }).click();
  await page.waitForURL(/\/admin\/boards\/content\?boardEnName=notice$/);
  await page.getByText('브라우저로 쓴 중요 공지').waitFor();
  await screenshot(page, 'admin-post-list-1440');

  await page.goto('/board/notice');
  const firstTitle = await page.locator('.bd-table tbody tr').first().locator('.bd-subject a').innerText();
  assert.equal(firstTitle, '브라우저로 쓴 중요 공지');
  await page.locator('.bd-table tbody tr').first().locator('.bd-subject a').click();
  await page.locator('.bd-content img').waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: '2027학년도 모집요강(최종).pdf' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), '2027학년도 모집요강(최종).pdf');
  await screenshot(page, 'board-notice-detail-1440');

  await page.goto('/admin/boards/content?boardEnName=notice');
  await page.getByText('브라우저로 쓴 중요 공지').click();
  await page.waitForURL(/\/admin\/boards\/content\/\d+\?boardEnName=notice/);
  await page.locator('.ProseMirror').waitFor();
  await page.getByRole('textbox', { name: '제목' }).fill('브라우저로 고친 공지');
  await page.getByRole('button', { name: '저장' }).click();
  await page.waitForURL(/\/admin\/boards\/content\?boardEnName=notice$/);
  await page.goto('/board/notice');
  assert.equal(
    await page.locator('.bd-table tbody tr').first().locator('.bd-subject a').innerText(),
    '브라우저로 고친 공지',
  );

  await page.goto('/admin/boards/content?boardEnName=notice');
  await page.getByText('브라우저로 고친 공지').click();
  await page.getByRole('button', { name: '삭제', exact: true }).click();
  await page.getByRole('button', { name: '확인' }).click();
  await page.waitForURL(/\/admin\/boards\/content\?boardEnName=notice$/);
  await page.goto('/board/notice');
  await expectCount(page.getByText('브라우저로 고친 공지'), 0);
  assert.deepEqual(
    consoleErrors.filter((e) => !/404/.test(e)),
    [],
  );
});

test('board management lists the boards; /admin/boards/content?boardEnName=professor lights up 기타 › 교수진 관리, not 게시판 관리', async () => {
  const { page, consoleErrors } = await adminPage();
  await page.goto('/admin/boards');
  await page.getByText('공지사항').first().waitFor();
  await screenshot(page, 'admin-boards-1440');
  assert.equal(await page.locator('[data-nav="게시판 관리"]').getAttribute('aria-current'), 'page');
  await page.goto('/admin/boards/content?boardEnName=professor');
  await page.getByText('김정훈').waitFor();
  assert.equal(await page.locator('[data-nav="교수진 관리"]').getAttribute('aria-current'), 'page');
  assert.equal(await page.locator('[data-nav="게시판 관리"]').getAttribute('aria-current'), null);
  await screenshot(page, 'admin-professors-1440');
  await page.goto('/admin');
  await page.locator('[data-figure="게시글"]').waitFor();
  await screenshot(page, 'admin-dashboard-boards-1440');
  assert.deepEqual(consoleErrors, []);
});

test('admin board content on a phone', async () => {
  const { page } = await adminPage(PHONE);
  await page.goto('/admin/boards/content?boardEnName=notice');
  await page.getByText('2027학년도 전기 신입생 모집 안내').first().waitFor();
  await screenshot(page, 'admin-post-list-375');
});

test('a notice with only an HWP attachment is stopped at the attachment, before saving, until its PDF is added', async () => {
  const { page, consoleErrors } = await adminPage();
  await page.goto('/admin/boards/content/create?boardEnName=notice');
  await page.locator('.ProseMirror').waitFor();
  await page.getByRole('textbox', { name: '제목' }).fill('한글 파일만 붙인 공지');
  await page.locator('.ProseMirror').click();
  await page.keyboard.type('첨부한 신청서를 내려받으세요.');
  // A 한글 document is a compound file (the CFB signature, then its sectors).
  const cfb = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(2040)]);
  await page.setInputFiles('[data-testid="attachments-input"]', {
    name: '입학원서.hwp',
    mimeType: 'application/x-hwp',
    buffer: cfb,
  });
  const stop = page.locator('#attachments-hwp');
  await stop.waitFor();
  assert.match(await stop.innerText(), /입학원서\.hwp.*한글 프로그램이 있어야 열립니다.*입학원서\.pdf.*함께 올려/s);
  await screenshot(page, 'admin-post-hwp-only-1440');
  await page.getByRole('button', { name: '저장' }).click();
  await page.waitForTimeout(500);
  assert.match(page.url(), /\/create\?boardEnName=notice$/, 'not saved');
  await expectCount(page.getByRole('dialog'), 0, 'stopped in the form, before the server was asked');
  await page.setInputFiles('[data-testid="attachments-input"]', {
    name: '입학원서.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf(['Application form']),
  });
  await stop.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: '저장' }).click();
  await page.waitForURL(/\/admin\/boards\/content\?boardEnName=notice$/);
  await page.getByText('한글 파일만 붙인 공지').waitFor();
  assert.deepEqual(consoleErrors, []);
});
