// axe-core in a page (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA), one line per rule that fails: how many nodes, the first
// one's markup and axe's reason. Evaluated through the DevTools protocol, which a page's CSP does not block.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Violation {
  id: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

export async function axe(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // A dialog fading in has its text half-transparent: contrast is judged on what a reader sees once it settles.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime))) // not a spinner's endless turn
        .map((a) => a.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
  const violations = await page.evaluate(async (tags) => {
    const run = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: unknown[] }> } })
      .axe.run;
    // resultTypes: only the violations get their full node details (axe's advice for big pages; the same rules run).
    return (await run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })).violations;
  }, TAGS);
  return (violations as Violation[]).map((v) => {
    const n = v.nodes[0]!;
    const why = (n.failureSummary ?? '').split('\n')[1]?.trim() ?? '';
    return `${v.id} ×${v.nodes.length}: ${n.html.slice(0, 160)} — ${why}`;
  });
}
