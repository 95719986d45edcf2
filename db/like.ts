// LIKE/ILIKE patterns from what a person typed: their %, _ and backslash match themselves, not "anything".
// PostgreSQL's default LIKE escape character is the backslash, so no ESCAPE clause is needed.

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A pattern that matches `text` anywhere in the value. */
export function containing(text: string): string {
  return `%${escapeLike(text)}%`;
}

/**
 * SQL that holds when `column` is one of the path prefixes or lies under one (domain/scope.ts `pathUnder`): binds
 * `$<name>Exact` and `$<name>Under` into `bind`. No prefixes: nothing matches.
 */
export function underPathsSql(
  column: string,
  prefixes: readonly string[],
  bind: Record<string, unknown>,
  name: string,
) {
  if (!prefixes.length) return 'false';
  const kept = prefixes.map((p) => (p.length > 1 ? p.replace(/\/+$/, '') : p));
  bind[`${name}Exact`] = kept;
  bind[`${name}Under`] = kept.map((p) => (p === '/' ? '/%' : `${escapeLike(p)}/%`));
  return `(${column} = ANY($${name}Exact::text[]) OR ${column} LIKE ANY($${name}Under::text[]))`;
}
