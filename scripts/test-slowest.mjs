// A second test reporter for `npm test`: at the end, the slowest test files (the sum of their top-level tests'
// durations; a file's process start and before/after hooks come on top), so a slow file is seen when it lands.
// It also keeps each file's time in TEST_DURATIONS_FILE, from which the next run starts the slowest files first
// (scripts/test-order.ts).
import { mkdirSync, readFileSync, realpathSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SHOWN = 15;

/**
 * The file's path in the project. With source maps on, node names the bundled file's source, found from the bundle's
 * real place: in a git worktree whose node_modules links to another checkout, under that checkout. Without them, the
 * bundle (see test-bundle.ts).
 */
function projectPath(file) {
  let rel = path.relative(process.cwd(), file);
  if (rel.startsWith('..')) rel = path.relative(path.dirname(realpathSync('node_modules')), file);
  return rel.replace(/^node_modules\/\.cache\/test-bundle-\d+\/\d+\//, '').replace(/\.mjs$/, '.ts');
}

/** Merges this run's times into the file (other files keep theirs: a run with --only times only its own). */
function recordDurations(file, perFile) {
  let known = {};
  try {
    known = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // none yet, or unreadable: start afresh
  }
  for (const [f, ms] of perFile) known[f] = Math.round(ms);
  // Written aside and renamed: runs in other worktrees share node_modules/.cache.
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}`;
  writeFileSync(tmp, JSON.stringify(known, null, 1));
  renameSync(tmp, file);
}

export default async function* slowest(source) {
  const perFile = new Map();
  for await (const event of source) {
    if ((event.type === 'test:pass' || event.type === 'test:fail') && event.data.nesting === 0 && event.data.file) {
      const file = projectPath(event.data.file);
      perFile.set(file, (perFile.get(file) ?? 0) + (event.data.details?.duration_ms ?? 0));
    }
  }
  if (process.env.TEST_DURATIONS_FILE && perFile.size) recordDurations(process.env.TEST_DURATIONS_FILE, perFile);
  const rows = [...perFile].sort((a, b) => b[1] - a[1]).slice(0, SHOWN);
  if (rows.length < 2) return;
  yield `\n가장 오래 걸린 테스트 파일 ${rows.length}개 (최상위 테스트 시간의 합):\n`;
  for (const [file, ms] of rows) yield `${(ms / 1000).toFixed(1).padStart(7)} s  ${file}\n`;
}
