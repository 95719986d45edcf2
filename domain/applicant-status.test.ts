// What an applicant may read of their status before the announcement gives no hint of a result: only the receipt
// steps (접수, 서류확인) while the window is open, 심사 중 for everything else, and 심사 중 for every application from
// the window's end until announceAt; the result itself from announceAt on, once the round's results are confirmed
// (결과 확정); an unconfirmed round reads 심사 중 however late it is.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { STATUS_CODES, type StatusCode } from './application-status.js';
import { applicantStatus } from './applicant-status.js';

const round = {
  applyStartAt: '2026-10-01T00:00:00.000Z',
  applyEndAt: '2026-11-01T00:00:00.000Z',
  announceAt: '2026-12-01T05:00:00.000Z',
  // Confirmed by a second staff member the day before the announcement.
  resultsConfirmedAt: '2026-11-30T05:00:00.000Z' as string | null,
};
const shown = (status: StatusCode, at: string, lang: 'ko' | 'zh' = 'ko') =>
  applicantStatus(status, round, new Date(at), lang);

describe('applicantStatus', () => {
  test('while the window is open: 접수 and 서류확인 as they are, every later step and any result reads 심사 중', () => {
    const at = '2026-10-15T00:00:00.000Z';
    assert.equal(shown('received', at).label, '접수');
    assert.equal(shown('doc_check', at).label, '서류확인');
    for (const s of ['doc_review', 'interview', 'accepted', 'rejected', 'waitlisted'] as const) {
      assert.deepEqual([s, shown(s, at).status, shown(s, at).label], [s, 'reviewing', '심사 중']);
    }
  });

  test('from the window’s end to announceAt − 1 ms every application reads the same 심사 중 (审核中)', () => {
    for (const at of ['2026-11-01T00:00:00.000Z', '2026-12-01T04:59:59.999Z']) {
      // 지원 취소 is the applicant's own act, no result: it reads as itself at any time (below).
      const answers = STATUS_CODES.filter((s) => s !== 'withdrawn').map((s) => {
        const { status, label, announced } = shown(s, at);
        return { status, label, announced };
      });
      for (const a of answers) assert.deepEqual(a, { status: 'reviewing', label: '심사 중', announced: false });
      assert.equal(shown('interview', at, 'zh').label, '审核中');
      assert.deepEqual(
        [shown('withdrawn', at).status, shown('withdrawn', at).label, shown('withdrawn', at, 'zh').label],
        ['withdrawn', '지원 취소', '已撤回申请'],
      );
    }
    // The note is held back only where a result is.
    assert.equal(shown('rejected', '2026-11-02T00:00:00.000Z').masked, true);
    assert.equal(shown('interview', '2026-11-02T00:00:00.000Z').masked, false);
  });

  test('from announceAt every status is shown as it is, and an application without a round always was', () => {
    for (const s of STATUS_CODES) {
      assert.equal(shown(s, '2026-12-01T05:00:00.000Z').status, s);
      assert.equal(applicantStatus(s, null, new Date('2026-10-15T00:00:00.000Z'), 'ko').status, s);
    }
    assert.equal(shown('rejected', '2026-12-01T05:00:00.000Z', 'zh').label, '未录取');
  });

  test('an unconfirmed round keeps every application at 심사 중 after announceAt, the note held back', () => {
    const unconfirmed = { ...round, resultsConfirmedAt: null };
    for (const at of ['2026-12-01T05:00:00.000Z', '2027-03-01T00:00:00.000Z']) {
      for (const s of STATUS_CODES.filter((code) => code !== 'withdrawn')) {
        const a = applicantStatus(s, unconfirmed, new Date(at), 'ko');
        assert.deepEqual([a.status, a.label, a.announced], ['reviewing', '심사 중', false]);
      }
      assert.equal(applicantStatus('accepted', unconfirmed, new Date(at), 'ko').masked, true);
    }
  });
});
