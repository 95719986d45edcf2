// Axe-core (WCAG 2.0/2.1/2.2 A and AA rules) finds nothing on any public page at 375 and 1440 px:
// every route of server/web/routes.tsx, every board's list and a post of each, the application and its look-up.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { publicPagePaths } from '../server/web/routes.js';
import { call } from '../server/test/support.js';
import { DESKTOP, PHONE, startE2E, type E2E } from './support.js';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BOARDS = ['notice', 'special_notice', 'special_gallery', 'form_data', 'calendar', 'major_board'];

let e2e: E2E;
let paths: string[];
before(async () => {
  e2e = await startE2E();
  paths = [
    ...publicPagePaths,
    '/receipt',
    '/receipt/lookup',
    '/receipt/china-mba',
    '/receipt/china-mba/lookup',
    '/search?q=%EC%9E%A5%ED%95%99',
    '/china/search?q=MBA',
  ];
  for (const b of BOARDS) {
    paths.push(`/board/${b}`);
    const list = await call(e2e.app, 'GET', `/board/${b}`);
    // The newest post of each board (its detail page: attachments, neighbours, gallery dates).
    const id = /href="\/board\/[a-z_]+\/(\d+)"/.exec(String(list.body))?.[1];
    if (id) paths.push(`/board/${b}/${id}`);
  }
  paths.push('/board/notice?page=2', '/china/info_3');
  // Empty states, as a fresh site without sample content shows them (their grey failed contrast): a gallery search
  // that finds nothing, a month of the calendar without events, a list search without results.
  paths.push('/board/special_gallery?q=zzqx', '/board/calendar?month=2020-01', '/board/notice?q=zzqx');
});
after(() => e2e.close());

/** Runs axe in the page (through the debugging protocol, so the page's CSP does not apply) and names what fails. */
async function violations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe;
    const r = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return r.violations.map(
      (v) => `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(' ')} ${v.nodes[0]?.failureSummary ?? ''}`,
    );
  }, TAGS);
  return found;
}
interface AxeResults {
  violations: { id: string; nodes: { target: string[]; failureSummary?: string }[] }[];
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`axe finds no WCAG 2.2 AA violation on any public page at ${viewport.width} px`, async () => {
    const { page } = await e2e.newPage(viewport);
    const failures: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      if (layoutHasDrawer(path)) await page.waitForSelector('#site-menu.drawer--js', { state: 'attached' });
      for (const v of await violations(page)) failures.push(`${path}: ${v}`);
    }
    assert.ok(paths.length > 40, `${paths.length} pages checked`);
    assert.deepEqual(failures, []);
  });
}

const layoutHasDrawer = (path: string) => !path.startsWith('/receipt');
