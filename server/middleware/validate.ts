// Request validation: JSON-only bodies, no NUL bytes anywhere, zod schemas with Korean messages per field.
import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import { badRequest } from '../http/errors.js';

/** JSON nested deeper than this is refused before anything walks it (a 600 kB "[[[[…" would overflow the stack). */
export const MAX_JSON_DEPTH = 32;
const TOO_DEEP = Symbol('too deep');

/** Finds the first string holding a NUL (PostgreSQL text cannot store it): returns its path, or TOO_DEEP. */
function walk(value: unknown, path: string, depth: number): string | typeof TOO_DEEP | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '(본문)' : null;
  if (!value || typeof value !== 'object') return null;
  if (depth > MAX_JSON_DEPTH) return TOO_DEEP;
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [`[${i}]`, v])
    : Object.entries(value);
  for (const [k, v] of entries) {
    const here = Array.isArray(value) ? `${path}${k}` : path ? `${path}.${k}` : k;
    if (!Array.isArray(value) && k.includes('\u0000')) return here;
    const hit = walk(v, here, depth + 1);
    if (hit) return hit;
  }
  return null;
}

/** The path of the first string or key holding a NUL, '(본문)' when nesting is too deep to look, else null. */
export function findNul(value: unknown, path = ''): string | null {
  const hit = walk(value, path, 0);
  return hit === TOO_DEEP ? '(본문)' : hit;
}

/** Rejects NUL bytes and absurdly deep nesting in the query string and the body of every /api request. */
export const rejectNul: RequestHandler = (req, _res, next) => {
  for (const part of [req.query, req.body]) {
    const hit = walk(part, '', 0);
    if (hit === TOO_DEEP) throw badRequest(`요청 본문이 너무 깊게 중첩되어 있습니다. (최대 ${MAX_JSON_DEPTH}단계)`);
    if (hit)
      throw badRequest(
        `허용되지 않는 문자(NUL)가 포함되어 있습니다: ${hit}`,
        fieldErrors([[hit, '허용되지 않는 문자가 포함되어 있습니다.']]),
      );
  }
  next();
};

/** {field: message} without a prototype: a field called "__proto__" or "constructor" is a field like any other. */
export function fieldErrors(entries: Iterable<[string, string]> = []): Record<string, string> {
  const errors = Object.create(null) as Record<string, string>;
  for (const [k, v] of entries) errors[k] ??= v;
  return errors;
}

/** A label for a field name from a label table, never an inherited property ("constructor" → the Object function). */
export const labelOf = (labels: Record<string, string>, field: string): string =>
  Object.hasOwn(labels, field) ? labels[field] : field;

/**
 * How the summary line names a field: a table of labels (a field without one is named by its path), or a function of
 * the field's path and the issues for names a table cannot give (a nested path named by its labelled prefix).
 */
export type FieldLabels = Record<string, string> | ((field: string, error: z.ZodError) => string);

/** Turns zod issues into {field: message} and one summary line that names the first field. */
export function zodToBadRequest(error: z.ZodError, labels: FieldLabels = {}) {
  const errors = fieldErrors();
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[[...issue.path, key].join('.')] ??= '허용되지 않는 항목입니다.';
      continue;
    }
    const field = issue.path.join('.') || '(본문)';
    errors[field] ??= issue.message;
  }
  const [field, message] = Object.entries(errors)[0] ?? ['(본문)', '입력값이 올바르지 않습니다.'];
  const label = typeof labels === 'function' ? labels(field, error) : labelOf(labels, field);
  return badRequest(`${label}: ${message}`, errors);
}

/** Told of each schema parseWith checks and its input: the JSON fuzz test learns a query's fields this way. */
export const parseObservers = new Set<(schema: z.ZodType, input: unknown) => void>();

export function parseWith<T extends z.ZodType>(schema: T, input: unknown, labels?: FieldLabels): z.infer<T> {
  for (const observe of parseObservers) observe(schema, input);
  const result = schema.safeParse(input);
  if (!result.success) throw zodToBadRequest(result.error, labels);
  return result.data;
}

