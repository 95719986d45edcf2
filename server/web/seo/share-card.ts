// The default share picture (1200×630, for link previews in KakaoTalk, Naver, Facebook, X) and the logo of the
// school's structured data, drawn once per process with sharp and kept in memory; drawn anew only when the school's
// name in the settings changes. The shapes are SVG; the words are set by sharp's text input (Pango) in NanumSquare
// from fonts/ (SIL OFL, every Hangul syllable), so a server without Korean fonts (a bare container) draws the same
// card, not boxes.
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { fromAppRoot } from '../../../domain/app-root.js';
import type { SiteSettings } from '../../../domain/settings.js';
import { esc } from './sitemap-xml.js';

const NAVY = '#12355b';
const GOLD = '#f2b134';
/** White at 75% over the navy, as a solid colour. */
const PALE = '#c4ccd6';
const FONT_DIR = fromAppRoot('server/web/seo/fonts');

/** The site's mark (public-web/assets/favicon.svg), drawn at `size` pixels from (x, y). */
const mark = (
  x: number,
  y: number,
  size: number,
  outline = '',
) => `<g transform="translate(${x} ${y}) scale(${size / 40})">
  <rect width="40" height="40" rx="9" fill="${NAVY}"${outline}/>
  <path d="M9 28 L16 18 L21 24 L31 11" fill="none" stroke="${GOLD}" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="31" cy="11" r="2.6" fill="${GOLD}"/><rect x="9" y="30" width="22" height="2.4" rx="1.2" fill="#fff" opacity=".85"/></g>`;

/** The school's name scaled to fit 1040 px: a long name gets a smaller size, never a cut. */
const nameSize = (name: string) => Math.max(56, Math.min(104, Math.floor(1040 / Math.max(1, [...name].length))));

/** The card's shapes: the navy ground, the gold band and the mark. */
const cardSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${NAVY}"/>
  <rect x="0" y="600" width="1200" height="30" fill="${GOLD}"/>
  ${mark(80, 80, 112, ' stroke="#fff" stroke-opacity=".35" stroke-width=".6"')}
</svg>`;

/** One line of the card's words at (80, top), `size` pixels high, in the bundled NanumSquare. */
const line = (text: string, size: number, color: string, bold: boolean, top: number): OverlayOptions => ({
  input: {
    text: {
      text: `<span foreground="${color}">${esc(text)}</span>`,
      font: `NanumSquare${bold ? ' Bold' : ''} ${size}`,
      fontfile: path.join(FONT_DIR, bold ? 'NanumSquareB.ttf' : 'NanumSquareR.ttf'),
      // 72 dpi: a point is a pixel. Wider than the card: a line is never wrapped (the name's size keeps it inside).
      dpi: 72,
      width: 4000,
      rgba: true,
    },
  },
  left: 80,
  top,
});

/** The share card as a PNG: its shapes, then the university's name, the school's name and the site's host. */
export function drawShareCard(s: Pick<SiteSettings, 'universityName' | 'schoolName'>, host: string): Promise<Buffer> {
  const size = nameSize(s.schoolName);
  return sharp(Buffer.from(cardSvg))
    .composite([
      line(s.universityName, 46, GOLD, false, 308),
      line(s.schoolName, size, '#ffffff', true, 470 - Math.round(size * 0.86)),
      line(host, 30, PALE, false, 522),
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export class ShareImages {
  private card: { key: string; png: Promise<Buffer> } | null = null;
  private logoPng: Promise<Buffer> | null = null;

  constructor(private publicUrl: string) {}

  /** The card for these names: drawn on first demand, then the same bytes until the names change. */
  cardFor(s: SiteSettings): Promise<Buffer> {
    const key = `${s.universityName}\n${s.schoolName}`;
    if (this.card?.key !== key) {
      const png = drawShareCard(s, new URL(this.publicUrl).host);
      this.card = { key, png };
      png.catch(() => (this.card = null));
    }
    return this.card.png;
  }

  /** The mark as a 512 px PNG (search engines take no SVG logo). */
  logo(): Promise<Buffer> {
    this.logoPng ??= sharp(
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">${mark(0, 0, 512)}</svg>`),
    )
      .png()
      .toBuffer();
    return this.logoPng;
  }
}
