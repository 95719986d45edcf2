// What the popup form sends: the fields the API accepts, unset ones left out, an emptied position as null.
import assert from 'node:assert/strict';
import test from 'node:test';
import { toPayload } from './payload';

test('only the API’s fields, unset ones left out, an emptied position as null and other blanks kept', () => {
  const out = toPayload({
    id: 9,
    image: { id: 4, url: '/files/4' },
    createdAt: '2027-01-01T00:00:00Z',
    title: '입학설명회',
    imageFileId: 4,
    linkUrl: '',
    positionLeft: '',
    positionTop: 120,
    width: undefined,
  });
  assert.deepEqual(out, { title: '입학설명회', imageFileId: 4, linkUrl: '', positionLeft: null, positionTop: 120 });
});
