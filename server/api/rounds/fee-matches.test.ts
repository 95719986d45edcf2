// 전형료 대조 against a real PostgreSQL: a bank statement of 20 deposits (xlsx with title rows
// above the headers: 3 names with a typo, 2 with the 접수번호 in the depositor text, 2 that match nobody, and a
// withdrawal row that is no deposit) → the proposals, the deposits left and the applications left unpaid; the
// confirmation marks the chosen applications paid with amount, depositor and day, in one transaction with history,
// access-log and audit rows (and none when one pair is wrong); a CSV with bad rows names each in Korean.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { QueryTypes } from 'sequelize';
import { Application, ApplicationAccessLog, ApplicationStatusChange } from '../../../db/models/index.js';
import { makeRound } from '../../test/rounds.js';
import { call, login, makeUser, startTestApp, type TestApp } from '../../test/support.js';
import { defaultFiles, submitForm, useRound, validFields } from '../applications/fixtures.js';

let app: TestApp;
let token: string;
let roundId: number;
let term: string;
const FEE = 50_000;
/** name → receipt number. */
const byName = new Map<string, string>();

// 22 applicants: 18 pay in the statement, 4 do not.
const EXACT = ['강민준', '김서윤', '이도윤', '박하은', '정시우', '최지아', '조하준', '윤서아', '장은우', '임지호'];
const EXACT_MORE = ['한유진', '오수아', '서건우'];
const TYPO = { 신예린: '신예림', 권태양: '권태향', 황보민재: '황보민' } as const;
const BY_RECEIPT = ['송다인', '문채원'];
const UNPAID = ['배준서', '노하린', '홍길동', '유시윤'];

before(async () => {
  app = await startTestApp({ rounds: false });
  const round = await makeRound({
    name: '전형료 대조 모집',
    fee: {
      amount: FEE,
      howToPay: { ko: '국민은행 123-45-678901 (예금주: 중소기업대학원)', zh: '国民银行 123-45-678901' },
      deadline: null,
    },
  });
  app.events.changedHere('rounds');
  roundId = round.id;
  term = round.term;
  useRound(round.id);
  const first = await submitForm(app, validFields({ name: EXACT[0] }), await defaultFiles());
  assert.equal(first.status, 201, JSON.stringify(first.body));
  byName.set(EXACT[0]!, first.body.receiptNo);
  // The others as copies of the first (a submit each would take the test's time, not test more).
  const base = (await Application.scope('withLookup').findOne({ where: { receiptNo: first.body.receiptNo } }))!.get({
    plain: true,
  });
  const names = [...EXACT.slice(1), ...EXACT_MORE, ...Object.keys(TYPO), ...BY_RECEIPT, ...UNPAID];
  for (const [i, name] of names.entries()) {
    const { id: _id, ...rest } = base;
    const receiptNo = `${term}-${String(101 + i).padStart(4, '0')}`;
    await Application.create({ ...rest, name, receiptNo, idempotencyKey: randomUUID(), email: `p${i}@example.com` });
    byName.set(name, receiptNo);
  }
  token = (await login(app, await makeUser({ role: 'admissions' }))).token;
});
after(async () => {
  await app.close();
});

type Row = (string | number)[];
function deposits(): Row[] {
  const rows: Row[] = [];
  const at = (n: number) => `2026.11.${String(10 + (n % 15)).padStart(2, '0')} 1${n % 10}:0${n % 6}:00`;
  for (const name of [...EXACT, ...EXACT_MORE]) rows.push([at(rows.length), name, '50,000', '', '1,000,000']);
  for (const typo of Object.values(TYPO)) rows.push([at(rows.length), typo, FEE, '', '']);
  // A parent paying, the receipt number written in; and one written without the first hyphen.
  rows.push([at(rows.length), `송영호 ${byName.get('송다인')}`, FEE, '', '']);
  rows.push([at(rows.length), byName.get('문채원')!.replace(/^(\d{4})-/, '$1'), FEE, '', '']);
  rows.push([at(rows.length), '홍길동', 30_000, '', '']); // the wrong amount
  rows.push([at(rows.length), '알수없는사람', FEE, '', '']); // nobody of that name
  return rows;
}

