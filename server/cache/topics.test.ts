// A write renders again or drops what it can change and keeps the rest: a post on one board touches that board's pages and the pages
// that show its posts, not the intro pages or another board's; a change of a kind the caches do not know (a kind
// added later) and a page that did not say what it read still go with every change.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Memo } from './memo.js';
import { announcement } from './publish.js';
import { ON_DEMAND_FIRST_MS, PageCache, REFRESH_WAIT_MS } from './page-cache.js';
import { changedTopics, isStale, postSpan, postsOf } from './topics.js';

function fakeEvents() {
  const listeners: ((what: string) => unknown)[] = [];
  return {
    subscribe: (fn: (what: string) => unknown) => {
      listeners.push(fn);
      return () => undefined;
    },
    /** Resolves when the caches have caught up, as SiteEvents.changed does in the writing process. */
    emit: (what: string) => Promise.all(listeners.map((fn) => fn(what))),
  };
}

const fakeRes = () => ({ writeHead: () => undefined, end: () => undefined });
const req = { method: 'GET', headers: {} };

let rendered: string[] = [];
/**
 * The pages rendered since the last call, after a write's renders (of the pages being read) and then serving each
 * page once through the cache (which renders those it does not hold).
 */
async function renders(cache: PageCache, pages: Record<string, string[] | undefined>): Promise<string[]> {
  for (const [key, reads] of Object.entries(pages)) {
    const render = async () => {
      rendered.push(key);
      return { status: 200, html: `<p>${key}</p>` };
    };
    await cache.serve(req as never, fakeRes() as never, key, render, { reads });
  }
  const all = rendered;
  rendered = [];
  return all;
}

test('a change is announced with its scope, and each kind says what it alters', () => {
  assert.equal(announcement({ kind: 'posts', board: 'notice' }), 'posts:notice');
  assert.equal(announcement('popups'), 'popups');
  assert.deepEqual(changedTopics('posts:notice'), ['posts:notice']);
  assert.deepEqual(changedTopics('rounds'), ['rounds']);
  assert.deepEqual(changedTopics('pages'), ['pages']);
  for (const everything of ['posts', 'settings', 'boards', 'clock', 'reconnect', 'menu', 'posts:Bad Name'])
    assert.equal(changedTopics(everything), null, everything);
  assert.equal(isStale([postsOf('notice'), 'rounds'], ['rounds']), true);
  assert.equal(isStale([postsOf('notice')], [postsOf('special_notice')]), false);
  assert.equal(isStale([], null), true, 'settings are on every page');
  assert.equal(isStale(undefined, ['popups']), true, 'a page that did not say what it read goes with every change');
});

test('a post on one board drops the pages that show that board, and keeps the intro pages and the other boards', async () => {
  const events = fakeEvents();
  const cache = new PageCache(events);
  const site = {
    '/': [postsOf('notice'), postsOf('special_gallery'), 'rounds', 'popups'],
    '/introduce/greeting': [],
    '/board/notice': [postsOf('notice')],
    '/board/notice/7': [postsOf('notice')],
    '/board/special_notice': [postsOf('special_notice')],
    '/entrance/recruit': ['rounds'],
    '/unsaid': undefined,
  };
  assert.equal((await renders(cache, site)).length, 7);
  assert.deepEqual(await renders(cache, site), [], 'all served from memory');

  await events.emit(announcement({ kind: 'posts', board: 'notice' }));
  assert.deepEqual(await renders(cache, site), ['/', '/board/notice', '/board/notice/7', '/unsaid']);

  await events.emit('rounds');
  assert.deepEqual(await renders(cache, site), ['/', '/entrance/recruit', '/unsaid']);

  await events.emit('popups');
  assert.deepEqual(await renders(cache, site), ['/', '/unsaid']);

  // A kind this cache does not know (another feature's, added later) empties it, as do the menu, settings and the clock.
  for (const kind of ['a-new-kind', 'menu', 'settings', 'clock']) {
    await events.emit(kind);
    assert.equal((await renders(cache, site)).length, 7, kind);
  }
});

test('after a write the pages being read are rendered again off the request path, the others dropped', async () => {
  const events = fakeEvents();
  const cache = new PageCache(events);
  const log: string[] = [];
  let version = 1;
  let gate: Promise<void> | null = null;
  const body = async (key: string) => {
    let out = '';
    const res = { writeHead: () => undefined, end: (b?: Buffer) => void (out = String(b)) };
    const render = async () => {
      log.push(key);
      const v = version;
      if (gate) await gate;
      return { status: 200, html: `${key} ${v}` };
    };
    await cache.serve(req as never, res as never, key, render, { reads: [postsOf('notice')] });
    return out;
  };
  await body('/read');
  await body('/unread');
  assert.equal(await body('/read'), '/read 1');
  version = 2;
  let open = () => undefined as void;
  gate = new Promise<void>((r) => (open = r));
  const caughtUp = events.emit('posts:notice');
  await new Promise((r) => setImmediate(r));
  assert.deepEqual(log, ['/read', '/unread', '/read'], 'the page read since its render is rendered again at once');
  assert.equal(await body('/read'), '/read 1', 'meanwhile visitors get it as it was, without waiting');
  open();
  await caughtUp;
  gate = null;
  assert.equal(await body('/read'), '/read 2', 'the new page is in when the write answers');
  assert.equal(await body('/unread'), '/unread 2');
  assert.deepEqual(
    log,
    ['/read', '/unread', '/read', '/unread'],
    'the page nobody read was dropped, rendered on demand',
  );
});

