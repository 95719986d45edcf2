// 새 페이지 never takes a path the code draws: every generated route of routes.tsx, the board, search, form and
// subscription pages are refused (domain/page-create.ts keeps the list; this test holds it against the routes).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newPagePathProblem, PAGE_GROUP_PREFIXES } from '../../domain/page-create.js';
import type { PageGroup } from '../../domain/pages.js';
import { routes } from './routes.js';

const groups = Object.keys(PAGE_GROUP_PREFIXES) as PageGroup[];

test('no menu group may hold a page at a generated route', () => {
  const generated = [
    ...Object.keys(routes),
    '/board/notice',
    '/search',
    '/china/search',
    '/forms/x',
    '/china/forms/x',
    '/subscribe',
    '/china/subscribe',
    '/policy/privacy/v/1',
  ];
  for (const path of generated)
    for (const g of groups) assert.notEqual(newPagePathProblem(path, g), null, `${path} in ${g}`);
  assert.equal(newPagePathProblem('/introduce/campus', 'introduce'), null);
  assert.equal(newPagePathProblem('/china/info_5', 'china'), null);
});
