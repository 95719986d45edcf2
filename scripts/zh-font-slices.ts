// The slices of the Chinese web font (scripts/make-zh-font.ts): characters shown by exactly the same pages form a
// group; groups are then merged, cheapest first, until at most `max` are left. Merging two groups makes every page
// that shows only one of them download the other's glyphs too, so the cost of a merge is those extra glyphs.

interface Group {
  chars: string[];
  /** Which pages show these characters (by index). */
  pages: Set<number>;
}

const only = (a: Set<number>, b: Set<number>) => [...a].filter((p) => !b.has(p)).length;
const mergeCost = (a: Group, b: Group) =>
  b.chars.length * only(a.pages, b.pages) + a.chars.length * only(b.pages, a.pages);

/** The slices, each a list of characters in code-point order, the largest group first. */
export function sliceByPages(all: readonly string[], pages: readonly Set<string>[], max: number): string[][] {
  const bySignature = new Map<string, Group>();
  for (const c of [...new Set(all)].sort()) {
    const shown = pages.flatMap((set, i) => (set.has(c) ? [i] : []));
    const key = shown.join(',');
    const g = bySignature.get(key) ?? { chars: [], pages: new Set(shown) };
    g.chars.push(c);
    bySignature.set(key, g);
  }
  const groups = [...bySignature.values()];
  while (groups.length > max) {
    let best: [number, number, number] = [0, 1, Infinity];
    for (let i = 0; i < groups.length; i++)
      for (let j = i + 1; j < groups.length; j++) {
        const cost = mergeCost(groups[i]!, groups[j]!);
        if (cost < best[2]) best = [i, j, cost];
      }
    const [i, j] = best;
    const [a, b] = [groups[i]!, groups[j]!];
    groups[i] = { chars: [...a.chars, ...b.chars].sort(), pages: new Set([...a.pages, ...b.pages]) };
    groups.splice(j, 1);
  }
  return groups
    .sort((a, b) => b.chars.length - a.chars.length || (a.chars[0]! < b.chars[0]! ? -1 : 1))
    .map((g) => g.chars);
}

/** What every slice is downloaded for: the whole range the Chinese font may serve. */
export const ZH_FONT_RANGE = 'U+3000-303F, U+4E00-9FFF, U+FF01-FF5E';

/**
 * The unicode-range of each slice. The first (the largest) is the catch-all, declared first: a browser tries the faces
 * of a family from the last declared back, so it reaches the catch-all only for a character no other slice lists.
 * The other slices list their characters as runs; a run may span code points no slice holds (no page shows them),
 * never one of another slice, so that a page downloads a slice only for a character that slice has.
 */
export function unicodeRanges(slices: readonly string[][]): string[] {
  const owner = new Map<number, number>();
  slices.forEach((chars, i) => chars.forEach((c) => owner.set(c.codePointAt(0)!, i)));
  const held = [...owner.keys()].sort((a, b) => a - b);
  const hex = (n: number) => n.toString(16).toUpperCase();
  return slices.map((_, i) => {
    if (i === 0) return ZH_FONT_RANGE;
    const runs: [number, number][] = [];
    let open = false;
    for (const cp of held) {
      if (owner.get(cp) !== i) open = false;
      else if (open) runs[runs.length - 1]![1] = cp;
      else {
        runs.push([cp, cp]);
        open = true;
      }
    }
    return runs.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');
  });
}
