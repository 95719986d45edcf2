// What the signed-in role may open: canI() reads the stored user's role, and App.tsx registers a screen only for a
// role that may read its area (screens.ts). A member or a stranger opens nothing.
import assert from 'node:assert/strict';
import test from 'node:test';
import { canI } from './can';
import { canOpen, screensFor } from './screens';
import { saveSession } from './session';
import { installBrowser } from './testing/fakes';
import type { Role } from '../../domain/roles';

const { storage } = installBrowser();

const signIn = (role: Role) => saveSession('token', { id: 1, loginId: role, name: role, role });

test('canI follows the stored role: 입학 담당 reads the boards but does not write them, and opens applications', () => {
  signIn('admissions');
  assert.equal(canI('boards'), true);
  assert.equal(canI('boards', 'write'), false);
  assert.equal(canI('applications'), true);
  assert.equal(canI('applications', 'write'), true);
  assert.equal(canI('popups'), false);
  assert.equal(canI('staff'), false);
});

test('홍보·콘텐츠 담당 writes boards, pages and popups but never opens applications or the access log', () => {
  signIn('content');
  assert.equal(canI('boards', 'write'), true);
  assert.equal(canI('pages', 'write'), true);
  assert.equal(canI('popups', 'write'), true);
  assert.equal(canI('applications'), false);
  assert.equal(canI('accessLog'), false);
  assert.equal(canI('settings'), false);
});

test('without a stored user, with a member, or with a stored user that is not JSON, nothing opens', () => {
  storage.clear();
  assert.equal(canI('dashboard'), false);
  signIn('user');
  assert.equal(canI('dashboard'), false);
  assert.equal(canI('boards'), false);
  storage.setItem('user', '{not json');
  assert.equal(canI('dashboard'), false);
});

test('the screens App.tsx registers for each role', () => {
  assert.deepEqual(screensFor('admissions'), [
    'boards',
    'posts',
    'applications',
    'applications/access-logs',
    'applications/proxy',
    'rounds',
    'mail-outbox',
    'mail-templates',
    'result-letters',
    'campaigns',
    'subscribers',
    'forms',
    'questions',
    'faqs',
    'privacy-requests',
  ]);
  assert.deepEqual(screensFor('content'), [
    'boards',
    'posts',
    'trash',
    'pages',
    'popups',
    'menu',
    'privacy-versions',
    'questions',
    'faqs',
    'redirects',
    'not-found',
    'link-checks',
    'approvals',
  ]);
  assert.equal(screensFor('superadmin').length, 33);
  assert.deepEqual(screensFor('user'), []);
  assert.deepEqual(screensFor(null), []);
  assert.deepEqual(screensFor('root'), []);
});

test('the 최고관리자 alone opens the security screens and the settings', () => {
  for (const screen of [
    'staff',
    'members',
    'member-groups',
    'audit-logs',
    'access-review',
    'backups',
    'destruction-records',
    'etc/settings',
  ] as const) {
    assert.equal(canOpen('superadmin', screen), true, screen);
    assert.equal(canOpen('admissions', screen), false, screen);
    assert.equal(canOpen('content', screen), false, screen);
  }
});
