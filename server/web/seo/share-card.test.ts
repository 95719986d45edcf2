// The share card's words are set in the bundled NanumSquare (fonts/), not in whatever fonts the server has: a process
// whose fontconfig knows no font at all (a bare container; librsvg drew boxes there) draws the same card.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import sharp from 'sharp';
import { drawShareCard } from './share-card.js';

const NAMES = { universityName: '한국대학교', schoolName: '중소기업대학원' };
const HOST = 'www.example.ac.kr';

/** The mean difference per byte of two same-sized images' pixels (0–255). */
async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([sharp(a).raw().toBuffer(), sharp(b).raw().toBuffer()]);
  assert.equal(x.length, y.length);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i] - y[i]);
  return sum / x.length;
}

test('a server without any font draws the same card as one with fonts-nanum (no boxes for Korean)', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'share-card-'));
  try {
    const conf = path.join(dir, 'fonts.conf');
    writeFileSync(
      conf,
      `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><cachedir>${dir}/cache</cachedir></fontconfig>`,
    );
    const out = path.join(dir, 'card.png');
    const source = path.resolve('server/web/seo/share-card.ts');
    const child = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import { writeFileSync } from 'node:fs';
         const { drawShareCard } = await import(${JSON.stringify(source)});
         writeFileSync(${JSON.stringify(out)}, await drawShareCard(${JSON.stringify(NAMES)}, ${JSON.stringify(HOST)}));`,
      ],
      { env: { ...process.env, FONTCONFIG_FILE: conf }, encoding: 'utf8' },
    );
    assert.equal(child.status, 0, child.stderr);
    const bare = readFileSync(out);
    const here = await drawShareCard(NAMES, HOST);
    assert.deepEqual(
      await sharp(bare)
        .metadata()
        .then((m) => [m.width, m.height]),
      [1200, 630],
    );
    // Hinting and anti-aliasing settings differ between the two fontconfigs (0.2 per byte); boxes instead of the
    // words, as the SVG text this card had before drew there, differ by far more (6 per byte).
    assert.ok((await meanDifference(bare, here)) < 0.5);
    // And the words are there: the school's name is white ink on the navy (about a tenth of its line's pixels).
    const { data, info } = await sharp(here)
      .extract({ left: 0, top: 380, width: 1200, height: 100 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    let white = 0;
    for (let i = 0; i < data.length; i += info.channels) if (data[i] > 230 && data[i + 2] > 230) white++;
    assert.ok(white > 6_000, `${white} white pixels`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
