// Every old address of a Gnuboard5 board, post, comment, file, page and image, as rows of the redirect map (item 8's
// forms: bbs/*.php with their ids, the short URLs of cf_bbs_rewrite 1, the SEO URLs of 2, and the direct data/ paths).
import { redirectKey } from '../../domain/redirect-key.js';
import type { RedirectInput } from '../redirects/store.js';

const q = (s: string | number) => encodeURIComponent(String(s));

export interface RedirectSink {
  rows: RedirectInput[];
  source: string;
}

const add = (sink: RedirectSink, from: string, to: string) => sink.rows.push({ from, to, source: sink.source });

export function boardRows(sink: RedirectSink, boTable: string, list: string, rss: string | null): void {
  add(sink, `/bbs/board.php?bo_table=${q(boTable)}`, list);
  add(sink, `/${q(boTable)}`, list);
  if (rss) {
    add(sink, `/bbs/rss.php?bo_table=${q(boTable)}`, rss);
    add(sink, `/rss/${q(boTable)}`, rss);
  }
}

export function postRows(sink: RedirectSink, boTable: string, wrId: number, seoTitle: string, to: string): void {
  add(sink, `/bbs/board.php?bo_table=${q(boTable)}&wr_id=${wrId}`, to);
  add(sink, `/${q(boTable)}/${wrId}`, to);
  if (seoTitle.trim()) add(sink, `/${q(boTable)}/${seoTitle.trim()}/`, to);
}

/** A comment's id used as a post id: Gnuboard sends it to its post, at the comment. */
export function commentRows(sink: RedirectSink, boTable: string, wrId: number, postTo: string): void {
  const to = `${postTo}#c_${wrId}`;
  add(sink, `/bbs/board.php?bo_table=${q(boTable)}&wr_id=${wrId}`, to);
  add(sink, `/${q(boTable)}/${wrId}`, to);
}

const IMAGE = /\.(jpe?g|png|gif|bmp|webp)$/i;

/**
 * An attachment: download.php to its download (`?download=1`: sent as an attachment with its Korean name, counted),
 * its direct data/file path to the file itself, and, for an image, view_image.php (the skin's 크게 보기) to the image.
 */
export function fileRows(
  sink: RedirectSink,
  f: { boTable: string; wrId: number; no: number; bfFile: string },
  to: string,
): void {
  add(sink, `/bbs/download.php?bo_table=${q(f.boTable)}&wr_id=${f.wrId}&no=${f.no}`, `${to}?download=1`);
  add(sink, `/data/file/${f.boTable}/${f.bfFile}`, to);
  if (IMAGE.test(f.bfFile)) add(sink, `/bbs/view_image.php?bo_table=${q(f.boTable)}&fn=${q(f.bfFile)}`, to);
}

/** An editor image: its data/editor path, and view_image.php with that path as fn (with or without the board). */
export function editorImageRow(sink: RedirectSink, path: string, to: string, boTable?: string): void {
  add(sink, `/data/editor/${path}`, to);
  add(sink, `/bbs/view_image.php?fn=${q(`/data/editor/${path}`)}`, to);
  if (boTable) add(sink, `/bbs/view_image.php?bo_table=${q(boTable)}&fn=${q(`/data/editor/${path}`)}`, to);
}

export function pageRows(sink: RedirectSink, coId: string, seoTitle: string, to: string): void {
  add(sink, `/bbs/content.php?co_id=${q(coId)}`, to);
  add(sink, `/content/${q(coId)}`, to);
  if (seoTitle.trim()) {
    add(sink, `/bbs/content.php?co_seo_title=${q(seoTitle.trim())}`, to);
    add(sink, `/content/${seoTitle.trim()}/`, to);
  }
}

export function siteRows(sink: RedirectSink, opts: { faq: string; qna: string | null; groups: Map<string, string> }) {
  add(sink, '/bbs/faq.php', opts.faq);
  if (opts.qna) add(sink, '/bbs/qalist.php', opts.qna);
  for (const [gr, to] of opts.groups) add(sink, `/bbs/group.php?gr_id=${q(gr)}`, to);
}

/** One row per old address (an image shown by several posts, or in several spellings, is written once). */
export function uniqueRows(rows: RedirectInput[]): RedirectInput[] {
  const byKey = new Map<string, RedirectInput>();
  for (const r of rows) {
    const key = redirectKey(r.from).key;
    if (!byKey.has(key)) byKey.set(key, r);
  }
  return [...byKey.values()];
}
