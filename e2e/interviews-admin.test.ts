// 면접 시간표 in the browser: an 입학 담당 opens the round's 면접 시간표, previews a timetable
// for the applicants in 면접 in two rooms, applies it, and opens the room's printable timetable and sign-in sheet
// (with the 증명사진); the applicant's look-up at 375 px then shows their own slot. Each screen passes axe.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { AdmissionRound, Application, MailOutbox } from '../db/models/index.js';
import { addSeoulDays, formatDateTime, toSeoulLocalInput } from '../domain/time.js';
import { defaultFiles, submitForm, validFields } from '../server/api/applications/fixtures.js';
import { makeUser, testNow } from '../server/test/support.js';
import { axe } from './axe-run.js';
import { DESKTOP, PHONE, loginInPage, screenshot, startE2E, type E2E } from './support.js';

const PASS = 'slot-e2e-2027';
let e2e: E2E;
let roundId: number;
const receiptNos: string[] = [];

before(async () => {
  e2e = await startE2E({ seed: false });
  const names = ['김하늘', '이바다', '박산들', '최가람', '정누리', '강보라'];
  for (const [i, name] of names.entries()) {
    const fields = validFields({ name, email: `iv${i}@example.com`, password: PASS, passwordConfirm: PASS });
    const r = await submitForm(e2e.app, fields, await defaultFiles());
    assert.equal(r.status, 201, JSON.stringify(r.body));
    receiptNos.push(r.body.receiptNo);
  }
  await Application.update({ status: 'interview' }, { where: {} });
  roundId = (await Application.findOne())!.roundId!;
});
after(() => e2e.close());

test('the timetable is previewed, applied and printed; the look-up at 375 px shows the slot', async () => {
  const staff = await makeUser({ role: 'admissions' });
  const { page, consoleErrors } = await e2e.newPage(DESKTOP);
  await page.goto('/');
  await loginInPage(page, staff.loginId, staff.password, staff.otpSecret);
  await page.goto(`/admin/rounds/${roundId}/interviews`);
  await page.getByText('아직 시간표가 없습니다').waitFor();

  const day = toSeoulLocalInput(addSeoulDays(testNow(), 5)).slice(0, 10);
  await page.getByTestId('schedule-start').fill(`${day}T10:00`);
  await page.getByLabel('1인당 면접 시간 (분)').fill('15');
  await page.getByLabel('면접실 1 이름').fill('본관 301호');
  await page.getByLabel('면접실 1 중국어 이름').fill('本馆 301室');
  await page.getByRole('button', { name: '면접실 더하기' }).click();
  await page.getByLabel('면접실 2 이름').fill('본관 302호');
  await page.getByRole('button', { name: '휴식 더하기' }).click();
  await page.getByLabel('휴식 1 시작').fill(`${day}T10:15`);
  await page.getByLabel('휴식 1 끝').fill(`${day}T10:30`);
  await page.getByRole('button', { name: '미리보기' }).click();
  const preview = page.getByTestId('schedule-preview');
  await preview.waitFor();
  assert.equal(await preview.getByTestId('slot-row').count(), 6);
  // Three per room: 10:00, then the break, 10:30 and 10:45.
  assert.match(await preview.innerText(), /10:30 ~ 10:45/);
  assert.doesNotMatch(await preview.innerText(), /10:15 ~ 10:30/);
  assert.equal(await Application.count({ where: { interviewPlace: '본관 301호' } }), 0, 'the preview writes nothing');
  await screenshot(page, 'interviews-preview-1440');

  await page.getByRole('button', { name: '확정하고 안내 메일 보내기' }).click();
  await page.getByText('6명에게 안내 메일을 보냈습니다').waitFor();
  await page.getByTestId('room-1').waitFor();
  assert.equal(await page.getByTestId('room-0').getByTestId('slot-row').count(), 3);
  assert.deepEqual(await axe(page), []);
  await screenshot(page, 'interviews-applied-1440');

  // The printouts: the room's timetable and the sign-in sheet with photos, without the admin's frame.
  await page.goto(`/admin/rounds/${roundId}/interviews/print?room=0&sheet=timetable`);
  const sheet = page.getByTestId('interview-print');
  await sheet.waitFor();
  assert.match(await sheet.innerText(), /면접 시간표 · 본관 301호/);
  assert.equal(await sheet.locator('tbody tr').count(), 3);
  assert.deepEqual(await axe(page), []);
  await page.emulateMedia({ media: 'print' });
  await screenshot(page, 'interviews-print-timetable');
  await page.emulateMedia({ media: 'screen' });
  await page.goto(`/admin/rounds/${roundId}/interviews/print?room=0&sheet=signin`);
  await page.getByRole('table', { name: '면접 서명부' }).waitFor();
  assert.equal(await page.locator('img.photo').count(), 3, 'every applicant’s photo');
  assert.deepEqual(await axe(page), []);
  await page.emulateMedia({ media: 'print' });
  await screenshot(page, 'interviews-print-signin');
  assert.deepEqual(consoleErrors, []);

  // The applicant's look-up at 375 px shows their own slot and room.
  const first = (await Application.findOne({ where: { receiptNo: receiptNos[0]! } }))!;
  const applicant = await e2e.newPage(PHONE);
  await applicant.page.goto('/receipt/lookup?by=receipt');
  await applicant.page.fill('#f-receiptNo', first.receiptNo);
  await applicant.page.fill('#f-password', PASS);
  await applicant.page.getByRole('button', { name: '조회하기' }).click();
  const result = applicant.page.getByTestId('lookup-result');
  await result.waitFor();
  const text = await result.innerText();
  assert.ok(text.includes(first.interviewPlace!), `the room (${first.interviewPlace})`);
  assert.match(text, /\d\d:\d\d ~ \d\d:\d\d/);
  const noSideways = await applicant.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  assert.ok(noSideways, 'no sideways scroll at 375 px');
  assert.deepEqual(await axe(applicant.page), []);
  await screenshot(applicant.page, 'interviews-lookup-375');
  assert.deepEqual(applicant.consoleErrors, []);
});

