// The date and number fields of a zod schema, read from its definition (zod 4's `_zod.def`), for the JSON fuzz test:
// a field joins by being declared, so a new schema or a new field is fuzzed without a list to keep up to date.
// A date field is a string with a date or date-time format (z.iso.*, a YYYY-… pattern) or one named as a date
// (…At, …On, …Date, from, to); a number field is one zod reads as a number (z.number(), z.int(), z.coerce.number()).
import type { z } from 'zod';

export type FieldKind = 'date' | 'number';

export interface SchemaField {
  /** Keys from the body's top; '[]' stands for an array's element. */
  path: string[];
  kind: FieldKind;
}

interface Def {
  type: string;
  format?: string;
  pattern?: RegExp;
  checks?: { _zod: { def: Def & { check?: string } } }[];
  shape?: Record<string, Schema>;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  options?: Schema[];
  element?: Schema;
  left?: Schema;
  right?: Schema;
  getter?: () => Schema;
}
type Schema = { _zod: { def: Def } };

const DATE_FORMATS = new Set(['datetime', 'date', 'time']);
const DATE_NAME = /(At|On|Date|Day)$|^(from|to|date|day|birthDate)$/;

/** What a leaf schema is: a date or number field, or neither. */
function kindOf(def: Def): FieldKind | null {
  if (def.type === 'number' || def.type === 'bigint') return 'number';
  if (def.type !== 'string') return null;
  if (def.format && DATE_FORMATS.has(def.format)) return 'date';
  for (const c of def.checks ?? []) {
    const d = c._zod.def;
    if (d.format && DATE_FORMATS.has(d.format)) return 'date';
    if (d.format === 'regex' && d.pattern && /\\d\{4\}|\(19|20\\d/.test(d.pattern.source)) return 'date';
  }
  return null;
}

function walk(schema: Schema, path: string[], out: Map<string, SchemaField>, depth: number): void {
  if (depth > 12) return;
  const def = schema._zod.def;
  const into = (s: Schema | undefined, p = path) => s && walk(s, p, out, depth + 1);
  switch (def.type) {
    case 'object':
      for (const [key, s] of Object.entries(def.shape ?? {})) into(s, [...path, key]);
      return;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return into(def.innerType);
    case 'pipe':
      into(def.in);
      return into(def.out);
    case 'union':
      for (const o of def.options ?? []) into(o);
      return;
    case 'intersection':
      into(def.left);
      return into(def.right);
    case 'array':
      return into(def.element, [...path, '[]']);
    case 'lazy':
      return into(def.getter?.());
  }
  const last = path[path.length - 1];
  const kind = kindOf(def) ?? (def.type === 'string' && last && DATE_NAME.test(last) ? 'date' : null);
  if (kind && path.length) out.set(path.join('.'), { path, kind });
}

/** The date and number fields of a body schema, each once. */
export function schemaFields(schema: z.ZodType): SchemaField[] {
  const out = new Map<string, SchemaField>();
  walk(schema as unknown as Schema, [], out, 0);
  return [...out.values()];
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * `base` (by default nothing) with `value` at `path`: '[]' is an array's first element (the base's own, else a new
 * one-element array). The base is not changed.
 */
export function bodyAt(path: string[], value: unknown, base?: unknown): unknown {
  if (!path.length) return value;
  const [key, ...rest] = path as [string, ...string[]];
  if (key === '[]') {
    const first = Array.isArray(base) ? base[0] : undefined;
    return [bodyAt(rest, value, first), ...(Array.isArray(base) ? base.slice(1) : [])];
  }
  const own = isRecord(base) ? base : {};
  return { ...own, [key]: bodyAt(rest, value, own[key]) };
}
