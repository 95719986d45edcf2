// Which screen an admin address belongs to: the catch-all route reads 권한 없음 for a screen the role may not open.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { canOpen, screenOfPath } from './screens';

test('an address belongs to the screen whose name starts it, the longest one', () => {
  assert.equal(screenOfPath('/applications'), 'applications');
  assert.equal(screenOfPath('/applications/12/show'), 'applications');
  assert.equal(screenOfPath('/applications/access-logs'), 'applications/access-logs');
  assert.equal(screenOfPath('/etc/settings'), 'etc/settings');
  assert.equal(screenOfPath('/rounds/3/registration'), 'rounds');
  assert.equal(screenOfPath('/boardroom'), null);
  assert.equal(screenOfPath('/etc'), null);
  assert.equal(screenOfPath('/'), null);
});

test('홍보·콘텐츠 담당 may not open the applicant screens, 입학 담당 may', () => {
  assert.equal(canOpen('content', screenOfPath('/applications/12/show')!), false);
  assert.equal(canOpen('admissions', screenOfPath('/applications/12/show')!), true);
  assert.equal(canOpen('content', screenOfPath('/posts')!), true);
});
