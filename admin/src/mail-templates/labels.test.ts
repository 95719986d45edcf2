// The 메일 양식's words: a subject stays on one line, and who changed a template and when.
import assert from 'node:assert/strict';
import test from 'node:test';
import { changedText, noLineBreak, type MailTemplateRecord } from './labels';

test('a subject with a line break is refused; one line, or no text yet, is not', () => {
  assert.equal(noLineBreak('합격 안내\n본문'), '제목에는 줄바꿈을 넣을 수 없습니다.');
  assert.equal(noLineBreak('합격 안내\r'), '제목에는 줄바꿈을 넣을 수 없습니다.');
  assert.equal(noLineBreak('[{{roundName}}] 합격 안내'), undefined);
  assert.equal(noLineBreak(undefined), undefined);
});

test('a changed template says when (Seoul) and by whom; an unchanged one is the default', () => {
  const r: MailTemplateRecord = {
    id: 'result-ko',
    kind: 'result',
    kindLabel: '결과 안내',
    lang: 'ko',
    subject: '',
    body: '',
    customized: true,
    updatedAt: '2026-11-25T05:10:00Z',
    updatedByName: '홍길동',
  };
  assert.equal(changedText(r), '수정됨 · 2026.11.25 14:10 홍길동');
  assert.equal(changedText({ ...r, updatedByName: null }), '수정됨 · 2026.11.25 14:10');
  assert.equal(changedText({ ...r, customized: false }), '기본 양식');
});