test('at 375 px the 면접 시간표 works; moving a round’s date asks whether to tell its applicants', async () => {
  const staff = await makeUser({ role: 'admissions' });
  const { page, consoleErrors } = await e2e.newPage(PHONE);
  await page.goto('/');
  await loginInPage(page, staff.loginId, staff.password, staff.otpSecret);
  await page.goto(`/admin/rounds/${roundId}/interviews`);
  await page.getByTestId('room-0').waitFor();
  const noSideways = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  assert.ok(noSideways, 'the tables scroll inside their own boxes');
  assert.deepEqual(await axe(page), []);
  await screenshot(page, 'interviews-admin-375');

  const before = (await AdmissionRound.findByPk(roundId))!.toRound();
  // Two hours later, on the whole minute (the form's input keeps no milliseconds).
  const moved = new Date(Math.floor((new Date(before.announceAt).getTime() + 2 * 3_600_000) / 60_000) * 60_000);
  await page.goto(`/admin/rounds/${roundId}`);
  const announce = page.getByLabel('합격자 발표');
  await announce.waitFor();
  await announce.fill(`${toSeoulLocalInput(moved)}:00`);
  await page.getByRole('button', { name: '저장' }).click();
  const dialog = page.getByRole('dialog', { name: '일정이 바뀝니다' });
  await dialog.waitFor();
  const said = await dialog.innerText();
  assert.ok(said.includes('6명'), said);
  assert.ok(said.includes(`합격자 발표: ${formatDateTime(before.announceAt)} → ${formatDateTime(moved)}`), said);
  assert.deepEqual(await axe(page), []);
  await screenshot(page, 'round-date-change-dialog-375');
  const mailsBefore = await MailOutbox.count({ where: { kind: 'round.changed' } });
  await dialog.getByRole('button', { name: '지원자에게 알리고 저장' }).click();
  await page.waitForURL(/\/admin\/rounds$/);
  const after = (await AdmissionRound.findByPk(roundId))!.toRound();
  assert.equal(after.announceAt, moved.toISOString());
  assert.equal(after.dateChanges?.announceAt?.notified, true);
  assert.equal((await MailOutbox.count({ where: { kind: 'round.changed' } })) - mailsBefore, 6);
  assert.deepEqual(consoleErrors, []);

  // The application page tells of the change above the form, at 375 px.
  const visitor = await e2e.newPage(PHONE);
  await visitor.page.goto('/receipt');
  const notice = visitor.page.getByTestId('round-changed');
  await notice.waitFor();
  assert.ok((await notice.innerText()).includes(`→ ${formatDateTime(moved)}`));
  assert.deepEqual(await axe(visitor.page), []);
  await screenshot(visitor.page, 'receipt-round-changed-375');
});
