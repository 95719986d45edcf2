// The round's interview period moved after the timetable was made, in the browser: the 입학 담당 moves 면접 시작 and
// 면접 종료 a day later, the save's dialog offers to move the timetable by the same offset (ticked), says whom it
// mails, and saving moves every slot; unticked, the dialog says the save cannot go through while interviews lie
// outside the new period. A timetable preview past the round's interview period shows its warning. Screenshots.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { AdmissionRound, Application, MailOutbox } from '../db/models/index.js';
import { addSeoulDays, toSeoulLocalInput } from '../domain/time.js';
import { defaultFiles, submitForm, validFields } from '../server/api/applications/fixtures.js';
import { call, login, makeUser, testNow } from '../server/test/support.js';
import { axe } from './axe-run.js';
import { DESKTOP, loginInPage, screenshot, startE2E, type E2E } from './support.js';

const DAY = 86_400_000;
let e2e: E2E;
let roundId: number;
const start = addSeoulDays(testNow(), 5);
const dayOf = (d: Date) => toSeoulLocalInput(d).slice(0, 10);
const seoul = (day: string, hm: string) => new Date(`${day}T${hm}:00+09:00`).toISOString();

before(async () => {
  e2e = await startE2E({ seed: false });
  const names = ['김하늘', '이바다', '박산들', '최가람'];
  for (const [i, name] of names.entries()) {
    const r = await submitForm(e2e.app, validFields({ name, email: `sh${i}@example.com` }), await defaultFiles());
    assert.equal(r.status, 201, JSON.stringify(r.body));
  }
  // Three in 면접; the fourth has no interview.
  const ids = (await Application.findAll({ order: [['id', 'ASC']] })).map((a) => a.id);
  await Application.update({ status: 'interview' }, { where: { id: ids.slice(0, 3) } });
  roundId = (await Application.findOne())!.roundId!;
  const day = dayOf(start);
  const round = await AdmissionRound.findByPk(roundId);
  await round!.update({
    details: {
      ...round!.details,
      interview: {
        startAt: seoul(day, '09:00'),
        endAt: seoul(day, '12:00'),
        place: { ko: '본관', zh: '主楼' },
        note: { ko: '', zh: '' },
      },
    },
  });
  e2e.app.events.changedHere('rounds');
  const { token } = await login(e2e.app, await makeUser({ role: 'admissions' }));
  const res = await call(e2e.app, 'POST', `/api/rounds/${roundId}/interview-schedule`, {
    token,
    body: { startAt: seoul(day, '10:00'), slotMinutes: 30, breaks: [], rooms: [{ name: '본관 301호', nameZh: '' }] },
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
});
after(() => e2e.close());

test('moving the interview period offers to move the timetable, and saving moves every slot', async () => {
  const staff = await makeUser({ role: 'admissions' });
  const { page, consoleErrors } = await e2e.newPage(DESKTOP);
  await page.goto('/');
  await loginInPage(page, staff.loginId, staff.password, staff.otpSecret);

  // A timetable preview that runs past 12:00 warns before it is applied.
  await page.goto(`/admin/rounds/${roundId}/interviews`);
  await page.getByTestId('room-0').waitFor();
  await page.getByTestId('schedule-start').fill(`${dayOf(start)}T11:30`);
  await page.getByLabel('1인당 면접 시간 (분)').fill('30');
  await page.getByLabel('면접실 1 이름').fill('본관 301호');
  await page.getByRole('button', { name: '미리보기' }).click();
  const warning = page.getByTestId('schedule-period-warning');
  await warning.waitFor();
  assert.match(await warning.innerText(), /^시간표의 2명이 모집의 면접 기간\(.+\) 밖에 있습니다/);
  assert.ok(await page.getByRole('button', { name: '면접 기간 밖 시간을 포함해 확정' }).isVisible());
  await screenshot(page, 'interviews-period-warning-1440');

  const next = dayOf(new Date(start.getTime() + DAY));
  await page.goto(`/admin/rounds/${roundId}`);
  await page.getByLabel('면접 시작').waitFor();
  await page.getByLabel('면접 시작').fill(`${next}T09:00:00`);
  await page.getByLabel('면접 종료').fill(`${next}T12:00:00`);
  await page.getByRole('button', { name: '저장' }).click();
  const dialog = page.getByRole('dialog', { name: '일정이 바뀝니다' });
  await dialog.waitFor();
  const shift = dialog.getByLabel('면접 시간표도 +1일 옮기기 (면접이 정해진 3명)');
  assert.ok(await shift.isChecked(), 'the move is offered, ticked');
  assert.match(await dialog.innerText(), /\(3명, 면접 일정만 바뀌면 면접이 있는 지원자에게만/);
  assert.deepEqual(await axe(page), []);
  await screenshot(page, 'round-interview-shift-dialog-1440');

  await shift.uncheck();
  await dialog.getByTestId('interviews-outside').waitFor();
  assert.ok(await dialog.getByRole('button', { name: '지원자에게 알리고 저장' }).isDisabled());
  await screenshot(page, 'round-interview-shift-refused-1440');
  await shift.check();

  await dialog.getByRole('button', { name: '지원자에게 알리고 저장' }).click();
  await page.waitForURL(/\/admin\/rounds$/);
  const moved = await Application.findAll({ where: { status: 'interview' }, order: [['interviewAt', 'ASC']] });
  assert.deepEqual(
    moved.map((a) => a.interviewAt?.toISOString()),
    [seoul(next, '10:00'), seoul(next, '10:30'), seoul(next, '11:00')],
  );
  assert.equal(await MailOutbox.count({ where: { kind: 'round.changed' } }), 0, 'nobody without an interview');
  assert.equal(await MailOutbox.count({ where: { kind: 'application.interview' } }), 6, '3 at first, 3 moved');
  assert.deepEqual(consoleErrors, []);
});
