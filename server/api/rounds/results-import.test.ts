// The results import against a real PostgreSQL: the 사정 spreadsheet as xlsx (with a title row
// above the headers) and as CSV with and without a BOM; the dry run answers the preview and changes nothing; the
// apply changes every row in one transaction with the history and the access log; a bad file is refused row by
// row, each problem a Korean sentence naming its row, and nothing of it is applied.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { QueryTypes } from 'sequelize';
import {
  AdmissionRound,
  Application,
  ApplicationAccessLog,
  ApplicationStatusChange,
} from '../../../db/models/index.js';
import { makeRound } from '../../test/rounds.js';
import { call, login, makeUser, startTestApp, testNowMs, type TestApp } from '../../test/support.js';
import { defaultFiles, submitForm, useRound, validFields } from '../applications/fixtures.js';

let app: TestApp;
let token: string;
let userId: number;
let roundId: number;
let otherNo: string;
const nos: string[] = [];

async function submit(name: string): Promise<string> {
  const r = await submitForm(app, validFields({ name, email: `${nos.length}@example.com` }), await defaultFiles());
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body.receiptNo as string;
}

before(async () => {
  app = await startTestApp({ rounds: false });
  const other = await makeRound({ name: '다른 모집', applyStartAt: -24, applyEndAt: 24 * 7, term: '2030-2' });
  app.events.changedHere('rounds');
  useRound(other.id);
  otherNo = await submit('타모집');
  const round = await makeRound({ name: '2027학년도 전기 모집', applyStartAt: -24, applyEndAt: 24 * 7 });
  app.events.changedHere('rounds');
  roundId = round.id;
  useRound(round.id);
  for (const name of ['가합격', '나불합', '다예비', '라예비', '마그대로']) nos.push(await submit(name));
  const u = await makeUser({ role: 'admissions' });
  userId = u.user.id;
  token = (await login(app, u)).token;
});
after(async () => {
  await app.close();
});

type Row = (string | number)[];
async function xlsx(rows: Row[], title = true): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('사정결과');
  if (title) sheet.addRow(['2027학년도 전기 사정 결과 (입학전형위원회)']);
  sheet.addRow(['접수번호', '성명', '결과', '예비순위', '비고']);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}
const csv = (rows: Row[], bom: boolean) =>
  Buffer.from(
    (bom ? '\uFEFF' : '') +
      ['접수번호,성명,결과,예비순위,비고', ...rows.map((r) => r.map((c) => `"${String(c)}"`).join(','))].join('\r\n'),
  );

