// The links and embedded files of a stored body: every a/area href, img/iframe/embed/source/video/audio/track src,
// object data, img srcset and video poster, parsed with htmlparser2 (never regular expressions). Only addresses a
// check can answer are kept: http(s), protocol-relative and site paths; anchors, mailto:, tel:, data: and
// javascript: are left out.
import { Parser } from 'htmlparser2';

const ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href'],
  area: ['href'],
  img: ['src', 'srcset'],
  iframe: ['src'],
  embed: ['src'],
  source: ['src', 'srcset'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  object: ['data'],
};

/** Whether an address is one the check follows (a web address or a path of this site). */
export function checkable(address: string): boolean {
  const a = address.trim();
  if (!a || a.startsWith('#')) return false;
  if (/^https?:\/\//i.test(a) || a.startsWith('//') || a.startsWith('/')) return true;
  // A relative path ("files/3", "../intro") is resolved against the page; a scheme (mailto:, tel:, data:) is not.
  return !/^[a-z][a-z0-9+.-]*:/i.test(a);
}

/** The distinct checkable addresses of one HTML body, in the order they appear. */
export function linksOf(html: string): string[] {
  const found = new Set<string>();
  const add = (value: string) => {
    const v = value.trim();
    if (checkable(v)) found.add(v);
  };
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        for (const attr of ATTRIBUTES[name] ?? []) {
          const value = attrs[attr];
          if (!value) continue;
          if (attr === 'srcset') for (const part of value.split(',')) add(part.trim().split(/\s+/)[0] ?? '');
          else add(value);
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return [...found];
}
