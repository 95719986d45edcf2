// Images on another host in what staff paste, drop, type or load into an editor: the site shows images from its own
// /files/ only (the CSP blocks the rest and the server refuses to store them), so with the staff member's consent
// each one is fetched by the server once (POST /api/files/import) and its src becomes our file's; without it they
// are taken out. Every rich-text field (TipTap: ExternalImageGuard.tsx) and the page body editor call this.
import { isExternalImageSrc } from '../../../domain/external-image';
import { authorizedFetch } from '../httpClient';
import type { UploadedFile } from './upload';

/** Another host (domain/external-image.ts, the rule the server refuses by). */
export const isExternalSrc = isExternalImageSrc;

/** Our own file written as a full address (copied from the site): its path, with nothing to fetch. */
function ownPath(src: string): string | null {
  try {
    const url = new URL(src, window.location.href);
    return url.origin === window.location.origin && /^\/files\/\d+(\/|$)/.test(url.pathname)
      ? url.pathname + url.search
      : null;
  } catch {
    return null;
  }
}

export const consentMessage = (n: number) =>
  `외부 이미지 ${n}개를 학교 서버에 저장해 게시합니다. 저장할까요?\n(취소하면 외부 이미지는 빠집니다.)`;

async function importImage(url: string): Promise<UploadedFile> {
  const res = await authorizedFetch('/api/files/import', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url }),
  });
  const json = (await res.json().catch(() => null)) as (UploadedFile & { errorMessage?: string }) | null;
  if (!res.ok || !json) throw new Error(json?.errorMessage ?? '외부 이미지를 저장하지 못했습니다.');
  return json;
}

/**
 * What each external src becomes: our /files/ URL, or null (take the image out: declined or not importable).
 * Asks once for all of them; a failure is reported through `report` and leaves the others imported.
 */
export async function resolveExternalImages(
  srcs: readonly string[],
  report: (message: string) => void,
): Promise<Map<string, string | null>> {
  const unique = [...new Set(srcs.filter(isExternalSrc))];
  const out = new Map<string, string | null>();
  const toFetch: string[] = [];
  for (const src of unique) {
    const own = ownPath(src);
    if (own) out.set(src, own);
    else toFetch.push(src);
  }
  if (!toFetch.length) return out;
  const yes = window.confirm(consentMessage(toFetch.length));
  for (const src of toFetch) {
    if (!yes) {
      out.set(src, null);
      continue;
    }
    try {
      out.set(src, (await importImage(src)).url);
    } catch (err) {
      out.set(src, null);
      report(err instanceof Error ? err.message : '외부 이미지를 저장하지 못했습니다.');
    }
  }
  return out;
}
