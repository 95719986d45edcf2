// The words that changed between two versions of a post, for the 수정 이력 panel: the HTML bodies are compared as
// their text (one line per block), word by word, with the `diff` package (jsdiff).
import { diffWords, type Change } from 'diff';

/** The text of sanitized post HTML, a line per paragraph, heading, list item or table row. */
export function htmlText(html: string): string {
  const doc = new DOMParser().parseFromString(
    html.replace(/<\/(p|h[1-6]|li|tr|div|blockquote)>|<br\s*\/?>/gi, (m) => `${m}\n`),
    'text/html',
  );
  return (doc.body.textContent ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .join('\n');
}

export interface Version {
  title: string;
  content: string;
}

/** What changed from `from` to `to`, title first. */
export function versionDiff(from: Version, to: Version): Change[] {
  return diffWords(`${from.title}\n\n${htmlText(from.content)}`, `${to.title}\n\n${htmlText(to.content)}`);
}