export interface BodyOptions {
  /** A request without a body is checked as {} (a publish or a restore needs none); a body that is sent must be a
   * JSON object all the same. */
  optional?: boolean;
}

/** A JSON object body, else a Korean 400. `optional`: no body at all counts as {}. Routers use validateBody. */
export function jsonObjectBody(req: Request, { optional = false }: BodyOptions = {}): Record<string, unknown> {
  const absent = req.body === undefined || (!req.is('application/json') && !req.headers['content-length']);
  if (optional && absent) return {};
  if (!req.is('application/json')) throw badRequest('요청 본문은 JSON(Content-Type: application/json)으로 보내주세요.');
  if (req.body === null || typeof req.body !== 'object' || Array.isArray(req.body))
    throw badRequest('요청 본문은 JSON 객체여야 합니다.');
  return req.body as Record<string, unknown>;
}

/** Every field label a body guard was built with: 감사 기록 names the fields a staff call sent by them. */
const knownFieldLabels = new Map<string, string>();

/** validateBody does it for a table of labels; a route whose labels are a function passes its table here. */
export function registerFieldLabels(labels: Record<string, string>): void {
  for (const [field, label] of Object.entries(labels))
    if (!knownFieldLabels.has(field)) knownFieldLabels.set(field, label);
}

/** The labels of the body guard a request went through: 감사 기록 keeps the words of the route itself. */
const labelsOfRequest = new WeakMap<object, FieldLabels>();

/** The Korean names the request's own body guard gives these fields (only those it names). */
export function requestFieldLabels(req: object, fields: string[]): Record<string, string> {
  const labels = labelsOfRequest.get(req);
  const out = Object.create(null) as Record<string, string>;
  if (!labels) return out;
  for (const f of fields) {
    const label = typeof labels === 'function' ? labels(f, new z.ZodError([])) : labelOf(labels, f);
    if (label !== f) out[f] = label;
  }
  return out;
}

/** The Korean label some route's body guard gives a field name, or null when none does. */
export function knownFieldLabel(field: string): string | null {
  return knownFieldLabels.get(field) ?? null;
}

/**
 * The one body guard of every JSON write: the body must be a JSON object (else a Korean 400), is checked against
 * `schema` (a field error names the field through `labels`) and replaces req.body with the parsed value.
 */
export function validateBody<T extends z.ZodType>(
  schema: T,
  labels?: FieldLabels,
  options: BodyOptions = {},
): RequestHandler {
  if (labels && typeof labels === 'object') registerFieldLabels(labels);
  const guard: RequestHandler = (req, _res, next) => {
    if (labels) labelsOfRequest.set(req, labels);
    req.body = parseWith(schema, jsonObjectBody(req, options), labels);
    next();
  };
  guards.set(guard, schema);
  return guard;
}

/** The schema each body guard checks: the JSON fuzz test finds every route's fields through the router stack. */
const guards = new WeakMap<RequestHandler, z.ZodType>();

/** The schema of a body guard made by validateBody, or undefined for any other handler. */
export const bodySchemaOf = (handler: unknown): z.ZodType | undefined =>
  typeof handler === 'function' ? guards.get(handler as RequestHandler) : undefined;

export const idSchema = z.coerce
  .number({ error: '번호 형식이 올바르지 않습니다.' })
  .int({ error: '번호 형식이 올바르지 않습니다.' })
  .positive({ error: '번호 형식이 올바르지 않습니다.' })
  .max(2_147_483_647, { error: '번호 형식이 올바르지 않습니다.' });

/** A path id: a positive 32-bit integer or 400. */
export function parseId(raw: unknown): number {
  if (typeof raw !== 'string' || !/^\d{1,10}$/.test(raw)) throw badRequest('번호 형식이 올바르지 않습니다.');
  return parseWith(idSchema, raw);
}
