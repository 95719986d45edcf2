// Every old site's hash kind, with vectors made in the test by the algorithms themselves (node:crypto, bcryptjs, and
// Rhymix's own rules: PBKDF2-SHA512 over a 12-character salt, 16384 iterations written as 7 digits, a 24-byte key;
// the password trimmed and its white space runs made one space): the right password passes, a wrong one fails, and a
// tagged hash is never taken for ours, nor ours for an old one.
import assert from 'node:assert/strict';
import { createHash, pbkdf2Sync } from 'node:crypto';
import { describe, test } from 'node:test';
import bcrypt from 'bcryptjs';
import { isLegacyHash, tagLegacyHash, verifyLegacyPassword } from './legacy-passwords.js';
import { mysqlOldPassword } from './legacy-hashes.js';
import { hashPassword, verifyPassword } from './passwords.js';

const hex = (algo: string, s: string) => createHash(algo).update(s, 'utf8').digest('hex');
const rhymixPbkdf2 = (pw: string, salt = 'a1B2c3D4e5F6') =>
  `sha512:0016384:${salt}:${pbkdf2Sync(pw, salt, 16384, 24, 'sha512').toString('base64')}`;

async function passesOnlyWith(tagged: string | null, right: string, wrong = 'Wrong-pass1') {
  assert.ok(tagged, 'a format we can check');
  assert.ok(isLegacyHash(tagged));
  assert.equal(await verifyLegacyPassword(tagged, right), true, `right password for ${tagged}`);
  assert.equal(await verifyLegacyPassword(tagged, wrong), false, `wrong password for ${tagged}`);
}

describe("Rhymix's and XE's hashes", () => {
  test('bcrypt as PHP writes it ($2y$), and $2a$', async () => {
    const hash = bcrypt.hashSync('동문회비번1', 4);
    await passesOnlyWith(tagLegacyHash(hash.replace(/^\$2b\$/, '$2y$'), 'rhymix'), '동문회비번1');
    await passesOnlyWith(tagLegacyHash(hash.replace(/^\$2b\$/, '$2a$'), 'rhymix'), '동문회비번1');
  });

  test('PBKDF2 sha512:0016384:salt:key, its key length read from the stored key', async () => {
    const h = rhymixPbkdf2('alumni2024');
    assert.match(h, /^sha512:0016384:a1B2c3D4e5F6:[A-Za-z0-9+/]{32}$/);
    await passesOnlyWith(tagLegacyHash(h, 'rhymix'), 'alumni2024');
  });

  test("XE 1.x's md5 (and md5(sha1(md5))) and sha1", async () => {
    await passesOnlyWith(tagLegacyHash(hex('md5', 'xe-old-pass'), 'rhymix'), 'xe-old-pass');
    await passesOnlyWith(tagLegacyHash(hex('md5', hex('sha1', hex('md5', 'xe-chain'))), 'rhymix'), 'xe-chain');
    await passesOnlyWith(tagLegacyHash(hex('sha1', 'xe-sha-pass').toUpperCase(), 'rhymix'), 'xe-sha-pass');
  });

  test('the password is compared as Rhymix hashed it: trimmed, white space runs made one space', async () => {
    const tagged = tagLegacyHash(rhymixPbkdf2('my pass word'), 'rhymix')!;
    assert.equal(await verifyLegacyPassword(tagged, '  my   pass\tword '), true);
    assert.equal(await verifyLegacyPassword(tagged, 'mypassword'), false);
  });
});

describe("Gnuboard5's hashes", () => {
  test('MySQL OLD_PASSWORD(), spaces skipped as MySQL skips them', async () => {
    assert.equal(mysqlOldPassword('password'), '5d2e19393cc5ef67');
    assert.equal(mysqlOldPassword('pass word'), mysqlOldPassword('password'));
    await passesOnlyWith(tagLegacyHash(mysqlOldPassword('g5-old'))!, 'g5-old');
  });

  test('only the formats Gnuboard5 writes carry its tag', () => {
    assert.equal(tagLegacyHash(bcrypt.hashSync('x', 4)), null);
    assert.equal(tagLegacyHash(hex('md5', 'x')), null);
    assert.equal(tagLegacyHash('plain text'), null);
    assert.equal(tagLegacyHash('', 'rhymix'), null);
  });
});

test('an old hash is never taken for ours, nor ours for an old one', async () => {
  const ours = await hashPassword('Ours-pass1');
  assert.equal(isLegacyHash(ours), false);
  assert.equal(await verifyLegacyPassword(ours, 'Ours-pass1'), false);
  const old = tagLegacyHash(hex('md5', 'Ours-pass1'), 'rhymix')!;
  assert.equal(await verifyPassword(old, 'Ours-pass1'), false);
  assert.equal(await verifyPassword(hex('md5', 'Ours-pass1'), 'Ours-pass1'), false);
});
