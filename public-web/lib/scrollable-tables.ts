// A table staff wrote in the editor (a post, a page, an answer) scrolls sideways inside its own box on a phone
// instead of widening the page: each outermost table not already in a `table-wrap` region is put in one, focusable
// by keyboard (axe: scrollable-region-focusable) and named by its caption. Input is sanitized HTML.
const TAG = /<table\b[^>]*>|<\/table>/gi;
const WRAPPED_BEFORE = /<div class="table-wrap"[^>]*>\s*$/;

function captionOf(html: string, from: number): string {
  const m = /^\s*<caption[^>]*>([\s\S]*?)<\/caption>/i.exec(html.slice(from));
  const text = m
    ? m[1]
        .replace(/<[^>]*>/g, '')
        .replace(/\s+/g, ' ')
        .trim()
    : '';
  return text.replace(/"/g, '&quot;') || '표';
}

export function scrollableTables(html: string): string {
  let out = '';
  let last = 0;
  let depth = 0;
  let wrapping = false;
  for (const m of html.matchAll(TAG)) {
    const at = m.index ?? 0;
    const end = at + m[0].length;
    if (m[0][1] !== '/') {
      if (depth++ === 0 && !WRAPPED_BEFORE.test(html.slice(Math.max(0, at - 300), at))) {
        out += html.slice(last, at);
        out += `<div class="table-wrap" tabindex="0" role="region" aria-label="${captionOf(html, end)}">${m[0]}`;
        last = end;
        wrapping = true;
      }
    } else if (depth > 0 && --depth === 0 && wrapping) {
      out += `${html.slice(last, end)}</div>`;
      last = end;
      wrapping = false;
    }
  }
  return out + html.slice(last);
}
