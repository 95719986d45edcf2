// What an address in an old body or menu points at: an editor image or attachment on the old site (written in any
// of its forms: any --old-domain with or without www, http or https, protocol-relative, rooted or relative), one of
// its pages (board, post, content page), or another site.

export type OldTarget =
  | { kind: 'editor'; path: string; foreign?: string } // "2301/abc.jpg" under data/editor/
  | { kind: 'file'; boTable: string; file: string; foreign?: string } // data/file/{bo_table}/{bf_file}
  | { kind: 'page'; path: string } // a path and query on the old site (/bbs/board.php?…, /notice/3)
  | { kind: 'external'; url: string }
  | { kind: 'other' }; // mailto:, #anchor, tel:, a path of ours

export function hostsOf(oldDomains: string[]): Set<string> {
  const hosts = new Set<string>();
  for (const d of oldDomains) {
    const h = d
      .trim()
      .toLowerCase()
      .replace(/^https?:\/\//, '')
      .replace(/\/.*$/, '');
    if (!h) continue;
    hosts.add(h);
    hosts.add(h.startsWith('www.') ? h.slice(4) : `www.${h}`);
  }
  return hosts;
}

const decodeEntities = (s: string) =>
  s
    .replace(/&amp;/gi, '&')
    .replace(/&#0*38;/g, '&')
    .replace(/&quot;/gi, '"')
    .replace(/&#0*39;/g, "'");

/** Classifies an href or src as written in old HTML (entities not yet decoded). */
export function classify(raw: string, hosts: Set<string>): OldTarget {
  const url = decodeEntities(raw).replace(/[\u0000-\u0020\u007f]/g, '');
  if (!url || /^(mailto|tel|javascript|data):/i.test(url) || url.startsWith('#')) return { kind: 'other' };
  let pathAndQuery: string;
  let foreign: string | undefined;
  const abs = /^(?:(https?):)?\/\/([^/?#]+)(.*)$/i.exec(url);
  if (abs) {
    const host = abs[2].toLowerCase().replace(/:\d+$/, '');
    // Another host's data/editor or data/file path may be the old site under a domain nobody listed: the caller
    // looks for the file in the handed-over folder before calling it external.
    if (!hosts.has(host) && !/^\/data\/(editor|file)\//.test(abs[3])) return { kind: 'external', url };
    if (!hosts.has(host)) foreign = url;
    pathAndQuery = abs[3] || '/';
  } else if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return { kind: 'other' };
  else {
    // Relative to wherever the old page was: ./data/…, ../data/…, data/…, /data/…, ../bbs/board.php?…
    pathAndQuery = '/' + url.replace(/^(?:\.{1,2}\/)+/, '').replace(/^\/+/, '');
  }
  const plain = pathAndQuery.split('#')[0];
  let decoded = plain;
  try {
    decoded = decodeURI(plain);
  } catch {
    /* keep as written */
  }
  const editor = /^\/data\/editor\/(.+?)(?:\?.*)?$/.exec(decoded);
  if (editor) return { kind: 'editor', path: editor[1], foreign };
  const file = /^\/data\/file\/([a-z0-9_]+)\/([^/?]+)(?:\?.*)?$/i.exec(decoded);
  if (file) return { kind: 'file', boTable: file[1], file: file[2], foreign };
  if (foreign) return { kind: 'external', url };
  if (!abs && !/^\/?(bbs\/|data\/|content\/|rss\/)|\.php/.test(url.replace(/^(?:\.{1,2}\/)+/, '')))
    return { kind: 'other' };
  return { kind: 'page', path: pathAndQuery };
}
