// How many workers WEB_CONCURRENCY asks for, and the waits between restarts of a worker that keeps dying.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ConfigError } from '../process/config.js';
import { MAX_DELAY_MS, MAX_WORKERS, RestartBackoff, STABLE_MS, webConcurrency, workerExecArgv } from './policy.js';

describe('WEB_CONCURRENCY', () => {
  test('unset: one per core (at most the maximum); under NODE_ENV=test one', () => {
    assert.equal(webConcurrency({}, 2), 2);
    assert.equal(webConcurrency({}, 8), 8);
    assert.equal(webConcurrency({}, 256), MAX_WORKERS);
    assert.equal(webConcurrency({ WEB_CONCURRENCY: '' }, 4), 4);
    assert.equal(webConcurrency({ NODE_ENV: 'test' }, 8), 1);
  });

  test('set: that many, even under NODE_ENV=test', () => {
    assert.equal(webConcurrency({ WEB_CONCURRENCY: '1' }, 8), 1);
    assert.equal(webConcurrency({ WEB_CONCURRENCY: ' 3 ' }, 2), 3);
    assert.equal(webConcurrency({ WEB_CONCURRENCY: '2', NODE_ENV: 'test' }, 1), 2);
    // Heroku's Node.js buildpack sets it for the dyno size with a leading zero ("02").
    assert.equal(webConcurrency({ WEB_CONCURRENCY: '02' }, 8), 2);
  });

  test('anything but a whole number from 1 to the maximum is refused in Korean', () => {
    for (const bad of ['0', '-1', '1.5', 'two', '2x', String(MAX_WORKERS + 1)]) {
      assert.throws(
        () => webConcurrency({ WEB_CONCURRENCY: bad }, 2),
        (err: unknown) => err instanceof ConfigError && /WEB_CONCURRENCY 값이 올바르지 않습니다/.test(err.message),
        bad,
      );
    }
  });
});

describe('worker flags', () => {
  test('a worker on every core collects garbage on its own thread; fewer workers keep V8 default', () => {
    assert.deepEqual(workerExecArgv(2, 2, ['--import', 'tsx'], {}), ['--import', 'tsx', '--single-threaded-gc']);
    assert.deepEqual(workerExecArgv(4, 2, [], {}), ['--single-threaded-gc']);
    assert.deepEqual(workerExecArgv(2, 8, ['--import', 'tsx'], {}), ['--import', 'tsx'], 'spare cores: parallel');
    assert.deepEqual(workerExecArgv(2, 2, [], { NODE_GC_THREADS: 'parallel' }), [], 'the way back');
    assert.deepEqual(workerExecArgv(2, 2, ['--single-threaded-gc'], {}), ['--single-threaded-gc'], 'not twice');
  });
});

describe('restart backoff', () => {
  test('a worker that dies soon after each start waits twice as long each time, up to 30 s', () => {
    const b = new RestartBackoff();
    const waits = Array.from({ length: 9 }, () => b.delayAfter(1_000));
    assert.deepEqual(waits, [500, 1_000, 2_000, 4_000, 8_000, 16_000, MAX_DELAY_MS, MAX_DELAY_MS, MAX_DELAY_MS]);
  });

  test('a death after a stable run restarts at once and starts the count again', () => {
    const b = new RestartBackoff();
    assert.equal(b.delayAfter(STABLE_MS + 1), 0);
    b.delayAfter(10);
    b.delayAfter(10);
    assert.equal(b.delayAfter(10), 2_000);
    assert.equal(b.delayAfter(STABLE_MS), 0);
    assert.equal(b.delayAfter(10), 500);
  });
});
