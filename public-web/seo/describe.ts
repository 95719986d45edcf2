// A page's meta description when it names none: the first sentence of its first paragraph of prose.
const MAX = 160;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** Plain text of an HTML fragment (tags dropped, the entities preact writes decoded, spaces collapsed). */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first sentence of a text (Korean, Chinese or Latin punctuation), at most 160 characters. */
export function firstSentence(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  const end = /[.!?](?=\s|$)|[。！？]/.exec(t);
  const sentence = end ? t.slice(0, end.index + 1) : t;
  if (sentence.length <= MAX) return sentence;
  const cut = sentence.slice(0, MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > MAX / 2 ? cut.slice(0, space) : cut}…`;
}

/** The first sentence of the first paragraph with some prose in it (10 characters or more), if any. */
export function describeHtml(html: string): string | undefined {
  for (const m of html.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/g)) {
    const text = textOf(m[1]);
    if (text.length >= 10) return firstSentence(text);
  }
  return undefined;
}