test("a post's page goes with a write inside the span it shows, not with one elsewhere on its board", () => {
  const t = (iso: string) => new Date(iso);
  // Post 7's page shows its older neighbour (1 March) and its newer one (1 May).
  const page7 = [postSpan('notice', t('2026-03-01T00:00:00Z'), t('2026-05-01T00:00:00Z'))];
  const write = (...at: string[]) => changedTopics(announcement({ kind: 'posts', board: 'notice', at: at.map(t) }));
  assert.deepEqual(write('2026-11-20T00:00:00Z'), [
    'posts:notice',
    `posts:notice@${t('2026-11-20T00:00:00Z').getTime()}`,
  ]);
  assert.equal(isStale(page7, write('2026-11-20T00:00:00Z')), false, 'a new notice in November');
  assert.equal(isStale(page7, write('2026-05-01T00:00:00Z')), true, 'the newer neighbour edited');
  assert.equal(isStale(page7, write('2026-04-01T00:00:00Z')), true, 'post 7 itself, or a post that comes between');
  assert.equal(isStale(page7, write('2025-01-01T00:00:00Z', '2026-04-15T00:00:00Z')), true, 'a post moved in between');
  assert.equal(isStale(page7, changedTopics('posts:notice')), true, 'a write that does not say where');
  assert.equal(isStale(page7, changedTopics('posts:special_notice@1')), false, 'another board');
  const newest = [postSpan('notice', t('2026-11-01T00:00:00Z'), null)];
  assert.equal(isStale(newest, write('2026-11-20T00:00:00Z')), true, 'the newest post gets a newer neighbour');
  assert.equal(isStale([postsOf('notice')], write('2026-01-01T00:00:00Z')), true, 'lists go with every write');
  assert.equal(changedTopics('posts:notice@12,x'), null, 'a malformed scope may alter anything');
});

test('a page a visitor waits for is rendered before the pages a write renders again; one that hangs holds them briefly', async () => {
  const events = fakeEvents();
  const cache = new PageCache(events);
  const log: string[] = [];
  let hold: Promise<void> | null = null;
  const serve = (key: string) =>
    cache.serve(
      req as never,
      fakeRes() as never,
      key,
      async () => {
        log.push(`start ${key}`);
        if (key === '/unread' && hold) await hold;
        log.push(`done ${key}`);
        return { status: 200, html: `<p>${key}</p>` };
      },
      { reads: [postsOf('notice')] },
    );
  for (const key of ['/read', '/read', '/unread']) await serve(key);
  let open = () => undefined as void;
  hold = new Promise<void>((r) => (open = r));
  log.length = 0;
  const caughtUp = events.emit('posts:notice'); // /read is queued to be rendered again, /unread dropped
  const visitor = serve('/unread');
  for (let i = 0; i < 3; i++) await new Promise((r) => setImmediate(r));
  assert.deepEqual(log, ['start /unread'], 'the queued page waits while a visitor waits');
  open();
  await Promise.all([visitor, caughtUp]);
  assert.deepEqual(log, ['start /unread', 'done /unread', 'start /read', 'done /read']);

  hold = new Promise<void>(() => undefined); // an on-demand render that never ends
  await serve('/read');
  log.length = 0;
  const t0 = Date.now();
  const next = events.emit('posts:notice');
  void serve('/unread');
  await next;
  const waited = Date.now() - t0;
  assert.deepEqual(log, ['start /unread', 'start /read', 'done /read']);
  assert.ok(waited >= ON_DEMAND_FIRST_MS - 20 && waited < REFRESH_WAIT_MS, `waited ${waited} ms`);
});

test('a change waits a bounded time for its pages; one not rendered again by then is dropped, not served stale', async () => {
  const events = fakeEvents();
  const cache = new PageCache(events);
  let stuck = false;
  let renders = 0;
  const render = async () => {
    renders += 1;
    if (stuck) await new Promise(() => undefined);
    return { status: 200, html: `<p>${renders}</p>` };
  };
  const serve = () => cache.serve(req as never, fakeRes() as never, '/', render, { reads: [postsOf('notice')] });
  await serve();
  await serve();
  stuck = true;
  const t0 = Date.now();
  await events.emit('posts:notice');
  const waited = Date.now() - t0;
  assert.ok(waited >= REFRESH_WAIT_MS - 50 && waited < REFRESH_WAIT_MS + 1_000, `waited ${waited} ms`);
  stuck = false;
  await serve();
  assert.equal(renders, 3, 'the page was dropped, and the next request rendered it');
});

test('a write that lands while a page renders keeps that render out of the cache', async () => {
  const events = fakeEvents();
  const cache = new PageCache(events);
  let n = 0;
  const render = async () => {
    n += 1;
    if (n === 1) void events.emit('posts:notice');
    return { status: 200, html: `<p>${n}</p>` };
  };
  for (let i = 0; i < 2; i++)
    await cache.serve(req as never, fakeRes() as never, '/board/notice', render, { reads: [postsOf('notice')] });
  assert.equal(n, 2, 'the page rendered during the write was served once, not kept');
  await cache.serve(req as never, fakeRes() as never, '/board/notice', render, { reads: [postsOf('notice')] });
  assert.equal(n, 2);
});

test('kept counts go with a write to their board only', async () => {
  const events = fakeEvents();
  const memo = new Memo(events);
  let computed = 0;
  const get = (key: string, reads?: string[]) => memo.get(key, async () => ++computed, reads);
  await get('total:notice', [postsOf('notice')]);
  await get('total:special_notice', [postsOf('special_notice')]);
  await get('admin-count', undefined);
  assert.equal(computed, 3);
  await events.emit('posts:special_notice');
  await get('total:notice', [postsOf('notice')]);
  await get('total:special_notice', [postsOf('special_notice')]);
  await get('admin-count', undefined);
  assert.equal(computed, 5, 'the other board kept its count; the value that did not say what it read did not');
});
