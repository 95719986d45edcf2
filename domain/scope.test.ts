// The 담당 범위 rule: a page by its path under a prefix (on a whole segment), a board by its English name, and the
// areas a scoped account reaches at all.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { effectiveScope, inScope, scopeReaches } from './scope.js';

const scope = { pages: ['/department/ai_business/'], boards: ['ai_business'] };

test('a page is in reach at its prefix or under it, never beside it', () => {
  assert.ok(inScope(scope, { kind: 'page', path: '/department/ai_business' }));
  assert.ok(inScope(scope, { kind: 'page', path: '/department/ai_business/professors' }));
  assert.ok(!inScope(scope, { kind: 'page', path: '/department/ai_business_old' }));
  assert.ok(!inScope(scope, { kind: 'page', path: '/introduce/greeting' }));
  assert.ok(inScope({ pages: ['/'], boards: [] }, { kind: 'page', path: '/china/info_5' }));
});

test('a board is in reach by its English name; no scope reaches everything', () => {
  assert.ok(inScope(scope, { kind: 'board', board: 'ai_business' }));
  assert.ok(!inScope(scope, { kind: 'board', board: 'notice' }));
  assert.ok(inScope(null, { kind: 'board', board: 'notice' }));
});

test('a scope narrows 홍보·콘텐츠 담당 only, and shuts the areas outside pages and boards', () => {
  assert.equal(effectiveScope('superadmin', scope), null);
  assert.equal(effectiveScope('content', scope), scope);
  assert.ok(scopeReaches(scope, 'pages') && scopeReaches(scope, 'boards') && scopeReaches(scope, null));
  for (const area of ['menu', 'settings', 'popups', 'faqs', 'redirects', 'staff'] as const)
    assert.ok(!scopeReaches(scope, area), area);
  assert.ok(scopeReaches(null, 'menu'));
});
