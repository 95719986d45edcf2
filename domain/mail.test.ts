import assert from 'node:assert/strict';
import { test } from 'node:test';
import { maskEmail, maskEmailsIn } from './mail.js';

test('maskEmail keeps two letters of the name and of the domain, and the suffix', () => {
  assert.equal(maskEmail('hong.gildong@example.com'), 'ho***@ex*****.com');
  assert.equal(maskEmail('kim@school.ac.kr'), 'ki***@sc****.ac.kr');
  assert.equal(maskEmail('a@bc.kr'), 'a***@b*.kr');
  assert.equal(maskEmail('no-at-sign'), '***');
});

test('maskEmailsIn masks every address in a server answer', () => {
  assert.equal(
    maskEmailsIn('550 5.1.1 <lee.applicant@naver.com>: unknown; cc park@daum.net'),
    '550 5.1.1 <le***@na***.com>: unknown; cc pa***@da**.net',
  );
});
