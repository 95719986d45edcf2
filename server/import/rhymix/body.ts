// A Rhymix body made ours: Rhymix stores HTML always; its images are addressed by their stored path (./files/attach/
// images/…, files/attach/…, /files/attach/…, or since XE 1.x with the old domain in front) and its downloads through
// procFileDownload's file_srl. Each is pointed at the file as we stored it before the one HTML policy (content.ts)
// runs; its dates are char(14) YYYYMMDDHHMMSS in +09:00.
import type { Transaction } from 'sequelize';
import { seoulMidnight } from '../../../domain/time.js';
import { cleanFileName } from '../../files/store.js';
import type { RunContext } from '../board-import.js';
import { convertBody, type Problem } from '../content.js';
import { fileUrl } from '../files.js';
import type { RedirectSink } from '../redirect-rows.js';
import { rxFileRows } from './redirect-rows.js';
import type { RxFile } from './source.js';

/** A char(14) (or YYYYMMDD, or YYYY-MM-DD…) Seoul time as an instant; empty or nonsense is unknown. */
export function rxDate(raw: string | null | undefined): Date | null {
  const v = String(raw ?? '').trim();
  const m = /^(\d{4})-?(\d{2})-?(\d{2})(?:[ T]?(\d{2}):?(\d{2}):?(\d{2})?)?/.exec(v);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4] ?? '0', m[5] ?? '0', m[6] ?? '0'].map(Number);
  if (y < 1970 || mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) return null;
  return new Date(seoulMidnight(y, mo, d, h, mi).getTime() + s * 1000);
}

/** uploaded_filename as stored ('./files/attach/…'), as a path under the site's folder: 'files/attach/…'. */
export function rxFileRel(uploaded: string): string {
  const rel = uploaded
    .trim()
    .replace(/^(?:\.{1,2}\/)+/, '')
    .replace(/^\/+/, '');
  return !rel || rel.startsWith('files/') ? rel : `files/${rel}`;
}

const ATTR = /\b(src|href)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

/** The stored path (files/attach/…) an address in a body names, or null. */
function attachPath(raw: string): string | null {
  const url = raw.replace(/&amp;/gi, '&').trim();
  const m = /^(?:(?:https?:)?\/\/[^/?#]+)?(?:\.{1,2}\/)*\/?(files\/attach\/(?:images|binaries)\/[^?#"']+)/i.exec(url);
  if (!m) return null;
  try {
    return decodeURI(m[1]);
  } catch {
    return m[1];
  }
}

export interface RxBodyContext {
  where: string;
  problems: Problem[];
  files: RxFile[];
  /** Our address of each of the document's files stored so far, by file_srl. */
  stored: Map<number, string>;
  owner: { postId: number | null; hidden: boolean };
  t: Transaction | null;
  sink: RedirectSink;
  /** The HTML policy: the posts' (default) or the pages'. */
  sanitize?: (html: string) => string;
}

export async function rxBody(
  ctx: RunContext,
  content: string,
  b: RxBodyContext,
): Promise<{ html: string; images: number; links: number; inlineIds: number[] }> {
  const byPath = new Map(b.files.map((f) => [rxFileRel(f.uploaded_filename ?? ''), Number(f.file_srl)]));
  const found = new Map<string, string>();
  const inlineIds: number[] = [];
  let images = 0;
  for (const m of content.matchAll(ATTR)) {
    const value = m[2] ?? m[3] ?? m[4] ?? '';
    if (found.has(value)) continue;
    const download = /procFileDownload[^"']*?file_srl=(\d+)|file_srl=(\d+)[^"']*?procFileDownload/i.exec(value);
    if (download) {
      const ours = b.stored.get(Number(download[1] ?? download[2]));
      if (ours) found.set(value, ours);
      continue;
    }
    const rel = attachPath(value);
    if (!rel) continue;
    const srl = byPath.get(rel);
    let ours = srl ? b.stored.get(srl) : undefined;
    if (!ours) {
      // Another document's image, or one never listed in files: stored by its path, under this post.
      const name = cleanFileName(rel.split('/').pop() ?? 'image');
      const got = await ctx.data.store(
        {
          key: `rhymix:path:${rel}`,
          kind: 'editor-image',
          rel,
          name,
          owner: { postId: b.owner.postId, sortOrder: b.owner.hidden ? 1000 + inlineIds.length : -1 },
        },
        b.t as Transaction,
        !b.t,
      );
      if (!got.ok) {
        b.problems.push({ url: value, problem: `본문의 파일을 찾을 수 없습니다 (${b.where})` });
        found.set(value, '');
        continue;
      }
      inlineIds.push(got.id);
      ours = fileUrl(got.id, got.name);
      if (!b.owner.hidden) rxFileRows(b.sink, { srl: 0, path: rel, binary: /\/binaries\//.test(rel) }, ours);
    }
    if (m[1].toLowerCase() === 'src') images += 1;
    found.set(value, ours);
  }
  const html = content.replace(ATTR, (whole, attr: string, d?: string, s?: string, bare?: string) => {
    const value = d ?? s ?? bare ?? '';
    return found.has(value) ? `${attr}="${found.get(value)!.replace(/"/g, '&quot;')}"` : whole;
  });
  const body = await convertBody(html, 'html1', {
    hosts: ctx.hosts,
    where: b.where,
    problems: b.problems,
    rehome: async () => null,
    sanitize: b.sanitize,
  });
  return { html: body.html, images, links: body.links, inlineIds };
}
