// The round form's date-times: ISO instants in the record, Seoul wall time with seconds in the input, and back as
// +09:00 whatever the browser's zone; anything else goes to the server as typed (it answers in Korean).
import assert from 'node:assert/strict';
import test from 'node:test';
import { formatSeoul, fromSeoulInput, toSeoulInput } from './seoulInput';

test('an instant shows as Seoul wall time with its seconds', () => {
  assert.equal(toSeoulInput('2027-01-08T14:59:59Z'), '2027-01-08T23:59:59');
  assert.equal(toSeoulInput('2027-01-08T23:59:59+09:00'), '2027-01-08T23:59:59');
  assert.equal(toSeoulInput(''), '');
  assert.equal(toSeoulInput(null), '');
  assert.equal(toSeoulInput('not a date'), 'not a date');
});

test('typed Seoul time goes back as +09:00, seconds 00 when not typed', () => {
  assert.equal(fromSeoulInput('2027-01-08T23:59:59'), '2027-01-08T23:59:59+09:00');
  assert.equal(fromSeoulInput('2027-01-08T09:30'), '2027-01-08T09:30:00+09:00');
  assert.equal(fromSeoulInput(''), null);
});

test('what is not a Seoul time is sent as typed', () => {
  assert.equal(fromSeoulInput('2027-02-30T10:00'), '2027-02-30T10:00');
  assert.equal(fromSeoulInput('2027-01-08T10:00:60'), '2027-01-08T10:00:60');
  assert.equal(fromSeoulInput('내일'), '내일');
});

test('the list shows Seoul time, or nothing', () => {
  assert.equal(formatSeoul('2027-01-08T14:59:59Z'), '2027.01.08 23:59');
  assert.equal(formatSeoul(undefined), '');
  assert.equal(formatSeoul('soon'), '');
});
