// The order in which `npm test` starts the test files: the slowest first, so that the run does not end with one long
// file running alone while the other slots have nothing left to do. A file's time is the one its last run took
// (scripts/test-slowest.mjs keeps them); a file not timed yet is guessed from its length, a line of a browser test
// costing about ten times a line of the others (browser tests go first on a fresh checkout, as in CI).
import { readFileSync } from 'node:fs';

const MS_PER_LINE = { browser: 250, other: 25 };

function readDurations(file: string): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function guess(file: string): number {
  const lines = readFileSync(file, 'utf8').split('\n').length;
  return lines * (file.startsWith('e2e/') ? MS_PER_LINE.browser : MS_PER_LINE.other);
}

/** `files` (paths from the project's folder), the slowest first; ties keep their path order. */
export function slowestFirst(files: string[], durationsFile: string): string[] {
  const known = readDurations(durationsFile);
  const cost = new Map(files.map((f) => [f, typeof known[f] === 'number' ? known[f] : guess(f)]));
  return [...files].sort((a, b) => cost.get(b)! - cost.get(a)! || a.localeCompare(b));
}
