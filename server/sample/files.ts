// Small real files for the sample content: valid one-page PDFs and images drawn with sharp.
import sharp from 'sharp';

/** A valid one-page PDF showing a few lines of (ASCII) text. */
export function tinyPdf(lines: string[]): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const text = lines.map((l, i) => `BT /F1 ${i === 0 ? 20 : 12} Tf 72 ${760 - i * 28} Td (${esc(l)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const palettes = [
  ['#0b3d7a', '#3f7cc4', '#f2c14e'],
  ['#1d6b57', '#5fb49c', '#f4efe1'],
  ['#6b2d5c', '#c2548f', '#ffd6e0'],
  ['#7a4b0b', '#d08c3a', '#fff1d6'],
  ['#22313f', '#52718f', '#d9e6f2'],
  ['#2f5d1d', '#8cbf5a', '#eef7e4'],
];

/** A landscape "event photo": sky, hills, sun and a building outline, in one of a few palettes. */
export async function sceneImage(seed: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const [dark, mid, light] = palettes[seed % palettes.length];
  const sunX = 120 + ((seed * 97) % 560);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
    <rect width="960" height="640" fill="url(#g)"/>
    <circle cx="${sunX}" cy="150" r="70" fill="${mid}" opacity="0.55"/>
    <path d="M0 470 Q 240 ${360 + (seed % 5) * 12} 480 450 T 960 430 V 640 H 0 Z" fill="${mid}"/>
    <path d="M0 540 Q 300 470 620 540 T 960 520 V 640 H 0 Z" fill="${dark}"/>
    <rect x="${560 - (seed % 3) * 60}" y="300" width="220" height="200" fill="${dark}" opacity="0.85"/>
    <polygon points="${540 - (seed % 3) * 60},300 ${670 - (seed % 3) * 60},230 ${800 - (seed % 3) * 60},300" fill="${dark}"/>
    ${Array.from({ length: 6 }, (_, i) => `<rect x="${585 - (seed % 3) * 60 + (i % 3) * 60}" y="${330 + Math.floor(i / 3) * 70}" width="34" height="40" fill="${light}"/>`).join('')}
  </svg>`;
  const img = sharp(Buffer.from(svg));
  return format === 'png' ? img.png().toBuffer() : img.jpeg({ quality: 82 }).toBuffer();
}

/** A portrait placeholder drawn as a head-and-shoulders silhouette on a soft background. */
export async function portraitImage(seed: number): Promise<Buffer> {
  const [dark, mid, light] = palettes[seed % palettes.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="600">
    <rect width="480" height="600" fill="${light}"/>
    <circle cx="240" cy="230" r="105" fill="${mid}"/>
    <path d="M60 600 Q 70 400 240 390 Q 410 400 420 600 Z" fill="${dark}"/>
    <path d="M200 392 L240 470 L280 392 Z" fill="#ffffff" opacity="0.9"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