async function importFile(bytes: Buffer, name: string, dryRun: boolean, as = token) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  if (dryRun) form.append('dryRun', 'true');
  const res = await fetch(`${app.baseUrl}/api/rounds/${roundId}/results/import`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${as}` },
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

const statuses = async () =>
  (await Application.findAll({ where: { receiptNo: nos }, order: [['id', 'ASC']] })).map((a) => [
    a.status,
    a.waitlistRank,
  ]);

describe('POST /api/rounds/:id/results/import', () => {
  test('dry run of an xlsx: the preview and summary, and nothing changes', async () => {
    const file = await xlsx([
      [nos[0]!, '가합격', '합격', '', ''],
      [nos[1]!, '나불합', '불합격', '', ''],
      [nos[2]!, '다예비', '예비', 1, '면접 점수 동점'],
      [nos[3]!, '라예비', ' 예 비 ', '2', ''],
    ]);
    const res = await importFile(file, '사정결과.xlsx', true);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body.summary, { accepted: 1, rejected: 1, waitlisted: 2, unchanged: 0, problems: 0 });
    assert.equal(res.body.windowOpen, true, 'the round still takes applications: the preview warns');
    assert.deepEqual(
      res.body.rows.map((r: any) => [r.receiptNo, r.name, r.from, r.to, r.waitlistRank, r.problem]),
      [
        [nos[0], '가합격', 'received', 'accepted', null, null],
        [nos[1], '나불합', 'received', 'rejected', null, null],
        [nos[2], '다예비', 'received', 'waitlisted', 1, null],
        [nos[3], '라예비', 'received', 'waitlisted', 2, null],
      ],
    );
    assert.equal(res.body.rows[0].line, 3, 'the title row and the header row come first');
    assert.deepEqual(
      await statuses(),
      nos.map(() => ['received', null]),
    );
    assert.equal(await ApplicationStatusChange.count({ where: { toStatus: 'accepted' } }), 0);
    const round = (await AdmissionRound.findByPk(roundId))!;
    assert.equal(round.resultsChangedAt, null);
    const log = await ApplicationAccessLog.findOne({ where: { action: 'list', userId } });
    assert.deepEqual(log?.detail, { resultsImport: 'preview', roundId, rows: 4 });
    // Nothing decided yet: nothing to confirm.
    const empty = await call(app, 'POST', `/api/rounds/${roundId}/results/confirm`, { token, body: {} });
    assert.equal(empty.status, 409);
    assert.equal(empty.body.errorMessage, '확정할 결과가 없습니다. 먼저 결과를 정하거나 가져와주세요.');
  });

  test('a bad file is refused row by row in Korean, and nothing of it is applied', async () => {
    const rows: Row[] = [
      [nos[0]!, '', '합격', '', ''],
      ['2099-9999', '', '합격', '', ''],
      [otherNo, '', '불합격', '', ''],
      [nos[0]!, '', '불합격', '', ''],
      [nos[1]!, '', '합걱', '', ''],
      [nos[2]!, '', '예비', '', ''],
      [nos[3]!, '', '예비', '1', ''],
      [nos[4]!, '', '예비', '1', ''],
    ];
    for (const dryRun of [true, false]) {
      const res = await importFile(await xlsx(rows, false), 'bad.xlsx', dryRun);
      assert.equal(res.status, dryRun ? 200 : 400, JSON.stringify(res.body));
      assert.deepEqual(res.body.summary, { accepted: 1, rejected: 0, waitlisted: 1, unchanged: 0, problems: 6 });
      assert.deepEqual(
        res.body.rows.map((r: any) => r.problem),
        [
          null,
          '3행: 접수번호 2099-9999인 지원서를 찾을 수 없습니다.',
          `4행: 접수번호 ${otherNo}(타모집)은(는) 2027학년도 전기 모집의 지원자가 아닙니다.`,
          `5행: 접수번호 ${nos[0]}이(가) 2행에도 있습니다. 한 번만 적어주세요.`,
          "6행: 결과 '합걱'은(는) 알 수 없는 값입니다. 합격, 불합격, 예비 중 하나로 적어주세요.",
          '7행: 예비에는 예비순위가 필요합니다.',
          null,
          '9행: 예비순위 1이(가) 8행과 겹칩니다.',
        ],
      );
      if (!dryRun) assert.match(res.body.errorMessage, /^문제가 있는 행이 6개 있어 아무것도 반영하지 않았습니다/);
    }
    assert.deepEqual(
      await statuses(),
      nos.map(() => ['received', null]),
    );
    assert.equal((await AdmissionRound.findByPk(roundId))!.resultsChangedAt, null);
  });

  test('a file that is no result sheet: a Korean 400 for the whole file', async () => {
    const cases: [Buffer, string, RegExp][] = [
      [Buffer.from('%PDF-1.4'), 'x.pdf', /엑셀\(\.xlsx\) 또는 CSV/],
      [Buffer.from('PK\u0003\u0004broken'), 'x.xlsx', /엑셀 파일을 읽지 못했습니다/],
      [Buffer.from('이름,점수\n홍길동,90\n'), 'x.csv', /'접수번호' 열을 찾을 수 없습니다/],
      [Buffer.from('접수번호,비고\n2027-0001,\n'), 'x.csv', /'결과' 열을 찾을 수 없습니다/],
      [Buffer.from('접수번호,결과\n'), 'x.csv', /지원자 행이 없습니다/],
    ];
    for (const [bytes, name, message] of cases) {
      const res = await importFile(bytes, name, true);
      assert.equal(res.status, 400, name);
      assert.match(res.body.errorMessage, message);
    }
    const none = await call(app, 'POST', `/api/rounds/${roundId}/results/import`, { token, body: {} });
    assert.equal(none.status, 400);
    assert.equal(none.body.errorMessage, '결과 파일을 선택해주세요.');
  });

  test('apply from a CSV with a BOM: every row with its history, access log and the round’s last change', async () => {
    const rows: Row[] = [
      [nos[0]!, '가합격', '합격', '', ''],
      [nos[1]!, '나불합', '불합격', '', '서류 미비'],
      [nos[2]!, '다예비', '예비', '1', ''],
      [nos[3]!, '라예비', '예비', '2', ''],
    ];
    const res = await importFile(csv(rows, true), '사정결과.csv', false);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.applied, 4);
    assert.equal(res.body.confirmationWithdrawn, false);
    assert.deepEqual(await statuses(), [
      ['accepted', null],
      ['rejected', null],
      ['waitlisted', 1],
      ['waitlisted', 2],
      ['received', null],
    ]);
    const history = await app.sequelize.query<{ note: string; to_status: string; changed_by: number }>(
      `SELECT h.note, h.to_status, h.changed_by FROM application_status_history h
         JOIN applications a ON a.id = h.application_id WHERE a.receipt_no IN ($1, $2) AND h.from_status IS NOT NULL
        ORDER BY a.id`,
      { bind: [nos[1], nos[2]], type: QueryTypes.SELECT },
    );
    assert.deepEqual(history, [
      { note: '결과 가져오기 · 서류 미비', to_status: 'rejected', changed_by: userId },
      { note: '결과 가져오기 · 예비순위 1', to_status: 'waitlisted', changed_by: userId },
    ]);
    assert.equal(
      await ApplicationAccessLog.count({ where: { action: 'status', userId, detail: { resultsImport: true } } }),
      4,
    );
    const round = (await AdmissionRound.findByPk(roundId))!;
    assert.equal(round.resultsChangedBy, userId);

    // The same file again without a BOM: nothing to change.
    const again = await importFile(csv(rows, false), '사정결과.csv', true);
    assert.deepEqual(again.body.summary, { accepted: 0, rejected: 0, waitlisted: 0, unchanged: 4, problems: 0 });
  });

  test('a rank already held by a 예비 the file leaves out is a problem; swapping ranks in one file is not', async () => {
    const clash = await importFile(csv([[nos[4]!, '마그대로', '예비', '2', '']], false), 'r.csv', true);
    assert.equal(
      clash.body.rows[0].problem,
      `2행: 예비순위 2은(는) 파일에 없는 예비 지원자(접수번호 ${nos[3]})의 순위와 겹칩니다.`,
    );
    const swap = await importFile(
      csv(
        [
          [nos[2]!, '', '예비', '2', ''],
          [nos[3]!, '', '예비', '1', ''],
        ],
        false,
      ),
      'swap.csv',
      false,
    );
    assert.equal(swap.status, 200, JSON.stringify(swap.body));
    assert.deepEqual((await statuses()).slice(2, 4), [
      ['waitlisted', 2],
      ['waitlisted', 1],
    ]);
  });

  test('not for 홍보·콘텐츠 담당; an unknown round is 404; announced results are not imported', async () => {
    const content = (await login(app, await makeUser({ role: 'content' }))).token;
    const file = csv([[nos[0]!, '', '합격', '', '']], false);
    assert.equal((await importFile(file, 'a.csv', true, content)).status, 403);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)]), 'a.csv');
    const missing = await fetch(`${app.baseUrl}/api/rounds/999999/results/import`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(missing.status, 404);
    await AdmissionRound.update(
      {
        applyEndAt: new Date(testNowMs() - 2000),
        announceAt: new Date(testNowMs() - 1000),
        resultsConfirmedAt: new Date(testNowMs() - 2000),
      },
      { where: { id: roundId } },
    );
    const late = await importFile(file, 'a.csv', true);
    assert.equal(late.status, 409);
    assert.match(late.body.errorMessage, /이미 발표된 모집/);
  });
});
