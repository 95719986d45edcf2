// The default share picture (1200×630, for link previews in KakaoTalk, Naver, Facebook, X) and the logo of the
// school's structured data, drawn once per process with sharp (librsvg, Korean through fontconfig: fonts-nanum) and
// kept in memory; drawn anew only when the school's name in the settings changes.
import sharp from 'sharp';
import type { SiteSettings } from '../../../domain/settings.js';
import { esc } from './sitemap-xml.js';

const NAVY = '#12355b';
const GOLD = '#f2b134';
const FONTS = "'NanumSquare', 'NanumGothic', 'Noto Sans CJK KR', sans-serif";

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

export function shareCardSvg(s: Pick<SiteSettings, 'universityName' | 'schoolName'>, host: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${NAVY}"/>
  <rect x="0" y="600" width="1200" height="30" fill="${GOLD}"/>
  ${mark(80, 80, 112, ' stroke="#fff" stroke-opacity=".35" stroke-width=".6"')}
  <text x="80" y="350" font-family="${FONTS}" font-size="46" fill="${GOLD}">${esc(s.universityName)}</text>
  <text x="80" y="470" font-family="${FONTS}" font-size="${nameSize(s.schoolName)}" font-weight="bold" fill="#fff">${esc(s.schoolName)}</text>
  <text x="80" y="548" font-family="${FONTS}" font-size="30" fill="#fff" fill-opacity=".75">${esc(host)}</text>
</svg>`;
}

export class ShareImages {
  private card: { key: string; png: Promise<Buffer> } | null = null;
  private logoPng: Promise<Buffer> | null = null;

  constructor(private publicUrl: string) {}

  /** The card for these names: drawn on first demand, then the same bytes until the names change. */
  cardFor(s: SiteSettings): Promise<Buffer> {
    const key = `${s.universityName}\n${s.schoolName}`;
    if (this.card?.key !== key) {
      const host = new URL(this.publicUrl).host;
      const png = sharp(Buffer.from(shareCardSvg(s, host)))
        .png({ compressionLevel: 9 })
        .toBuffer();
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
