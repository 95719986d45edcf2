import assert from 'node:assert/strict';
import { test } from 'node:test';
import { departments } from '../content/departments/index.js';
import { DEPARTMENTS } from '../../domain/programs.js';

test('the application offers exactly the departments of the public pages, under the same names', () => {
  const pages = departments.map((d) => [d.slug, d.name]);
  assert.deepEqual(
    DEPARTMENTS.map((d) => [d.slug, d.name]),
    pages,
  );
});
