// One old body made ours: its format converted (text.ts), every editor image and attached file it shows re-homed
// into our file store, links to the old site made site-relative (the redirect map answers them, and the last pass
// of the run points them at their new address), a hot-linked image from another site turned into a link to it
// (our pages show only our own images) and reported, and the result passed through the one HTML policy.
import { sanitizeContent } from '../html/sanitize.js';
import { bodyToHtml, type BodyFormat } from './text.js';
import { classify, type OldTarget } from './urls.js';

export interface Problem {
  url: string;
  problem: string;
}

export interface BodyContext {
  hosts: Set<string>;
  /** Our address for an old editor image or data/file path, or null when it is missing (reported by the caller). */
  rehome(target: Extract<OldTarget, { kind: 'editor' | 'file' }>): Promise<string | null>;
  /** The old address of the thing being converted, for the problems it reports. */
  where: string;
  problems: Problem[];
  /** HTML added after the body (a post's related links), through the same policy. */
  tail?: string;
  /** The HTML policy the result must pass: the posts' (default) or the pages'. */
  sanitize?: (html: string) => string;
}

export interface ConvertedBody {
  html: string;
  images: number;
  links: number;
}

const ATTR = /\b(src|href)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;
const UNSAFE = /<script\b|<iframe\b|<object\b|<embed\b|\son[a-z]+\s*=|javascript:|position\s*:\s*(fixed|absolute)/i;

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export async function convertBody(content: string, format: BodyFormat, ctx: BodyContext): Promise<ConvertedBody> {
  let html = bodyToHtml(content, format) + (ctx.tail ?? '');
  let images = 0;
  let links = 0;
  // Every address first (the store is async): the old site's files re-homed, links to its pages made relative.
  const found = new Map<string, string | null>();
  const elsewhere = new Set<string>();
  for (const m of html.matchAll(ATTR)) {
    const value = m[2] ?? m[3] ?? m[4] ?? '';
    if (found.has(value) || elsewhere.has(value)) continue;
    const t = classify(value, ctx.hosts);
    if (t.kind === 'editor' || t.kind === 'file') {
      const ours = await ctx.rehome(t);
      // On a host not given as --old-domain and not in the folder: another site's, left as it was.
      if (!ours && t.foreign) {
        elsewhere.add(value);
        continue;
      }
      if (!ours) ctx.problems.push({ url: value, problem: `본문의 파일을 찾을 수 없습니다 (${ctx.where})` });
      else if (t.foreign)
        ctx.problems.push({
          url: value,
          problem: `--old-domain에 없는 주소였지만 넘겨받은 data 폴더에 있는 파일이라 옮겼습니다 (${ctx.where})`,
        });
      found.set(value, ours);
      if (ours && m[1].toLowerCase() === 'src') images += 1;
    } else if (t.kind === 'page') {
      found.set(value, t.path);
      links += 1;
    } else if (t.kind === 'external') elsewhere.add(value);
  }
  // Images from another site: a link to the picture instead (reported), before the policy would refuse the body.
  html = html.replace(/<img\b[^>]*>/gi, (tag) => {
    const m = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(tag);
    const src = m ? (m[1] ?? m[2] ?? m[3] ?? '') : '';
    if (!elsewhere.has(src)) return tag;
    const url = src.replace(/&amp;/g, '&').trim();
    ctx.problems.push({
      url: ctx.where,
      problem: `다른 사이트에서 가져다 쓴 이미지라 옮기지 않고 링크로 남겼습니다: ${url}`,
    });
    const alt = /\balt\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag);
    const label = alt?.[1] ?? alt?.[2] ?? '';
    return `<a href="${escapeAttr(url)}" rel="nofollow">[외부 이미지${label ? `: ${label}` : ''}]</a>`;
  });
  html = html.replace(ATTR, (whole, attr: string, d?: string, s?: string, bare?: string) => {
    const value = d ?? s ?? bare ?? '';
    if (!found.has(value)) return whole;
    const ours = found.get(value);
    // A missing image leaves an empty src, which the policy drops with its tag.
    return `${attr}="${escapeAttr(ours ?? '')}"`;
  });

  if (UNSAFE.test(html))
    ctx.problems.push({
      url: ctx.where,
      problem: '안전하지 않은 마크업(스크립트, 이벤트 처리기, 고정 배치 등)을 지웠습니다.',
    });
  const sanitize = ctx.sanitize ?? ((h: string) => sanitizeContent(h));
  let clean: string;
  try {
    clean = sanitize(html);
  } catch (err) {
    ctx.problems.push({ url: ctx.where, problem: `본문을 정리하지 못해 글자만 옮겼습니다: ${(err as Error).message}` });
    clean = sanitize(bodyToHtml(content.replace(/<[^>]*>/g, ' '), 'text'));
  }
  return { html: clean, images, links };
}
