// The ra-data-simple-rest dialect in one place: ?sort=["f","ASC"]&range=[0,24]&filter={...} in,
// Content-Range out. Fields and filters are allow-listed per resource; client input never reaches the ORM unchecked.
import type { Response } from 'express';
import { z } from 'zod';
import { badRequest } from '../http/errors.js';
import { idSchema, parseWith } from '../middleware/validate.js';

export interface ListQuery<F> {
  offset: number;
  limit: number;
  /** The column name (from the allow-list), never the client's string. */
  sortColumn: string;
  sortOrder: 'ASC' | 'DESC';
  filter: F;
}

export interface ListSpec<F> {
  /** API field → column, for every sortable field. */
  sortable: Record<string, string>;
  defaultSort: [string, 'ASC' | 'DESC'];
  filter: z.ZodType<F>;
  maxPageSize?: number;
}

function parseJsonParam(raw: unknown, name: string): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw badRequest(`${name} 값은 한 번만 보내주세요.`);
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest(`${name} 값의 JSON 형식이 올바르지 않습니다.`);
  }
}

export function parseListQuery<F>(query: Record<string, unknown>, spec: ListSpec<F>): ListQuery<F> {
  const maxPageSize = spec.maxPageSize ?? 500;
  let offset = 0;
  let limit = 25;
  const range = parseJsonParam(query.range, 'range');
  if (range !== undefined) {
    if (
      !Array.isArray(range) ||
      range.length !== 2 ||
      !range.every((n) => Number.isSafeInteger(n) && n >= 0) ||
      range[1] < range[0]
    ) {
      throw badRequest('range는 [시작, 끝] 형태의 0 이상 정수여야 합니다.');
    }
    offset = range[0];
    limit = range[1] - range[0] + 1;
    if (limit > maxPageSize) throw badRequest(`한 번에 ${maxPageSize}개까지 조회할 수 있습니다.`);
  }
  let [sortField, sortOrder] = spec.defaultSort;
  const sort = parseJsonParam(query.sort, 'sort');
  if (sort !== undefined) {
    if (
      !Array.isArray(sort) ||
      sort.length !== 2 ||
      typeof sort[0] !== 'string' ||
      !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())
    ) {
      throw badRequest('sort는 ["항목", "ASC" 또는 "DESC"] 형태여야 합니다.');
    }
    if (!Object.hasOwn(spec.sortable, sort[0])) throw badRequest(`정렬할 수 없는 항목입니다: ${sort[0].slice(0, 50)}`);
    sortField = sort[0];
    sortOrder = String(sort[1]).toUpperCase() as 'ASC' | 'DESC';
  }
  const rawFilter = parseJsonParam(query.filter, 'filter') ?? {};
  if (typeof rawFilter !== 'object' || rawFilter === null || Array.isArray(rawFilter))
    throw badRequest('filter는 JSON 객체여야 합니다.');
  const filter = parseWith(spec.filter, rawFilter);
  return { offset, limit, sortColumn: spec.sortable[sortField], sortOrder, filter };
}

/**
 * A PUT schema that takes back the record the resource itself returned: react-admin's <Edit> (through
 * ra-data-simple-rest's update) sends the whole record, with its id, timestamps and other read-only fields. Those
 * listed here are dropped before the strict schema sees the body; any other unknown field is still refused.
 */
export function acceptingReadOnly<T extends z.ZodType>(schema: T, readOnly: readonly string[]) {
  return z.preprocess((body) => {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
    const rest: Record<string, unknown> = { ...(body as Record<string, unknown>) };
    for (const key of readOnly) delete rest[key];
    return rest;
  }, schema);
}

/** Answers a list with the Content-Range header react-admin reads the total from. */
export function sendList(res: Response, resource: string, offset: number, rows: unknown[], total: number): void {
  const range = rows.length ? `${offset}-${offset + rows.length - 1}` : '*';
  res.set('Content-Range', `${resource} ${range}/${total}`);
  res.json(rows);
}

/** filter.id as getMany sends it: one id or a list of ids. */
export const idListFilter = z
  .union([idSchema, z.array(idSchema).max(500, { error: '한 번에 500개까지 조회할 수 있습니다.' })])
  .transform((v) => (Array.isArray(v) ? v : [v]));
