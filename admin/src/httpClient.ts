// fetchJson with our bearer token, one silent refresh on 401, and our error contract mapped to react-admin's:
// {errorMessage} → the message react-admin shows, {errors} → messages under the form fields (and the summary line
// in errors.root.serverError).
import { fetchUtils, HttpError } from 'react-admin';
import { getToken, refreshToken } from './session';
import { markActivity } from './session-timeout/activity';
import { endIdleSession, idleMinutesOf } from './session-timeout/end';

type Options = fetchUtils.Options;

function withAuth(options: Options = {}): Options {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return { ...options, headers, credentials: 'same-origin' };
}

function translate(err: unknown): unknown {
  if (!(err instanceof HttpError)) return err;
  const body = err.body as { errorMessage?: string; errors?: Record<string, string> } | undefined;
  const message = body?.errorMessage ?? '에러가 발생했습니다';
  // root.serverError: react-admin's place for the summary line, read when no input shows the field (form-errors.tsx).
  return new HttpError(
    message,
    err.status,
    body?.errors ? { errors: { ...body.errors, root: { serverError: message } } } : body,
  );
}

/** Every answered call is activity (the idle warning starts again); a 401 idleTimeout ends the login here. */
async function counted<T>(run: () => Promise<T>): Promise<T> {
  try {
    const result = await run();
    markActivity();
    return result;
  } catch (err) {
    const idle = err instanceof HttpError && err.status === 401 ? idleMinutesOf(err.body) : null;
    if (idle !== null) await endIdleSession(idle);
    throw err;
  }
}

export async function httpClient(url: string, options: Options = {}) {
  try {
    return await counted(() => fetchUtils.fetchJson(url, withAuth(options)));
  } catch (err) {
    if (err instanceof HttpError && err.status === 401 && !idleMinutesOf(err.body) && (await refreshToken())) {
      try {
        return await counted(() => fetchUtils.fetchJson(url, withAuth(options)));
      } catch (again) {
        throw translate(again);
      }
    }
    throw translate(err);
  }
}

/** For uploads and downloads that are not JSON: same token and refresh, raw Response back. */
export async function authorizedFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const run = () => {
    const headers = new Headers(init.headers);
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return fetch(url, { ...init, headers, credentials: 'same-origin' });
  };
  let res = await run();
  if (res.status === 401 && (await refreshToken())) res = await run();
  if (res.ok) markActivity();
  return res;
}
