import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { HttpError } from '../http/errors.js';
import { idListFilter, parseListQuery } from './rest.js';
import { parseId } from '../middleware/validate.js';

const spec = {
  sortable: { id: 'id', title: 'title', publishedAt: 'published_at' },
  defaultSort: ['id', 'DESC'] as ['id', 'DESC'],
  filter: z.strictObject({ q: z.string().max(100).optional(), id: idListFilter.optional() }),
};

const status = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    if (e instanceof HttpError) return e.status;
    throw e;
  }
  return 200;
};

test('parses ra-data-simple-rest parameters into allow-listed columns', () => {
  const q = parseListQuery(
    { sort: '["publishedAt","asc"]', range: '[10,19]', filter: '{"q":"입학","id":[3,4]}' },
    spec,
  );
  assert.deepEqual(q, {
    offset: 10,
    limit: 10,
    sortColumn: 'published_at',
    sortOrder: 'ASC',
    filter: { q: '입학', id: [3, 4] },
  });
  const d = parseListQuery({}, spec);
  assert.equal(d.sortColumn, 'id');
  assert.equal(d.limit, 25);
});

test('refuses what is not in the dialect with 400', () => {
  const bad: Record<string, unknown>[] = [
    { sort: '["password","ASC"]' },
    { sort: '["id","SIDEWAYS"]' },
    { sort: '["constructor","ASC"]' },
    { sort: 'not json' },
    { range: '[5,1]' },
    { range: '[-1,5]' },
    { range: '[0,100000]' },
    { range: '[0.5,3]' },
    { range: ['[0,1]', '[0,2]'] },
    { filter: '{"unknown":1}' },
    { filter: '[1,2]' },
    { filter: '{"id":["x"]}' },
    { filter: '{"q":"' + 'x'.repeat(200) + '"}' },
  ];
  for (const query of bad)
    assert.equal(
      status(() => parseListQuery(query, spec)),
      400,
      JSON.stringify(query),
    );
});

test('parseId takes positive 32-bit integers only', () => {
  assert.equal(parseId('42'), 42);
  for (const raw of ['0', '-1', '1e3', 'abc', '99999999999', '', '1.5', undefined])
    assert.equal(
      status(() => parseId(raw)),
      400,
      String(raw),
    );
});
