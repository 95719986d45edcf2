// The colours staff may give text in the editor: each reads at 4.5:1 or more on the public pages' white background
// (KWCAG 5.3.1 / WCAG 1.4.3), so a coloured word never fails contrast. The editor offers only these, a paste keeps
// only these, and the server's HTML policies allow only these (any other colour is dropped, not refused).

/** The page background the palette is measured against (public-web/assets/css/base.css `body`). */
export const PAGE_BACKGROUND = '#ffffff';

export const TEXT_PALETTE = [
  { hex: '#b3261e', name: '빨강' },
  { hex: '#a34a00', name: '주황' },
  { hex: '#1e6b34', name: '초록' },
  { hex: '#1a56b0', name: '파랑' },
  { hex: '#12355b', name: '남색' },
  { hex: '#6a1b9a', name: '보라' },
  { hex: '#4d5661', name: '회색' },
] as const;

const HEXES = new Set<string>(TEXT_PALETTE.map((c) => c.hex));

/** `#rgb`, `#rrggbb` or `rgb(r, g, b)` as lower-case `#rrggbb`; null for anything else (names, alpha, var()). */
export function toHex(value: string): string | null {
  const v = value.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(v);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  if (/^#[0-9a-f]{6}$/.test(v)) return v;
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/.exec(v);
  if (!rgb) return null;
  const parts = rgb.slice(1, 4).map(Number);
  if (parts.some((n) => n > 255)) return null;
  return `#${parts.map((n) => n.toString(16).padStart(2, '0')).join('')}`;
}

/** The palette colour `value` names (in any of the forms a browser writes), or null when it is not one of ours. */
export function paletteColor(value: string): string | null {
  const hex = toHex(value);
  return hex && HEXES.has(hex) ? hex : null;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two `#rrggbb` colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
