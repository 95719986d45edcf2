// Counting page views without slowing the page: a view is a few map updates in memory (classify.ts remembers what
// each User-Agent and language header means), and every 15 seconds what gathered is written in one statement, as the
// search figures are (server/search/stats.ts). Only a person's browser is counted: known bots, requests without a
// User-Agent and prefetches are not; only GET answers of 200 or 304 with an HTML page. A unique visitor is the day's
// salted hash of address and User-Agent (salt.ts), made at the flush; until then the pair is held in memory only.
// A form start (원서작성 시작) counts once per such visitor, path and day, however often the visitor posts it.
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { QueryTypes, type Sequelize } from 'sequelize';
import { nowMs } from '../../domain/clock.js';
import { nextSeoulMidnight, seoulDay } from '../../domain/time.js';
import { logger } from '../process/logger.js';
import { agentOf, DEVICES, langOf, referrerOf, type Device } from './classify.js';
import type { SaltSource } from './salt.js';

const FLUSH_MS = 15_000;
const MAX_PATH = 300;
/** A burst of unknown paths cannot grow memory without bound: past this, views wait for the next flush. */
const MAX_PENDING = 20_000;

interface Row {
  day: string;
  path: string;
  referrer: string;
  device: string;
  lang: string;
  views: number;
}

type DeviceCounts = Record<Device, number>;
/** day → path → referrer → language → views per device. Nested, so a view hashes no string built for it: the path
 * (the request URL the page cache looked up), the referrer and the language (remembered answers) already carry theirs. */
type Views = Map<string, Map<string, Map<string, Map<string, DeviceCounts>>>>;

function child<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let v = map.get(key);
  if (v === undefined) map.set(key, (v = make()));
  return v;
}

export interface VisitCounterOptions {
  sequelize: Sequelize;
  salts: SaltSource;
  /** TRUST_PROXY: how many proxies stand in front, to find the visitor's address among X-Forwarded-For's. */
  trustProxy: number;
}

export class VisitCounter {
  private views: Views = new Map();
  private pendingRows = 0;
  /** day → User-Agent → addresses: the pairs to hash at the flush (the User-Agent already hashed by classify.ts). */
  private visitors = new Map<string, Map<string, Set<string>>>();
  /** day and path → User-Agent → addresses: who started the form there (hashed at the flush, as visitors are). */
  private starts = new Map<string, { day: string; path: string; visitors: Map<string, Set<string>> }>();
  private pendingStarts = 0;
  private timer: NodeJS.Timeout | null = null;
  private day = '';
  private dayEnds = 0;

  constructor(private readonly opts: VisitCounterOptions) {}

  /** Today in Seoul, worked out once a day rather than once a view. */
  private today(): string {
    const t = nowMs();
    if (t >= this.dayEnds || t < this.dayEnds - 86_400_000) {
      this.day = seoulDay(t);
      this.dayEnds = nextSeoulMidnight(t).getTime();
    }
    return this.day;
  }

  /** The visitor's address: the socket's, or the one TRUST_PROXY proxies in front were given. */
  private address(req: IncomingMessage): string {
    const socket = req.socket.remoteAddress ?? '';
    const hops = this.opts.trustProxy;
    const forwarded = req.headers['x-forwarded-for'];
    if (!hops || typeof forwarded !== 'string') return socket;
    const list = forwarded.split(',');
    return (list[Math.max(0, list.length - hops)] ?? socket).trim();
  }

