// What counts as a change of a result, when it withdraws 결과 확정, and which rounds the dashboard warns about.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  announceMoveWithdraws,
  confirmsAlone,
  confirmWarnings,
  isResultChange,
  outcomeOf,
  withdrawsConfirmation,
} from './result-confirmation.js';

describe('result confirmation rules', () => {
  test('anyone who changed a result since the last confirmation confirms alone, not only the last to change one', () => {
    assert.equal(confirmsAlone([7, 8], 7), true);
    assert.equal(confirmsAlone([7, 8], 8), true);
    assert.equal(confirmsAlone([7, 8], 9), false);
    assert.equal(confirmsAlone([], 7), false);
  });

  test('announceAt moved earlier withdraws a confirmation while the results wait; later, or once shown, not', () => {
    const at = new Date('2026-12-01T00:00:00Z');
    const [from, earlier, later] = ['2026-12-10', '2026-12-05', '2026-12-20'].map((d) => new Date(`${d}T01:00:00Z`));
    const confirmed = { resultsConfirmedAt: '2026-11-30T00:00:00.000Z', resultsMailedAt: null };
    assert.equal(announceMoveWithdraws(confirmed, from!, earlier!, at), true);
    assert.equal(announceMoveWithdraws(confirmed, from!, later!, at), false);
    assert.equal(announceMoveWithdraws({ ...confirmed, resultsConfirmedAt: null }, from!, earlier!, at), false);
    assert.equal(
      announceMoveWithdraws({ ...confirmed, resultsMailedAt: '2026-12-10T01:00:00.000Z' }, from!, earlier!, at),
      false,
    );
    assert.equal(announceMoveWithdraws(confirmed, from!, earlier!, from!), false, 'already shown at the old time');
  });

  test('an outcome change or a 예비 rank change is a result change; 등록 and 등록포기 are not', () => {
    const s = (status: Parameters<typeof outcomeOf>[0], waitlistRank: number | null = null) => ({
      status,
      waitlistRank,
    });
    assert.equal(isResultChange(s('interview'), s('accepted')), true);
    assert.equal(isResultChange(s('accepted'), s('interview')), true);
    assert.equal(isResultChange(s('waitlisted', 2), s('waitlisted', 3)), true);
    assert.equal(isResultChange(s('waitlisted', 2), s('waitlisted', 2)), false);
    assert.equal(isResultChange(s('accepted'), s('registered')), false);
    assert.equal(isResultChange(s('registered'), s('declined')), false);
    assert.equal(isResultChange(s('received'), s('interview')), false);
    assert.equal(isResultChange(s('accepted', 3), s('accepted', null)), false);
  });

  test('a change withdraws the confirmation only before announceAt', () => {
    const r = { announceAt: '2026-12-01T05:00:00.000Z', resultsConfirmedAt: '2026-11-30T00:00:00.000Z' };
    assert.equal(withdrawsConfirmation(r, new Date('2026-12-01T04:59:59.999Z')), true);
    assert.equal(withdrawsConfirmation(r, new Date('2026-12-01T05:00:00.000Z')), false);
    assert.equal(
      withdrawsConfirmation({ ...r, resultsConfirmedAt: null }, new Date('2026-11-01T00:00:00.000Z')),
      false,
    );
  });

  test('the dashboard warns from 24 hours before announceAt until confirmed or mailed, rounds with applications only', () => {
    const base = {
      name: '전기',
      announceAt: '2026-12-02T05:00:00.000Z',
      resultsConfirmedAt: null,
      resultsMailedAt: null,
    };
    const rounds = [
      { ...base, id: 1 },
      { ...base, id: 2, resultsConfirmedAt: '2026-12-01T00:00:00.000Z' },
      { ...base, id: 3 },
      { ...base, id: 4, announceAt: '2026-12-03T05:00:00.000Z' },
    ];
    const withApps = new Set([1, 2, 4]);
    assert.deepEqual(confirmWarnings(rounds, withApps, new Date('2026-12-01T04:59:59.999Z')), []);
    assert.deepEqual(confirmWarnings(rounds, withApps, new Date('2026-12-01T05:00:00.000Z')), [
      { id: 1, name: '전기', announceAt: base.announceAt, overdue: false },
    ]);
    assert.deepEqual(
      confirmWarnings(rounds, withApps, new Date('2026-12-02T05:00:00.000Z')).map((w) => [w.id, w.overdue]),
      [
        [1, true],
        [4, false],
      ],
    );
  });
});
