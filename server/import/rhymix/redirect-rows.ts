// Every old address of a Rhymix / XE board, post, comment, file and page (common/framework/Router.php's forms and
// index.php's query forms), as rows of the redirect map.
import type { RedirectSink } from '../redirect-rows.js';

const q = (s: string | number) => encodeURIComponent(String(s));
const add = (sink: RedirectSink, from: string, to: string, status?: 404) =>
  sink.rows.push({ from, to, source: sink.source, ...(status ? { status } : {}) });

export function rxBoardRows(sink: RedirectSink, mid: string, list: string, rss: string): void {
  add(sink, `/index.php?mid=${q(mid)}`, list);
  add(sink, `/${q(mid)}`, list);
  for (const act of ['rss', 'atom']) {
    add(sink, `/${q(mid)}/${act}`, rss);
    add(sink, `/index.php?mid=${q(mid)}&act=${act}`, rss);
  }
}

export function rxCategoryRows(sink: RedirectSink, mid: string, srl: number, to: string): void {
  add(sink, `/${q(mid)}/category/${srl}`, to);
  add(sink, `/index.php?mid=${q(mid)}&category=${srl}`, to);
}

export function rxPostRows(sink: RedirectSink, mid: string, srl: number, aliases: string[], to: string): void {
  add(sink, `/index.php?mid=${q(mid)}&document_srl=${srl}`, to);
  add(sink, `/index.php?document_srl=${srl}`, to);
  add(sink, `/${q(mid)}/${srl}`, to);
  add(sink, `/${srl}`, to);
  for (const a of aliases) add(sink, `/${q(mid)}/entry/${q(a)}`, to);
}

/** A comment's addresses: its post, at the comment (comments stay on the old site, as with Gnuboard5). */
export function rxCommentRows(sink: RedirectSink, mid: string, doc: number, srl: number, postTo: string): void {
  const to = `${postTo}#c_${srl}`;
  add(sink, `/index.php?mid=${q(mid)}&document_srl=${doc}&comment_srl=${srl}`, to);
  add(sink, `/index.php?document_srl=${doc}&comment_srl=${srl}`, to);
  add(sink, `/${q(mid)}/${doc}?comment_srl=${srl}`, to);
}

/** A file's download addresses and, for an image, its direct path; a binary's path was never public: a 404. */
export function rxFileRows(sink: RedirectSink, f: { srl: number; path: string; binary: boolean }, to: string): void {
  if (f.srl) {
    add(sink, `/index.php?module=file&act=procFileDownload&file_srl=${f.srl}`, to);
    add(sink, `/index.php?module=file&act=procFileOutput&file_srl=${f.srl}`, to);
    add(sink, `/files/download/${f.srl}`, to);
    add(sink, `/files/download/link/${f.srl}`, to);
  }
  if (f.binary) add(sink, `/${f.path}`, '/', 404);
  else add(sink, `/${f.path}`, to);
}

export function rxPageRows(sink: RedirectSink, mid: string, to: string): void {
  add(sink, `/index.php?mid=${q(mid)}`, to);
  add(sink, `/${q(mid)}`, to);
}
