// ko_bigrams (migrations 20261126160000 and 20261127100000) gives every distinct two-character piece of every word,
// lower-cased, and one-character words whole: the same as a plain reference here, for Korean, Latin, digits,
// punctuation, empty text and a 100,000-character word (which the first version took a minute over).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { createTestDatabase } from '../server/test/support.js';

let client: pg.Client;
before(async () => {
  client = new pg.Client({ connectionString: await createTestDatabase() });
  await client.connect();
});
after(() => client.end());

function reference(text: string): string[] {
  const grams = new Set<string>();
  for (const word of text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)) {
    const chars = [...word];
    if (chars.length === 1) grams.add(word);
    for (let i = 0; i + 1 < chars.length; i++) grams.add(chars[i] + chars[i + 1]);
  }
  return [...grams].sort();
}

test('ko_bigrams: every two-character piece of every word, once', async () => {
  for (const text of [
    '학위논문 심사 일정 안내',
    '2026학년도 전기 신입생 모집요강 (AI비즈니스학과)',
    'A b 가, x.Y-z 장학금!!',
    '',
    '   ',
    'ab',
    'abc',
    'x'.repeat(100_000),
    'xy'.repeat(50_000) + ' 끝',
  ]) {
    const { rows } = await client.query<{ g: string[] }>('SELECT ko_bigrams($1) AS g', [text]);
    assert.deepEqual([...rows[0].g].sort(), reference(text), text.slice(0, 40));
  }
});
