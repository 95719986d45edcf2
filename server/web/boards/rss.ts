// RSS 2.0 for a list board: the 20 newest published posts.
import type { Request } from 'express';
import type { Board } from '../../../db/models/index.js';
import type { SiteSettings } from '../../../domain/settings.js';

const xml = (s: string) =>
  s
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(
      /[<>&'"]/g,
      (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string,
    );

/** The site's origin as the request reached it (only a well-formed host is trusted into links). */
export function originOf(req: Request): string {
  const host = req.get('host') ?? '';
  return /^[a-z0-9.-]+(:\d{1,5})?$/i.test(host) ? `${req.protocol}://${host}` : '';
}

export function renderRss(
  origin: string,
  board: Board,
  settings: SiteSettings,
  posts: {
    id: number;
    title: string;
    category: string | null;
    authorName: string;
    publishedAt: Date;
    contentText: string;
  }[],
): string {
  const link = `${origin}/board/${board.enName}`;
  const items = posts
    .map(
      (p) => `    <item>
      <title>${xml(p.title)}</title>
      <link>${xml(`${link}/${p.id}`)}</link>
      <guid isPermaLink="true">${xml(`${link}/${p.id}`)}</guid>
      <pubDate>${p.publishedAt.toUTCString()}</pubDate>${p.category ? `\n      <category>${xml(p.category)}</category>` : ''}
      <description>${xml(p.contentText.slice(0, 300))}</description>
    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xml(`${board.name} | ${settings.schoolName}`)}</title>
    <link>${xml(link)}</link>
    <atom:link href="${xml(`${link}/rss.xml`)}" rel="self" type="application/rss+xml" />
    <description>${xml(`${settings.schoolName} ${board.name}`)}</description>
    <language>ko</language>
${items}
  </channel>
</rss>
`;
}
