// What the post form sends and checks: only the API's fields, dates as ISO instants, files as ids, the kind's own
// fields; 게시 종료 after the publish date and an event's end not before its start.
import assert from 'node:assert/strict';
import test from 'node:test';
import { postPayload } from './payload';
import { endAfterStart, unpublishAfterPublish } from './validators';

const form = {
  id: 5,
  title: '입학설명회',
  content: '<p>본문</p>',
  category: '',
  authorName: '행정실',
  isNotice: 1,
  attachments: [{ id: 3, name: 'a.pdf' }, { id: 8 }],
  publishedAt: '2027-03-02T09:00:00+09:00',
  unpublishAt: '',
  revisionNote: '  오타 수정 ',
  viewCount: 12,
  startAt: '2027-03-10T10:00:00+09:00',
  endAt: null,
  boardEnName: 'notice',
};

test('a list post: the API’s fields only, ISO dates, file ids, an empty category as null, the note trimmed', () => {
  assert.deepEqual(postPayload(form, 'list', false), {
    title: '입학설명회',
    content: '<p>본문</p>',
    category: null,
    authorName: '행정실',
    isNotice: true,
    allDay: false,
    attachmentIds: [3, 8],
    isDraft: false,
    unpublishAt: null,
    revisionNote: '오타 수정',
    publishedAt: '2027-03-02T00:00:00.000Z',
  });
});

test('creating names the board; a calendar post sends its period; a blank note and no date are left out', () => {
  const out = postPayload({ ...form, revisionNote: '   ', publishedAt: null }, 'calendar', true);
  assert.equal(out.boardEnName, 'notice');
  assert.equal(out.startAt, '2027-03-10T01:00:00.000Z');
  assert.equal(out.endAt, null);
  assert.equal('revisionNote' in out, false);
  assert.equal('publishedAt' in out, false);
  assert.equal('startAt' in postPayload(form, 'list', true), false);
});

test('a professor card: its fields with blanks for the missing ones, the photo as a file id, the order kept', () => {
  const out = postPayload(
    { ...form, extra: { position: '교수', order: 2, hobby: 'x' }, photo: { id: 11 } },
    'professor',
    false,
  );
  assert.deepEqual(out.extra, {
    position: '교수',
    major: '',
    email: '',
    phone: '',
    office: '',
    photoFileId: 11,
    order: 2,
  });
  const bare = postPayload({ title: '김교수' }, 'professor', false);
  assert.deepEqual(bare.extra, { position: '', major: '', email: '', phone: '', office: '', photoFileId: null });
  assert.deepEqual(bare.attachmentIds, []);
  assert.equal(bare.content, '');
});

test('게시 종료 must come after the publish date', () => {
  const values = { publishedAt: '2027-03-02T09:00:00+09:00' };
  assert.equal(unpublishAfterPublish('2027-03-02T09:00:00+09:00', values, {}), '게시 종료는 게시일보다 뒤여야 합니다.');
  assert.equal(unpublishAfterPublish('2027-03-01T09:00:00+09:00', values, {}), '게시 종료는 게시일보다 뒤여야 합니다.');
  assert.equal(unpublishAfterPublish('2027-03-02T09:01:00+09:00', values, {}), undefined);
  assert.equal(unpublishAfterPublish('', values, {}), undefined);
  assert.equal(unpublishAfterPublish('2027-03-01T09:00:00+09:00', {}, {}), undefined);
});

test('an event may end when it starts, not before', () => {
  const values = { startAt: '2027-03-10T10:00:00+09:00' };
  assert.equal(endAfterStart('2027-03-10T10:00:00+09:00', values, {}), undefined);
  assert.equal(endAfterStart('2027-03-10T09:59:00+09:00', values, {}), '종료는 시작보다 빠를 수 없습니다.');
  assert.equal(endAfterStart(null, values, {}), undefined);
});
