// A write renders again or drops what it can change and keeps the rest: a post on one board touches that board's pages and the pages
// that show its posts, not the intro pages or another board's; a change of a kind the caches do not know (a kind
// added later) and a page that did not say what it read still go with every change.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Memo } from '../api/posts/memo.js';
import { announcement } from './publish.js';
import { PageCache } from './page-cache.js';
import { changedTopics, isStale, postsOf } from './topics.js';

function fakeEvents() {
  const listeners: ((what: string) => unknown)[] = [];
  return {
    subscribe: (fn: (what: string) => unknown) => void listeners.push(fn),
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
