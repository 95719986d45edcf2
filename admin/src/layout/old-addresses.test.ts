// An address the admin had before its resources took the API's names leads to the screen's address now, the rest of
// its path kept; today's addresses, and names that only begin like an old one, are left alone.
import assert from 'node:assert/strict';
import test from 'node:test';
import { renamedPath } from './old-addresses';
import { SCREEN_AREAS, type Screen } from '../screens';

const OLD_TO_NEW: [string, string][] = [
  ['/board', '/boards'],
  ['/board/', '/boards/'],
  ['/board/3', '/boards/3'],
  ['/board/create', '/boards/create'],
  ['/board/content', '/boards/content'],
  ['/board/content/create', '/boards/content/create'],
  ['/board/content/41', '/boards/content/41'],
  ['/application', '/applications'],
  ['/application/12/show', '/applications/12/show'],
  ['/application-access-log', '/applications/access-logs'],
  ['/etc/popup', '/popups'],
  ['/etc/popup/create', '/popups/create'],
  ['/etc/popup/5', '/popups/5'],
  ['/mail', '/mail-outbox'],
  ['/mail/9/show', '/mail-outbox/9/show'],
  ['/audit', '/audit-logs'],
];

test('each old address maps to the new one', () => {
  for (const [old, now] of OLD_TO_NEW) assert.equal(renamedPath(old), now, old);
});

test('today’s addresses and look-alikes are not old ones (no redirect loop)', () => {
  for (const path of [
    '/',
    '/boards',
    '/boards/content',
    '/applications',
    '/applications/access-logs',
    '/applications/12/show',
    '/popups/create',
    '/mail-outbox',
    '/mail-templates',
    '/mail-templates/application.result%3Ako',
    '/audit-logs',
    '/etc/settings',
    '/boardroom',
    '/applicationx',
    '/auditor',
  ])
    assert.equal(renamedPath(path), null, path);
  for (const [, now] of OLD_TO_NEW) assert.equal(renamedPath(now), null, now);
});

test('every new address is a screen App.tsx registers', () => {
  const screens = Object.keys(SCREEN_AREAS) as Screen[];
  for (const [, now] of OLD_TO_NEW) {
    const path = now.slice(1);
    assert.ok(
      screens.some((s) => path === s || path.startsWith(`${s}/`)),
      `${now}: no screen`,
    );
  }
});
