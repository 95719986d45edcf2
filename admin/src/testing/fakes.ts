// Small stand-ins for what the admin's modules reach in a browser (localStorage, window, fetch) so their logic runs
// under node's test runner. Install them in a test's body, after the imports: react-admin and MUI must load
// without a `window`, as they do on a server.
import { useClock } from '../../../domain/clock';

export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

export interface FakeWindow {
  location: { href: string; origin: string; pathname: string; search: string; assign(url: string): void };
  /** Every address the code sent the browser to, in order. */
  assigned: string[];
  /** What window.confirm answers, and the questions it was asked. */
  confirmAnswer: boolean;
  confirmed: string[];
  confirm(message: string): boolean;
  listeners: Map<string, Set<(e: Event) => void>>;
  addEventListener(type: string, listener: (e: Event) => void): void;
  removeEventListener(type: string, listener: (e: Event) => void): void;
}

export function fakeWindow(href = 'https://gsb.example.ac.kr/admin/boards?page=2'): FakeWindow {
  const url = new URL(href);
  const w: FakeWindow = {
    location: {
      href: url.href,
      origin: url.origin,
      pathname: url.pathname,
      search: url.search,
      assign: (to: string) => void w.assigned.push(to),
    },
    assigned: [],
    confirmAnswer: true,
    confirmed: [],
    confirm(message: string) {
      w.confirmed.push(message);
      return w.confirmAnswer;
    },
    listeners: new Map(),
    addEventListener(type, listener) {
      if (!w.listeners.has(type)) w.listeners.set(type, new Set());
      w.listeners.get(type)?.add(listener);
    },
    removeEventListener(type, listener) {
      w.listeners.get(type)?.delete(listener);
    },
  };
  return w;
}

export interface FetchCall {
  url: string;
  method: string;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

/** An answer the fake server gives: a status and a JSON body (or none), plus headers. */
export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface FakeFetch {
  calls: FetchCall[];
  /** Answers by URL path; a function sees the call (e.g. to answer by its token). */
  routes: Map<string, FakeAnswer | ((call: FetchCall) => FakeAnswer)>;
}

export function installFetch(): FakeFetch {
  const fake: FakeFetch = { calls: [], routes: new Map() };
  globalThis.fetch = (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const call: FetchCall = {
      url,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      credentials: init.credentials,
      body: init.body,
    };
    fake.calls.push(call);
    const route = fake.routes.get(new URL(url, 'https://gsb.example.ac.kr').pathname);
    const answer =
      typeof route === 'function' ? route(call) : (route ?? { status: 404, body: { errorMessage: '없음' } });
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    const response = new Response(answer.status === 204 ? null : text, {
      status: answer.status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
    // Answered on a later turn of the event loop, as a network is: code that calls again and again then leaves
    // room for a test's timeout instead of spinning on promises.
    return new Promise((resolve) => setImmediate(() => resolve(response)));
  };
  return fake;
}

/** localStorage, window and a clock standing at `startMs` that moves only when the test says. */
export function installBrowser(href?: string): {
  storage: MemoryStorage;
  window: FakeWindow;
  clock: { ms: number };
} {
  const storage = new MemoryStorage();
  const window = fakeWindow(href);
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true, writable: true });
  Object.defineProperty(globalThis, 'window', { value: window, configurable: true, writable: true });
  const clock = { ms: Date.parse('2027-03-02T10:00:00+09:00') };
  useClock({ now: () => new Date(clock.ms) });
  return { storage, window, clock };
}
