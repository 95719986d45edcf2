// The normalized form of an old address, the key a redirect is stored and found under. Old sites' links arrive in
// many spellings of one address: `&amp;` for `&`, a PHPSESSID or tracking parameter, parameters in any order,
// `/index.php` or `/`, a trailing slash. The key keeps the path and only the parameters that name a thing (a board,
// a post, a file, a page); the list's own parameters (page, category, search words) are handed back as `carry` for
// the answer to pass on to the new list.

/** Parameters that say which thing an old address names (Gnuboard5, Rhymix/XE). */
const IDENTITY = new Set([
  'bo_table',
  'wr_id',
  'no',
  // view_image.php's file name, faq.php's group, qaview.php's question
  'fn',
  'fm_id',
  'qa_id',
  'co_id',
  'co_seo_title',
  'gr_id',
  'mid',
  'document_srl',
  'comment_srl',
  'file_srl',
  'module',
  'act',
  'entry',
  // Rhymix's category is a category_srl, one row per category (Gnuboard5's sca is a name, carried)
  'category',
]);

/** A list's own parameters, carried to the new list: page, category, search words. */
const CARRIED = new Set(['page', 'sca', 'stx', 'sfl', 'search_keyword', 'search_target']);

export interface RedirectKey {
  key: string;
  carry: Record<string, string>;
}

/** The key of an address (path with its query, as a request carries it or as a link holds it). */
export function redirectKey(address: string): RedirectKey {
  // A whole address (`https://old.ac.kr/bbs/…`, `//www.old.ac.kr/…`) is keyed by its path: the host is the old site's.
  const raw = address
    .trim()
    .replace(/^(https?:)?\/\/[^/?#]*/i, '')
    .replace(/&amp;/gi, '&');
  const q = raw.indexOf('?');
  let pathPart = (q < 0 ? raw : raw.slice(0, q)).split('#')[0];
  const query = q < 0 ? '' : raw.slice(q + 1).split('#')[0];
  try {
    pathPart = decodeURI(pathPart);
  } catch {
    // a broken escape stays as it came
  }
  pathPart = pathPart.normalize('NFC').replace(/\/{2,}/g, '/');
  if (!pathPart.startsWith('/')) pathPart = `/${pathPart}`;
  if (pathPart === '/index.php') pathPart = '/';
  if (pathPart.length > 1 && pathPart.endsWith('/')) pathPart = pathPart.slice(0, -1);
  // Rhymix's download paths carry a short-lived signed key and the name after the file_srl: the file_srl names it.
  pathPart = pathPart.replace(/^\/files\/download\/(link\/)?(\d+)\/.*$/, '/files/download/$1$2');
  const params = new URLSearchParams(query);
  const kept: [string, string][] = [];
  const carry: Record<string, string> = {};
  for (const [name, value] of params) {
    const n = name.toLowerCase();
    if (!value) continue;
    if (IDENTITY.has(n)) kept.push([n, value.normalize('NFC')]);
    else if (CARRIED.has(n)) carry[n] = value;
  }
  kept.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const search = kept.map(([n, v]) => `${n}=${encodeURIComponent(v)}`).join('&');
  return { key: search ? `${pathPart}?${search}` : pathPart, carry };
}