  /** A page answer has gone: counted when it was a person's browser being shown an HTML page. */
  page(req: IncomingMessage, status: number, type: string | undefined): void {
    if (req.method !== 'GET' || (status !== 200 && status !== 304)) return;
    if (!type?.startsWith('text/html')) return;
    const h = req.headers;
    const ua = h['user-agent'];
    const agent = agentOf(ua);
    if (!agent) return;
    if (h['sec-purpose'] !== undefined || h.purpose === 'prefetch') return;
    if (this.pendingRows >= MAX_PENDING) return;
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const path = q < 0 ? (url.length > MAX_PATH ? url.slice(0, MAX_PATH) : url) : url.slice(0, Math.min(q, MAX_PATH));
    const day = this.today();
    const byLang = child(
      child(
        child(this.views, day, () => new Map()),
        path,
        () => new Map(),
      ),
      referrerOf(h.referer, h.host),
      () => new Map(),
    );
    const lang = langOf(h['accept-language']);
    let counts = byLang.get(lang);
    if (!counts) {
      byLang.set(lang, (counts = { mobile: 0, tablet: 0, desktop: 0 }));
      this.pendingRows += 1;
    }
    counts[agent.device] += 1;
    child(
      child(this.visitors, day, () => new Map()),
      ua!,
      () => new Set<string>(),
    ).add(this.address(req));
    this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  /** The application form's first step was passed on `path` (/receipt or /receipt/china-mba). */
  started(req: IncomingMessage, path: string): boolean {
    const ua = req.headers['user-agent'];
    if (!agentOf(ua)) return false;
    const day = this.today();
    const key = `${day}\u0000${path}`;
    const row = child(this.starts, key, () => ({ day, path, visitors: new Map<string, Set<string>>() }));
    const addresses = child(row.visitors, ua!, () => new Set<string>());
    const address = this.address(req);
    if (!addresses.has(address) && this.pendingStarts < MAX_PENDING) {
      addresses.add(address);
      this.pendingStarts += 1;
    }
    this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
    return true;
  }

  /** Writes what gathered in one statement (tests and GET /api/visits call it instead of waiting). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const views = rowsOf(this.views);
    const starts = [...this.starts.values()];
    const visitors = this.visitors;
    this.views = new Map();
    this.pendingRows = 0;
    this.starts = new Map();
    this.pendingStarts = 0;
    this.visitors = new Map();
    if (!views.length && !starts.length && !visitors.size) return;
    try {
      const hashed: { day: string; visitor: string }[] = [];
      for (const [day, byAgent] of visitors) {
        const salt = await this.opts.salts.saltFor(day);
        for (const [ua, addresses] of byAgent)
          for (const address of addresses) hashed.push({ day, visitor: visitorHash(salt, address, ua) });
      }
      const started: { day: string; path: string; visitor: string }[] = [];
      for (const { day, path, visitors: byAgent } of starts) {
        const salt = await this.opts.salts.saltFor(day);
        for (const [ua, addresses] of byAgent)
          for (const address of addresses) started.push({ day, path, visitor: visitorHash(salt, address, ua) });
      }
      await this.opts.sequelize.query(FLUSH_SQL, {
        type: QueryTypes.SELECT,
        bind: {
          days: views.map((r) => r.day),
          paths: views.map((r) => r.path),
          referrers: views.map((r) => r.referrer),
          devices: views.map((r) => r.device),
          langs: views.map((r) => r.lang),
          views: views.map((r) => r.views),
          startDays: started.map((r) => r.day),
          startPaths: started.map((r) => r.path),
          startVisitors: started.map((r) => r.visitor),
          visitorDays: hashed.map((r) => r.day),
          visitors: hashed.map((r) => r.visitor),
          today: this.today(),
        },
      });
    } catch (err) {
      logger.warn({ err }, '방문 통계를 저장하지 못했습니다.');
    }
  }
}

/** A visitor of `day`: 16 bytes of the day's salted hash of address and User-Agent (hex), naming no one. */
function visitorHash(salt: Buffer | string, address: string, ua: string): string {
  return createHash('sha256')
    .update(salt)
    .update(address)
    .update('\u0000')
    .update(ua)
    .digest()
    .subarray(0, 16)
    .toString('hex');
}

function rowsOf(views: Views): Row[] {
  const rows: Row[] = [];
  for (const [day, byPath] of views)
    for (const [path, byReferrer] of byPath)
      for (const [referrer, byLang] of byReferrer)
        for (const [lang, counts] of byLang)
          for (const device of DEVICES)
            if (counts[device]) rows.push({ day, path, referrer, device, lang, views: counts[device] });
  return rows;
}

/**
 * The one statement of a flush: the views, the form starts and the day's hashes, and the hashes of the days before
 * yesterday folded into their count (visit_days) and deleted. A form start is counted only when its visitor's hash
 * is new for that day and path (form_start_visitors, deleted after the day after as the visitors' are).
 */
const FLUSH_SQL = `
  WITH views AS (
    INSERT INTO page_visits (day, path, referrer, device, lang, views)
    SELECT * FROM unnest($days::date[], $paths::text[], $referrers::text[], $devices::text[], $langs::text[], $views::int[])
    ON CONFLICT (day, path, referrer, device, lang) DO UPDATE SET views = page_visits.views + EXCLUDED.views
    RETURNING 1
  ), first_starts AS (
    INSERT INTO form_start_visitors (day, path, visitor)
    SELECT d, p, decode(v, 'hex') FROM unnest($startDays::date[], $startPaths::text[], $startVisitors::text[]) AS u(d, p, v)
     WHERE d >= $today::date - 1
    ON CONFLICT DO NOTHING
    RETURNING day, path
  ), starts AS (
    INSERT INTO form_starts (day, path, starts)
    SELECT day, path, count(*) FROM first_starts GROUP BY day, path
    ON CONFLICT (day, path) DO UPDATE SET starts = form_starts.starts + EXCLUDED.starts
    RETURNING 1
  ), starts_gone AS (
    DELETE FROM form_start_visitors WHERE day < $today::date - 1 RETURNING 1
  ), seen AS (
    INSERT INTO visit_visitors (day, visitor)
    SELECT d, decode(v, 'hex') FROM unnest($visitorDays::date[], $visitors::text[]) AS u(d, v)
     WHERE d >= $today::date - 1
    ON CONFLICT DO NOTHING
    RETURNING 1
  ), gone AS (
    DELETE FROM visit_visitors WHERE day < $today::date - 1 RETURNING day
  ), folded AS (
    INSERT INTO visit_days (day, visitors)
    SELECT day, count(*) FROM gone GROUP BY day
    ON CONFLICT (day) DO UPDATE SET visitors = visit_days.visitors + EXCLUDED.visitors
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM views) AS views, (SELECT count(*) FROM starts) AS starts,
         (SELECT count(*) FROM seen) AS seen, (SELECT count(*) FROM folded) AS folded,
         (SELECT count(*) FROM starts_gone) AS starts_gone`;