async function statementXlsx(rows: Row[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('거래내역');
  sheet.addRow(['거래내역조회']);
  sheet.addRow(['계좌번호: 123-45-678901', '', '조회기간: 2026.11.01 ~ 2026.11.30']);
  sheet.addRow(['거래일시', '적요', '입금액', '출금액', '잔액']);
  for (const r of rows) sheet.addRow(r);
  sheet.addRow(['2026.11.25 09:00:00', '수수료', '', '500', '']); // a withdrawal: no deposit
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${app.baseUrl}/api/rounds/${roundId}/fee-matches`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

describe('전형료 대조', () => {
  let proposals: any[] = [];

  test('a statement of 20 deposits: proposals by name, by a name one letter off and by 접수번호', async () => {
    const res = await upload(await statementXlsx(deposits()), '거래내역.xlsx');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body.summary, { deposits: 20, proposed: 18, fuzzy: 3, unmatched: 2, unpaid: 4, problems: 0 });
    proposals = res.body.proposals;
    const kinds = Object.fromEntries(proposals.map((p) => [p.name, p.kind]));
    for (const n of [...EXACT, ...EXACT_MORE]) assert.equal(kinds[n], 'name', n);
    for (const n of Object.keys(TYPO)) assert.equal(kinds[n], 'fuzzy', n);
    for (const n of BY_RECEIPT) assert.equal(kinds[n], 'receiptNo', n);
    for (const p of proposals) assert.equal(p.receiptNo, byName.get(p.name));
    const fuzzy = proposals.find((p) => p.name === '신예린');
    assert.equal(fuzzy.depositor, '신예림');
    assert.equal(fuzzy.note, "입금자명 '신예림' ≠ 지원자 '신예린'");
    assert.equal(proposals[0].line, 4, 'two title rows and the header come first');
    assert.equal(proposals[0].paidOn, '2026-11-10');
    assert.equal(proposals[0].amount, FEE);
    assert.deepEqual(
      res.body.unmatched.map((u: any) => [u.depositor, u.amount, u.reason]),
      [
        ['홍길동', 30_000, '금액이 전형료(50,000원)와 다릅니다.'],
        ['알수없는사람', FEE, '일치하는 미입금 지원자가 없습니다.'],
      ],
    );
    assert.deepEqual(
      res.body.unpaid.map((u: any) => u.name),
      UNPAID.map((n) => n),
    );
    // Nothing is paid by the preview; reading names is one list access.
    assert.equal(await Application.count({ where: { roundId, feePaidAt: null } }), 22);
    const log = await ApplicationAccessLog.findOne({ where: { action: 'list' }, order: [['id', 'DESC']] });
    assert.deepEqual(log?.detail, { feeMatches: 'preview', roundId, rows: 21 });
  });

  test('confirming the accepted pairs marks them paid with amount, depositor and day, with history, access log and audit', async () => {
    const accepted = proposals.filter((p) => p.name !== '황보민재'); // staff did not accept one fuzzy match
    const pairs = accepted.map((p) => ({
      applicationId: p.applicationId,
      amount: p.amount,
      depositor: p.depositor,
      paidOn: p.paidOn,
      line: p.line,
    }));
    const res = await call(app, 'POST', `/api/rounds/${roundId}/fee-matches/confirm`, { token, body: { pairs } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body, { confirmed: 17, paid: 17, unpaid: 5 });
    const song = (await Application.findOne({ where: { receiptNo: byName.get('송다인') } }))!;
    assert.ok(song.feePaidAt);
    assert.equal(song.feeAmount, FEE);
    assert.equal(song.feeDepositor, `송영호 ${byName.get('송다인')}`);
    assert.match(song.feePaidOn ?? '', /^2026-11-\d\d$/);
    const history = await ApplicationStatusChange.findOne({
      where: { applicationId: song.id },
      order: [['id', 'DESC']],
    });
    assert.match(history!.note, /^입금 확인 · 50,000원 · 송영호 .+ · 2026-11-\d\d \(전형료 대조 \d+행\)$/);
    const access = await ApplicationAccessLog.findOne({ where: { applicationId: song.id, action: 'update' } });
    assert.equal(access?.detail.feePaid, true);
    const [audit] = await app.sequelize.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_logs WHERE action = 'rounds.fees.confirm' AND record_id = :id`,
      { replacements: { id: String(roundId) }, type: QueryTypes.SELECT },
    );
    assert.equal(audit!.n, 1);
    const hwangbo = (await Application.findOne({ where: { receiptNo: byName.get('황보민재') } }))!;
    assert.equal(hwangbo.feePaidAt, null);
  });

  test('a pair already paid refuses the whole confirmation: nothing is written', async () => {
    const hwangbo = (await Application.findOne({ where: { receiptNo: byName.get('황보민재') } }))!;
    const song = (await Application.findOne({ where: { receiptNo: byName.get('송다인') } }))!;
    const pair = (id: number) => ({ applicationId: id, amount: FEE, depositor: '황보민', paidOn: '2026-11-20' });
    const res = await call(app, 'POST', `/api/rounds/${roundId}/fee-matches/confirm`, {
      token,
      body: { pairs: [pair(hwangbo.id), pair(song.id)] },
    });
    assert.equal(res.status, 409);
    assert.equal(
      res.body.errorMessage,
      `${song.receiptNo} 송다인님은 이미 입금 확인되었습니다. 거래내역을 다시 올려주세요.`,
    );
    await hwangbo.reload();
    assert.equal(hwangbo.feePaidAt, null);
    // A paid applicant is no longer proposed: the same statement again leaves only the one not accepted.
    const again = await upload(await statementXlsx(deposits()), '거래내역.xlsx');
    assert.deepEqual(
      again.body.proposals.map((p: any) => p.name),
      ['황보민재'],
    );
  });

  test('a CSV with rows that cannot be read names each row in Korean', async () => {
    const csv = Buffer.from(
      '\uFEFF' +
        [
          '거래일시,입금자명,입금액',
          '2026-11-20 10:00,배준서,50000',
          '2026-11-20 10:05,노하린,3만원',
          '어제,유시윤,50000',
          '2026-11-21 11:00,,50000',
        ].join('\r\n'),
    );
    const res = await upload(csv, 'statement.csv');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(
      res.body.problems.map((p: any) => p.message),
      [
        "3행: 입금액 '3만원'을(를) 금액으로 읽을 수 없습니다.",
        "4행: 거래일시 '어제'을(를) 날짜로 읽을 수 없습니다.",
        '5행: 입금자명(적요)이 비어 있습니다.',
      ],
    );
    assert.deepEqual(
      res.body.proposals.map((p: any) => [p.name, p.kind]),
      [['배준서', 'name']],
    );
    const wrong = await upload(Buffer.from('이름,금액\n홍길동,1000'), 'x.csv');
    assert.equal(wrong.status, 400);
    assert.equal(
      wrong.body.errorMessage,
      "'입금액' 열을 찾을 수 없습니다. 은행에서 받은 거래내역 파일을 그대로 올려주세요.",
    );
    const pdf = await upload(Buffer.from('%PDF-1.4'), 'x.pdf');
    assert.equal(pdf.status, 400);
    assert.equal(pdf.body.errorMessage, '거래내역은 은행에서 받은 엑셀(.xlsx) 또는 CSV(.csv) 파일로 올려주세요.');
  });
});
