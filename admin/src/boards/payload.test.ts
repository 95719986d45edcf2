// A board between the API and the form: categories are rows of { name } in the form and plain strings in the API,
// and the form sends only the fields the API accepts.
import assert from 'node:assert/strict';
import test from 'node:test';
import { boardPayload, boardToForm } from './payload';

test('the form sends the API’s fields only and the categories as trimmed strings, blanks dropped', () => {
  const out = boardPayload({
    id: 2,
    postCount: 40,
    enName: 'notice',
    name: '공지사항',
    kind: 'list',
    rowsPerPage: 15,
    allowAttachments: true,
    allowedExtensions: ['pdf'],
    categories: [{ name: ' 입학 ' }, { name: '' }, '학사', {}],
  });
  assert.deepEqual(out, {
    enName: 'notice',
    name: '공지사항',
    kind: 'list',
    rowsPerPage: 15,
    allowAttachments: true,
    allowedExtensions: ['pdf'],
    categories: ['입학', '학사'],
  });
  assert.deepEqual(boardPayload({ name: '자료실' }).categories, []);
});

test('the record’s categories become rows for the form, and back again unchanged', () => {
  const record = { id: 2, name: '공지사항', categories: ['입학', '학사'] };
  const formed = boardToForm(record);
  assert.deepEqual(formed.categories, [{ name: '입학' }, { name: '학사' }]);
  assert.deepEqual(boardPayload(formed).categories, ['입학', '학사']);
  assert.deepEqual(boardToForm({ id: 3 }).categories, []);
});
