// LIKE/ILIKE patterns from what a person typed: their %, _ and backslash match themselves, not "anything".
// PostgreSQL's default LIKE escape character is the backslash, so no ESCAPE clause is needed.

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A pattern that matches `text` anywhere in the value. */
export function containing(text: string): string {
  return `%${escapeLike(text)}%`;
}
