// The JWT secret as a KeyObject: the same HS256 signatures as the plain string (tokens issued before keep working
// across a deploy), made once per secret, and no way around a wrong secret.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import jwt from 'jsonwebtoken';
import { hmacKey } from './hmac-key.js';

const SECRET = 'a-secret-that-is-long-enough-for-hs256-0123456789';

test('a token signed with the string verifies with the key, and the other way round', () => {
  const byString = jwt.sign({ sub: '7' }, SECRET, { algorithm: 'HS256' });
  const byKey = jwt.sign({ sub: '7' }, hmacKey(SECRET), { algorithm: 'HS256', noTimestamp: true });
  assert.equal((jwt.verify(byString, hmacKey(SECRET), { algorithms: ['HS256'] }) as { sub: string }).sub, '7');
  assert.equal((jwt.verify(byKey, SECRET, { algorithms: ['HS256'] }) as { sub: string }).sub, '7');
  assert.equal(byKey, jwt.sign({ sub: '7' }, SECRET, { algorithm: 'HS256', noTimestamp: true }));
});

test('one key per secret, kept; another secret does not verify', () => {
  assert.equal(hmacKey(SECRET), hmacKey(SECRET));
  assert.notEqual(hmacKey(SECRET), hmacKey(`${SECRET}x`));
  const token = jwt.sign({ sub: '7' }, hmacKey(`${SECRET}x`), { algorithm: 'HS256' });
  assert.throws(() => jwt.verify(token, hmacKey(SECRET), { algorithms: ['HS256'] }), jwt.JsonWebTokenError);
});
