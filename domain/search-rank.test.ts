// 통합검색's ranking rules: the whole title above a title that begins with the query, above one that holds it,
// above a name, above the body; spacing variants and other words find the same thing, a little below the word
// itself; every term must occur.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compact, LEVEL, rankDoc, rankMatch, termAlternatives } from './search-rank.js';

const score = (title: string, terms: string[], names: string[] = [], body = '') =>
  rankMatch(rankDoc(title, names, body), terms)?.score ?? null;

test('the whole title, then a title that begins with the query, then one that holds it, then a name, then the body', () => {
  const q = ['가업승계'];
  const exact = score('가업승계', q);
  const starts = score('가업승계학과', q);
  const holds = score('2026 가업승계 세미나', q);
  const named = score('박민호', q, ['가업승계, 가족기업']);
  const body = score('벤처연구소 소개', q, [], '가업승계와 창업을 돕습니다');
  assert.deepEqual(
    [exact, starts, holds, named, body],
    [LEVEL.exact, LEVEL.starts, LEVEL.title, LEVEL.name, LEVEL.body],
  );
  assert.equal(score('벤처연구소 소개', q, [], '창업을 돕습니다'), null);
});

test('every term must occur; a title holding every term beats a title holding one and a body holding the other', () => {
  const q = ['복학', '신청'];
  assert.equal(score('복학원서', q), null);
  const both = score('복학 신청 안내', q) as number;
  const one = score('등록·휴학·복학·재입학', q, [], '신청은 행정실에서') as number;
  assert.ok(both > one, `${both} > ${one}`);
});

test('spaces do not matter: 중국MBA finds 중국 MBA, 오시는길 finds 오시는 길, 학사 일정 is the 학사일정 board', () => {
  assert.equal(score('중국 MBA', ['중국mba']), LEVEL.exact);
  assert.equal(score('오시는 길', ['오시는길']), LEVEL.exact);
  assert.equal(score('학사일정', ['학사', '일정']), LEVEL.exact);
  assert.equal(score('가업승계학과', ['가업', '승계']), LEVEL.starts);
  assert.equal(compact('등록·휴학 (PDF)'), '등록휴학pdf');
  assert.ok(termAlternatives(['중국mba'])[0].includes('중국 mba'));
});

test('other words: 학비 finds 등록금, 입시 finds 입학, 원서 finds 원서접수, 교수 finds 교수진, a little below the word itself', () => {
  assert.equal(score('등록금과 장학금 제도', ['학비']), LEVEL.starts - 5);
  assert.equal(score('등록금과 장학금 제도', ['등록금']), LEVEL.starts);
  assert.ok(score('입학 안내', ['입시']));
  assert.ok(termAlternatives(['원서'])[0].includes('원서접수'));
  assert.equal(score('교수진', ['교수']), LEVEL.exact - 5);
  assert.equal(score('오시는 길', ['찾아오는', '길']), LEVEL.exact - 5);
  assert.equal(score('연혁', ['역사']), LEVEL.exact - 5);
});
