// 전형료 대조's rules without a database: how a statement's cells are read (amounts, days as banks and xlsx write
// them, 접수번호 in the depositor text) and what is proposed when a name is shared or near two applicants.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { editDistance, parseAmount, parseDay, planFeeMatches, receiptNoIn } from './fee-matches.js';

describe('reading a statement', () => {
  test('amounts, days and receipt numbers as Korean banks write them', () => {
    assert.deepEqual(['30,000', '30000원', ' ₩50,000 ', '', '-', '3만원', '1.5'].map(parseAmount), [
      30000,
      30000,
      50000,
      0,
      0,
      null,
      null,
    ]);
    assert.deepEqual(
      [
        '2026.11.20 14:35:12',
        '2026-11-20',
        '2026/1/5',
        '2026년 11월 20일',
        'Fri Nov 20 2026 23:10:00 GMT+0000',
        '2026.02.30',
        '어제',
      ].map(parseDay),
      ['2026-11-20', '2026-11-20', '2026-01-05', '2026-11-20', '2026-11-20', null, null],
    );
    assert.deepEqual(['홍길동 2027-1-0012', '2027 1 0012', '20271-0012', '2027-1-00123', '홍길동'].map(receiptNoIn), [
      '2027-1-0012',
      '2027-1-0012',
      '2027-1-0012',
      null,
      null,
    ]);
    assert.equal(editDistance('신예린', '신예림'), 1);
    assert.equal(editDistance('황보민재', '황보민'), 1);
    assert.equal(editDistance('김민준', '박서연', 1), 2);
  });

  test('a shared name or a typo near two applicants is left for staff, never guessed', () => {
    const apps = [
      { id: 1, receiptNo: '2027-1-0001', name: '김민준' },
      { id: 2, receiptNo: '2027-1-0002', name: '김민준' },
      { id: 3, receiptNo: '2027-1-0003', name: '이서윤' },
      { id: 4, receiptNo: '2027-1-0004', name: '이서연' },
    ];
    const row = (line: number, depositor: string) => ({ line, at: '2026-11-20', depositor, amount: '50,000' });
    const plan = planFeeMatches([row(2, '김민준'), row(3, '이서운')], apps, 50_000);
    assert.deepEqual(plan.proposals, []);
    assert.deepEqual(
      plan.unmatched.map((u) => [u.line, u.reason]),
      [
        [2, '같은 이름의 미입금 지원자가 2명입니다.'],
        [3, '비슷한 이름의 지원자가 2명입니다.'],
      ],
    );
    // A deposit naming 0002 takes it first; the other 김민준 is then the one applicant of that name.
    const named = planFeeMatches([row(2, '김민준'), row(4, '김민준 2027-1-0002')], apps, 50_000);
    assert.deepEqual(
      named.proposals.map((p) => [p.line, p.applicationId, p.kind]),
      [
        [2, 1, 'name'],
        [4, 2, 'receiptNo'],
      ],
    );
    assert.deepEqual(
      named.unpaid.map((a) => a.id),
      [3, 4],
    );
  });
});
