// The calls of 깨진 링크 beside the REST list (server/api/link-checks/index.ts): the last run, 지금 검사 (202: the
// run goes on after the answer) and 리디렉션 만들기, which adds the suggested redirect through /api/redirects.
import type { LinkRunView } from '../../../domain/link-checks';
import { authorizedFetch } from '../httpClient';

async function json<T>(res: Response): Promise<T> {
  const body = (await res.json().catch(() => null)) as (T & { errorMessage?: string }) | null;
  if (!res.ok) throw new Error(body?.errorMessage ?? '에러가 발생했습니다');
  return body as T;
}

export const lastLinkRun = async (): Promise<LinkRunView | null> =>
  json<LinkRunView | null>(await authorizedFetch('/api/link-checks/run'));

export const startLinkRun = async (): Promise<LinkRunView> =>
  json<LinkRunView>(
    await authorizedFetch('/api/link-checks/run', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    }),
  );

export const createRedirect = async (from: string, to: string): Promise<unknown> =>
  json(
    await authorizedFetch('/api/redirects', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ from, to, status: 301 }),
    }),
  );
