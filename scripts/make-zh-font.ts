// Makes the Simplified-Chinese web font of the China MBA pages: public-web/assets/fonts/zh-hans-<n>.woff2 and their
// @font-face rules in public-web/assets/css/zh-font.css. Noto Sans CJK SC Regular (SIL Open Font License), one weight
// (bold text is the browser's synthetic bold), cut down to the characters the site's sources hold, and sliced by
// page: the sample site of `npm start` is served on a throwaway database, every China MBA page is read
// (server/web/china-pages.ts), and characters shown by the same pages share a slice. A browser downloads only the
// slices whose unicode-range holds a character of the page, so each page loads about its own glyphs. font-display is
// block: to a visitor without a Chinese font the fallback is empty boxes, so the text waits for its glyphs (up to 3 s)
// rather than showing boxes that then jump.
// Rerun after editing the Chinese content: node --import tsx scripts/make-zh-font.ts
// Needs Debian's fonts-noto-cjk, python3-fonttools and python3-brotli (apt-get install).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { withThrowawaySite } from './throwaway-site.js';
import { sliceByPages, unicodeRanges } from './zh-font-slices.js';

const ROOT = path.join(import.meta.dirname, '..');
const FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const FONT_DIR = path.join(ROOT, 'public-web/assets/fonts');
const CSS = path.join(ROOT, 'public-web/assets/css/zh-font.css');
/** More slices fit each page closer and cost more requests; eight keeps every page within a few requests. */
const MAX_SLICES = 8;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [file] : [];
  });
}

/** Every source file the public pages are drawn from: the seeded pages, the templates and their strings, the domain's
 * label tables and default texts, the sample content. Words staff write later fall back to the device's font. */
function sourceChars(isZhFontChar: (c: string) => boolean): Set<string> {
  const dirs = ['db/seed', 'public-web', 'domain', 'server/web', 'server/sample'];
  const text = dirs.flatMap((d) => sourceFiles(path.join(ROOT, d))).map((f) => readFileSync(f, 'utf8'));
  return new Set([...text.join('')].filter(isZhFontChar));
}

async function pageChars(): Promise<Map<string, Set<string>>> {
  const { chinaPagePaths, moduleScripts, staticImports, zhCharsOf, zhCharsOfScript } =
    await import('../server/web/china-pages.js');
  const { seedSample } = await import('../server/sample/index.js');
  const pages = new Map<string, Set<string>>();
  await withThrowawaySite('zhfont', { poolMax: 5, fill: () => seedSample() }, async (base) => {
    const scripts = new Map<string, { chars: Set<string>; imports: string[] }>();
    const script = async (url: string) => {
      if (!scripts.has(url)) {
        const js = await (await fetch(`${base}${url}`)).text();
        scripts.set(url, { chars: zhCharsOfScript(js), imports: staticImports(js, url) });
      }
      return scripts.get(url)!;
    };
    for (const p of chinaPagePaths) {
      const html = await (await fetch(`${base}${p}`)).text();
      const chars = zhCharsOf(html);
      // What the page's islands may draw (their words are in the bundles), with the chunks they import.
      const todo = moduleScripts(html);
      const seen = new Set<string>();
      for (let url = todo.pop(); url; url = todo.pop()) {
        if (seen.has(url)) continue;
        seen.add(url);
        const s = await script(url);
        for (const c of s.chars) chars.add(c);
        todo.push(...s.imports);
      }
      if (!seen.size) throw new Error(`${p}: no island script; run npm run build first`);
      pages.set(p, chars);
    }
  });
  return pages;
}

async function main(): Promise<void> {
  const { isZhFontChar } = await import('../server/web/china-pages.js');
  const pages = await pageChars();
  const all = sourceChars(isZhFontChar);
  for (const set of pages.values()) for (const c of set) all.add(c);
  const slices = sliceByPages([...all], [...pages.values()], MAX_SLICES);

  for (const old of readdirSync(FONT_DIR).filter((f) => /^zh-hans-.*\.woff2$/.test(f)))
    unlinkSync(path.join(FONT_DIR, old));
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'zhfont-'));
  const rules: string[] = [];
  const ranges = unicodeRanges(slices);
  try {
    slices.forEach((chars, i) => {
      const list = path.join(tmp, `${i}.txt`);
      writeFileSync(list, chars.join(''));
      const out = path.join(FONT_DIR, `zh-hans-${i}.woff2`);
      execFileSync('/usr/bin/python3', [
        '-m',
        'fontTools.subset',
        FONT,
        '--font-number=2',
        `--text-file=${list}`,
        '--flavor=woff2',
        '--no-hinting',
        '--desubroutinize',
        // locl would keep the Japanese, Korean and Traditional forms of each character: a third of the bytes, unused.
        '--layout-features-=locl',
        `--output-file=${out}`,
      ]);
      const v = createHash('sha256').update(readFileSync(out)).digest('base64url').slice(0, 10);
      rules.push(
        [
          '@font-face {',
          "  font-family: 'SiteSC';",
          '  font-weight: 400;',
          '  font-display: block;',
          `  src: url('/static/fonts/zh-hans-${i}.woff2?v=${v}') format('woff2');`,
          `  unicode-range: ${ranges[i]};`,
          '}',
        ].join('\n'),
      );
      console.log(`zh-hans-${i}.woff2: ${chars.length}자, ${statSync(out).size} B`);
    });
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  const head = `/* Made by scripts/make-zh-font.ts, do not edit: the Chinese font in slices, one weight (bold is synthetic).
   Linked only by zh-Hans pages (public-web/document.tsx). */`;
  writeFileSync(
    CSS,
    await prettier.format(`${head}\n${rules.join('\n')}\n`, { ...(await prettier.resolveConfig(CSS)), filepath: CSS }),
  );
  for (const [p, set] of pages) {
    const loaded = slices.filter((s) => s.some((c) => set.has(c)));
    console.log(`${p}: ${set.size}자, 조각 ${loaded.length}개 (${loaded.reduce((n, s) => n + s.length, 0)}자)`);
  }
}

await main();
process.exit(0);
