// A second test reporter for `npm test`: at the end, the slowest test files (the sum of their top-level tests'
// durations; a file's process start and before/after hooks come on top), so a slow file is seen when it lands.
import path from 'node:path';

const SHOWN = 15;

export default async function* slowest(source) {
  const perFile = new Map();
  for await (const event of source) {
    if ((event.type === 'test:pass' || event.type === 'test:fail') && event.data.nesting === 0 && event.data.file) {
      // With source maps on, node names the bundled file's source; without them, the bundle (see test-bundle.ts).
      const file = path
        .relative(process.cwd(), event.data.file)
        .replace(/^node_modules\/\.cache\/test-bundle-\d+\//, '')
        .replace(/\.mjs$/, '.ts');
      perFile.set(file, (perFile.get(file) ?? 0) + (event.data.details?.duration_ms ?? 0));
    }
  }
  const rows = [...perFile].sort((a, b) => b[1] - a[1]).slice(0, SHOWN);
  if (rows.length < 2) return;
  yield `\n가장 오래 걸린 테스트 파일 ${rows.length}개 (최상위 테스트 시간의 합):\n`;
  for (const [file, ms] of rows) yield `${(ms / 1000).toFixed(1).padStart(7)} s  ${file}\n`;
}
