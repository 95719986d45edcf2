// expectCount is what the browser tests lean on instead of a bare count(): it must wait for a late change
// and fail, naming the count, when the change never comes.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator } from 'playwright-core';
import { expectCount } from './support.js';

/** A stand-in locator whose count changes at a given time, as a closing dialog's does. */
function changingAt(ms: number, before: number, after: number): Locator {
  const t0 = Date.now();
  return { count: async () => (Date.now() - t0 < ms ? before : after) } as unknown as Locator;
}

test('waits for a count that arrives late', async () => {
  assert.equal(await expectCount(changingAt(300, 1, 0), 0), 0);
  assert.equal(await expectCount(changingAt(300, 2, 7), (n) => n >= 6), 7);
});

test('fails with the count it saw when the page never gets there', async () => {
  await assert.rejects(expectCount(changingAt(10_000, 1, 0), 0, 'the dialog closed', 400), (err: Error) =>
    /the dialog closed: 1 element\(s\) after 400 ms/.test(err.message),
  );
});
