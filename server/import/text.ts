// Gnuboard5's stored text as our site keeps it: the three body formats of wr_option (html1 HTML, html2 HTML whose
// newlines are breaks, plain text escaped with its lines and double spaces), its naive Asia/Seoul times, and the
// tell-tale of text garbled by a latin1 client.
import { seoulMidnight } from '../../domain/time.js';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export type BodyFormat = 'html1' | 'html2' | 'text';

export function formatOf(wrOption: string): BodyFormat {
  const flags = new Set(wrOption.split(',').map((s) => s.trim()));
  if (flags.has('html1')) return 'html1';
  if (flags.has('html2')) return 'html2';
  return 'text';
}

export const isSecret = (wrOption: string): boolean => wrOption.split(',').some((s) => s.trim() === 'secret');

/**
 * A body as HTML, before the one HTML policy: html2's newlines become <br>; plain text is escaped, each line ends in
 * one <br> (a CRLF is one line end, never two), and runs of spaces keep their width as Gnuboard shows them.
 */
export function bodyToHtml(content: string, format: BodyFormat): string {
  const text = content.replace(/\r\n?/g, '\n');
  if (format === 'html1') return closeTables(text);
  if (format === 'html2') return closeTables(text.replace(/\n/g, '<br>\n'));
  return text
    .split('\n')
    .map((line) => escapeHtml(line).replace(/ {2}/g, '&nbsp; ').replace(/^ /, '&nbsp;'))
    .join('<br>\n');
}

/** Gnuboard closes the tables a body leaves open before showing it; so do we. */
function closeTables(html: string): string {
  const open = (html.match(/<table\b/gi) ?? []).length;
  const closed = (html.match(/<\/table>/gi) ?? []).length;
  return open > closed ? html + '</table>'.repeat(open - closed) : html;
}

/** A stored time ('YYYY-MM-DD HH:MM:SS', Seoul wall clock) as an instant; '0000-00-00…' or nonsense is unknown. */
export function seoulTime(raw: string | null | undefined): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(String(raw ?? '').trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4] ?? '0', m[5] ?? '0', m[6] ?? '0'].map(Number);
  if (y < 1970 || mo < 1 || mo > 12 || d < 1 || d > 31) return null;
  return new Date(seoulMidnight(y, mo, d, h, mi).getTime() + s * 1000);
}

/**
 * Text whose UTF-8 bytes were each read as a latin1 character ("ê³µì§€" for "공지"): a run of Latin-1 letters that,
 * read back as bytes, is valid UTF-8 with Hangul in it.
 */
export function looksDoubleEncoded(s: string): boolean {
  if (
    !/[\u00c0-\u00ff][\u0080-\u00bf]/.test(s) ||
    /[^\u0000-\u00ff]/.test(s.replace(/[\u2018-\u203a\u0152-\u0178]/g, ''))
  )
    return false;
  const back = Buffer.from(s, 'latin1').toString('utf8');
  return !back.includes('\ufffd') && /[\uac00-\ud7a3]/.test(back);
}

/** Garbled text inside one post: the replacement character, or a latin1-read run of UTF-8. */
export function hasMojibake(s: string): boolean {
  return s.includes('\ufffd') || /(?:[\u00c0-\u00ef][\u0080-\u00bf]{2}){2,}/.test(s);
}

/** The author as shown: a display name only, never an address or an id. */
export function authorLabel(name: string): string {
  return (
    name
      .replace(/[\u0000-\u001f]/g, '')
      .trim()
      .slice(0, 50) || '익명'
  );
}
