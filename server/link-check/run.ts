// One run of the link check: every link found (sources.ts) is classified as this site's (a path, or an absolute
// address on the site's own origin) or external; this site's are resolved in the process (internal.ts), external
// ones over HTTP (external.ts). The broken ones, each with where it was found and, for this site's, a redirect that
// would mend it, replace the last run's list (store.ts).
import type { Sequelize } from 'sequelize';
import { logger } from '../process/logger.js';
import { checkExternal, type ExternalOptions } from './external.js';
import { loadSiteMap, resolveInternal, sitePath, suggestTarget, type SiteRoutes } from './internal.js';
import { collectLinks } from './sources.js';
import { claimRun, failRun, finishRun, getRun, type BrokenFinding } from './store.js';
import type { LinkRunView } from '../../domain/link-checks.js';

export interface LinkCheckOptions {
  sequelize: Sequelize;
  /** The site's own address (config.publicUrl): absolute links on its origin are this site's. */
  publicUrl: string;
  routes: SiteRoutes;
  external?: Partial<ExternalOptions>;
}

export const DEFAULT_EXTERNAL: ExternalOptions = {
  timeoutMs: 10_000,
  concurrency: 4,
  hostPaceMs: 1_000,
  recheckDelayMs: 60_000,
  userAgent: 'GSB-LinkChecker/1.0 (+link check of the school site; once a week)',
};

type Classified = { kind: 'internal'; address: string } | { kind: 'external'; url: string } | null;

/** Where a link as written points: a path with its query on this site, an external URL, or nothing to check. */
export function classify(url: string, base: string, origin: string): Classified {
  let resolved: URL;
  try {
    resolved = new URL(url, base);
  } catch {
    return null;
  }
  if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') return null;
  if (resolved.origin === origin) return { kind: 'internal', address: resolved.pathname + resolved.search };
  resolved.hash = '';
  return { kind: 'external', url: resolved.href };
}

/** Runs the check for a claimed run; the run ends 'done' with its findings or 'failed'. */
export async function runClaimed(opts: LinkCheckOptions, run: LinkRunView): Promise<LinkRunView> {
  const { sequelize } = opts;
  try {
    const origin = new URL(opts.publicUrl).origin;
    const found = await collectLinks(sequelize);
    const site = await loadSiteMap(sequelize, opts.routes);
    const targets = found.map((f) => ({ f, c: classify(f.url, origin + f.foundIn.path, origin) }));

    const internal = new Map<string, { ok: boolean; status: string }>();
    for (const { c } of targets)
      if (c?.kind === 'internal' && !internal.has(c.address)) {
        const answer = await resolveInternal(sequelize, site, c.address);
        internal.set(c.address, answer.ok ? { ok: true, status: '200' } : answer);
      }
    const externalUrls = [...new Set(targets.flatMap(({ c }) => (c?.kind === 'external' ? [c.url] : [])))];
    const external = await checkExternal(externalUrls, { ...DEFAULT_EXTERNAL, ...opts.external });

    const broken = new Map<string, BrokenFinding>();
    for (const { f, c } of targets) {
      if (!c) continue;
      const answer = c.kind === 'internal' ? internal.get(c.address)! : external.get(c.url)!;
      if (answer.ok) continue;
      const key = `${f.foundIn.kind}:${f.foundIn.id}:${f.url}`;
      if (broken.has(key)) continue;
      let redirect: BrokenFinding['redirect'] = null;
      if (c.kind === 'internal') {
        const to = suggestTarget(site, c.address);
        if (to) redirect = { from: sitePath(c.address), to };
      }
      broken.set(key, {
        url: f.url,
        status: answer.status,
        internal: c.kind === 'internal',
        foundIn: f.foundIn,
        redirect,
      });
    }
    await finishRun(sequelize, run.id, targets.filter((t) => t.c).length, [...broken.values()]);
    return (await getRun(sequelize, run.id))!;
  } catch (err) {
    logger.error({ err }, '링크 검사가 실패했습니다.');
    await failRun(sequelize, run.id);
    return (await getRun(sequelize, run.id))!;
  }
}

/** Claims and runs a check now (null: one is already running). */
export async function runLinkCheck(opts: LinkCheckOptions, by: number | null = null): Promise<LinkRunView | null> {
  const run = await claimRun(opts.sequelize, { by });
  return run && runClaimed(opts, run);
}
