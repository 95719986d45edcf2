// The one API client of the public site: spec §4 and §8 exactly.
// - base /api, credentials sent, Authorization: Bearer <localStorage.token> on every call, no timeout;
// - a JSON body, or a FormData one sent as multipart (the application's documents);
// - the spinner and dark overlay while any call is in flight;
// - 401/403: token, user and header cleared; outside the login and join pages an alert
//   '로그인 후 이용해주세요' whose closing goes to /auth/login?prevUrl=<current path>;
// - other errors: the server's errorMessage, or '에러가 발생했습니다' when there is no data or it is a blob;
// - no response at all (network): the spinner is cleared and nothing else is shown.
import { pageUi } from '../locale/index.js';
import { clearSession, getAuthHeader } from './session.js';
import { beginLoading, endLoading, showAlert } from './ui-store.js';

export const API_BASE = '/api';

/** A failed call; `handled` says the alert or redirect already happened. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
    readonly network = false,
    /** The answer's flags beside errorMessage (e.g. `otpRequired: true` on a login that needs its code step). */
    readonly flags: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

export function isAuthPage(pathname: string): boolean {
  return pathname === '/auth/login' || pathname === '/auth/join';
}

export function loginUrlFor(pathname: string, search = ''): string {
  return `/auth/login?prevUrl=${encodeURIComponent(pathname + search)}`;
}

interface ErrorBody {
  errorMessage?: unknown;
  errors?: unknown;
}

async function readError(res: Response): Promise<ErrorBody | null> {
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('json')) return null; // a file blob or an empty body carries no message
  try {
    const body = (await res.json()) as unknown;
    return body && typeof body === 'object' ? (body as ErrorBody) : null;
  } catch {
    return null;
  }
}

/** Spec §8 for 401/403: clear everything; outside the login and join pages, alert and then go log in. */
export function needLogin(): void {
  clearSession();
  const { pathname, search } = window.location;
  if (!isAuthPage(pathname)) {
    showAlert({
      type: 'error',
      message: pageUi().api.needLogin,
      action: () => window.location.assign(loginUrlFor(pathname, search)),
    });
  }
}

export interface RequestOptions {
  /** The form says the error itself (its summary, role=alert, focused): no alert dialog on top of it. */
  showsErrors?: boolean;
}

export async function request<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  opts: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const auth = getAuthHeader();
  if (auth) headers.Authorization = auth;
  // The browser writes a FormData's multipart Content-Type itself, with its boundary.
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  beginLoading();
  let res: Response;
  try {
    res = await fetch(API_BASE + path, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    });
  } catch {
    endLoading();
    throw new ApiError(0, '', {}, true);
  }
  try {
    if (res.ok) {
      const type = res.headers.get('content-type') ?? '';
      return (type.includes('json') ? await res.json() : undefined) as T;
    }
    const data = await readError(res);
    const message =
      typeof data?.errorMessage === 'string' && data.errorMessage ? data.errorMessage : pageUi().api.generic;
    const errors = data?.errors && typeof data.errors === 'object' ? (data.errors as Record<string, string>) : {};
    const flags = (data ?? {}) as Record<string, unknown>;
    if (res.status === 401 || res.status === 403) {
      needLogin();
      throw new ApiError(res.status, message, errors, false, flags);
    }
    if (!opts.showsErrors) showAlert({ type: 'error', message });
    throw new ApiError(res.status, message, errors, false, flags);
  } finally {
    endLoading();
  }
}

/**
 * A figure for the site's own statistics (the visitor funnel): fire and forget, with no cookie, no spinner and no
 * dialog, since nothing about it concerns the visitor; kept alive if the page is left.
 */
export function report(path: string, body: unknown): void {
  if (typeof fetch !== 'function') return;
  void fetch(API_BASE + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'omit',
    keepalive: true,
  }).catch(() => undefined);
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, body ?? {}, opts),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
  delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body),
};
