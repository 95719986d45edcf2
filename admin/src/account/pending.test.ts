// The first step an account must take before the admin opens: read from the admin check's 403, kept until it
// changes, and told to the screens that subscribe.
import assert from 'node:assert/strict';
import test from 'node:test';
import { getPendingStep, setPendingStep, stepFromAnswer, subscribePending } from './pending';

test('a 403 that asks for a password change, or for 2FA enrolment, names its step; the password comes first', () => {
  assert.equal(stepFromAnswer({ passwordChangeRequired: true }), 'password');
  assert.equal(stepFromAnswer({ otpSetupRequired: true }), 'otp');
  assert.equal(stepFromAnswer({ passwordChangeRequired: true, otpSetupRequired: true }), 'password');
});

test('any other answer asks for no step', () => {
  assert.equal(stepFromAnswer({ errorMessage: '관리자 권한이 없습니다.' }), null);
  assert.equal(stepFromAnswer({ passwordChangeRequired: false, otpSetupRequired: false }), null);
  assert.equal(stepFromAnswer(null), null);
  assert.equal(stepFromAnswer(undefined), null);
});

test('subscribers hear each change once, not a repeat, and not after unsubscribing', () => {
  assert.equal(getPendingStep(), null);
  const heard: (string | null)[] = [];
  const stop = subscribePending(() => heard.push(getPendingStep()));
  setPendingStep('password');
  setPendingStep('password');
  setPendingStep('otp');
  setPendingStep(null);
  assert.deepEqual(heard, ['password', 'otp', null]);
  stop();
  setPendingStep('otp');
  assert.deepEqual(heard, ['password', 'otp', null]);
  assert.equal(getPendingStep(), 'otp');
});
