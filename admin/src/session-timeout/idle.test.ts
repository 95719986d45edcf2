// The idle timer: activity is the clock's now in localStorage (shared by tabs), the deadline is that plus the
// server's idle limit less its 30-second slack, the warning shows in the last two minutes, and a 401 idleTimeout
// ends the login with the minutes its message names.
import assert from 'node:assert/strict';
import test from 'node:test';
import {
  getIdleMinutes,
  idleDeadline,
  markActivity,
  SERVER_SLACK_MS,
  setIdleMinutes,
  subscribeActivity,
} from './activity';
import { idlePhase, remainingText, WARN_BEFORE_MS } from './countdown';
import { endIdleSession, idleMinutesOf } from './end';
import { saveSession } from '../session';
import { installBrowser, installFetch } from '../testing/fakes';

const { storage, window, clock } = installBrowser('https://gsb.example.ac.kr/admin/applications?filter=%7B%7D');
const server = installFetch();

test('before the server tells its limit there is no deadline, even after activity', () => {
  markActivity();
  assert.equal(getIdleMinutes(), null);
  assert.equal(idleDeadline(), null);
  assert.equal(idlePhase(null), 'unknown');
});

test('activity marks the clock’s now; the deadline is the limit later, 30 seconds early', () => {
  setIdleMinutes(30);
  const at = clock.ms;
  markActivity();
  assert.equal(storage.getItem('adminActivityAt'), String(at));
  assert.equal(idleDeadline(), at + 30 * 60_000 - SERVER_SLACK_MS);
  clock.ms += 10 * 60_000;
  markActivity();
  assert.equal(idleDeadline(), at + 40 * 60_000 - 30_000);
});

test('no activity stored, or garbage stored, is no deadline', () => {
  storage.removeItem('adminActivityAt');
  assert.equal(idleDeadline(), null);
  storage.setItem('adminActivityAt', 'soon');
  assert.equal(idleDeadline(), null);
});

test('listeners hear this tab’s activity, a new limit, and another tab’s activity; not after unsubscribing', () => {
  let heard = 0;
  const stop = subscribeActivity(() => heard++);
  markActivity();
  assert.equal(heard, 1);
  setIdleMinutes(20);
  assert.equal(heard, 2);
  setIdleMinutes(20); // the same limit again is no news
  assert.equal(heard, 2);
  const storageListeners = [...(window.listeners.get('storage') ?? [])];
  assert.equal(storageListeners.length, 1);
  storageListeners[0]({ key: 'token' } as StorageEvent);
  assert.equal(heard, 2, 'another key is not activity');
  storageListeners[0]({ key: 'adminActivityAt' } as StorageEvent);
  assert.equal(heard, 3);
  stop();
  markActivity();
  assert.equal(heard, 3);
  assert.equal(window.listeners.get('storage')?.size, 0);
});

test('the warning shows only in the last two minutes, then the login ends', () => {
  assert.equal(WARN_BEFORE_MS, 120_000);
  assert.equal(idlePhase(WARN_BEFORE_MS + 1), 'quiet');
  assert.equal(idlePhase(WARN_BEFORE_MS), 'warn');
  assert.equal(idlePhase(1), 'warn');
  assert.equal(idlePhase(0), 'ended');
  assert.equal(idlePhase(-5_000), 'ended');
  setIdleMinutes(30);
  markActivity();
  const deadline = idleDeadline() ?? 0;
  clock.ms = deadline - WARN_BEFORE_MS - 1_000;
  assert.equal(idlePhase(deadline - clock.ms), 'quiet');
  clock.ms += 2_000;
  assert.equal(idlePhase(deadline - clock.ms), 'warn');
});

test('the time left reads in minutes and seconds, rounded up, never below zero', () => {
  assert.equal(remainingText(120_000), '2분 0초');
  assert.equal(remainingText(65_001), '1분 6초');
  assert.equal(remainingText(59_000), '59초');
  assert.equal(remainingText(100), '1초');
  assert.equal(remainingText(-3_000), '0초');
});

test('idleMinutesOf reads a 401 idleTimeout answer, and nothing else', () => {
  assert.equal(idleMinutesOf({ idleTimeout: true, errorMessage: '20분 동안 사용하지 않아 로그아웃되었습니다.' }), 20);
  assert.equal(idleMinutesOf({ idleTimeout: true }), 30);
  assert.equal(idleMinutesOf({ errorMessage: '20분 동안 사용하지 않아 로그아웃되었습니다.' }), null);
  assert.equal(idleMinutesOf({ idleTimeout: true, errorMessage: '로그아웃: 20분' }), 30);
  assert.equal(idleMinutesOf(null), null);
  assert.equal(idleMinutesOf(undefined), null);
});

test('the end of an idle login revokes it on the server, clears the session and opens the login page with why', async () => {
  saveSession('tok-1', { id: 7, loginId: 'kim', name: '김', role: 'admissions' });
  server.routes.set('/api/auth/logout', { status: 204 });
  await endIdleSession(20);
  assert.equal(server.calls.length, 1);
  assert.equal(server.calls[0].url, '/api/auth/logout');
  assert.equal(server.calls[0].method, 'POST');
  assert.equal(server.calls[0].headers.get('authorization'), 'Bearer tok-1');
  assert.equal(storage.getItem('token'), null);
  assert.equal(storage.getItem('user'), null);
  assert.equal(window.assigned.length, 1);
  const to = new URL(window.assigned[0], 'https://gsb.example.ac.kr');
  assert.equal(to.pathname, '/auth/login');
  assert.equal(to.searchParams.get('idle'), '20');
  assert.equal(to.searchParams.get('prevUrl'), '/admin/applications?filter=%7B%7D');
});
