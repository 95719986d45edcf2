// The rotation keeps the newest copy of each of the last 7 days and of each of the last 4 weeks (Seoul), the names
// carry the Seoul instant, and the warning rule (26 hours, or a failed last run).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { backupFileName, backupFileTime, backupWarning, filesToRotate } from './backups.js';
import { seoulMidnight } from './time.js';

test('a file name carries the Seoul instant and reads back', () => {
  const at = new Date('2026-11-27T18:00:07Z'); // 03:00:07 on the 28th in Seoul
  assert.equal(backupFileName(at, false), 'backup-20261128-030007.dump');
  assert.equal(backupFileName(at, true), 'backup-20261128-030007.dump.enc');
  assert.equal(backupFileTime('backup-20261128-030007.dump.enc')?.toISOString(), at.toISOString());
  assert.equal(backupFileName(at, true, true), 'manual-20261128-030007.dump.enc');
  assert.equal(backupFileTime('manual-20261128-030007.dump')?.toISOString(), at.toISOString());
  assert.equal(backupFileTime('backup-20261128-030007.dump.part'), null);
  assert.equal(backupFileTime('notes.txt'), null);
});

test('60 daily copies and a manual one rotate down to 7 daily and 4 weekly', () => {
  // 2026-11-28 is a Saturday. One copy a day at 03:00 for 60 days, and a manual copy at 15:00 on the last day.
  const names: string[] = [];
  for (let i = 0; i < 60; i++) names.push(backupFileName(seoulMidnight(2026, 11, 28 - i, 3), false));
  names.push(backupFileName(seoulMidnight(2026, 11, 28, 15), false));
  names.push(backupFileName(seoulMidnight(2026, 9, 1, 15), false, true)); // by hand: never rotated
  const removed = new Set(filesToRotate(names));
  const kept = names.filter((n) => !removed.has(n)).sort();
  assert.deepEqual(kept, [
    // the newest of each of the last four weeks (Monday to Sunday) beyond the daily ones: Sundays 11-08, 11-15
    'backup-20261108-030000.dump',
    'backup-20261115-030000.dump',
    // the last seven days, the 28th by its newest copy (which is also this week's)
    'backup-20261122-030000.dump',
    'backup-20261123-030000.dump',
    'backup-20261124-030000.dump',
    'backup-20261125-030000.dump',
    'backup-20261126-030000.dump',
    'backup-20261127-030000.dump',
    'backup-20261128-150000.dump',
    'manual-20260901-150000.dump',
  ]);
  assert.equal(removed.size, names.length - 10);
  assert.deepEqual(filesToRotate(kept), [], 'a second rotation removes nothing');
});

test('the dashboard warns on a failed last run, on no backup, and after 26 hours', () => {
  const at = new Date('2026-11-28T12:00:00Z');
  const hoursAgo = (h: number) => new Date(at.getTime() - h * 3_600_000);
  assert.equal(backupWarning(hoursAgo(2), false, at), 'failed');
  assert.equal(backupWarning(null, null, at), 'missing');
  assert.equal(backupWarning(hoursAgo(26), true, at), 'none');
  assert.equal(backupWarning(hoursAgo(26.01), true, at), 'stale');
});
