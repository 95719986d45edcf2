import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError, loadConfig } from './config.js';

const base = { DATABASE_URL: 'postgres://u:p@127.0.0.1/db', JWT_SECRET: 'x'.repeat(40), AUDIT_KEY: 'k'.repeat(40) };

test('SMTP_URL and MAIL_FROM: both read, unset means no SMTP, SMTP_URL needs MAIL_FROM', () => {
  const on = loadConfig({
    ...base,
    SMTP_URL: 'smtp://user:pass@smtp.example.com:587',
    MAIL_FROM: '"학교" <noreply@example.ac.kr>',
  });
  assert.equal(on.smtpUrl, 'smtp://user:pass@smtp.example.com:587');
  assert.equal(on.mailFrom, '"학교" <noreply@example.ac.kr>');
  assert.equal(loadConfig(base).smtpUrl, undefined);
  assert.throws(
    () => loadConfig({ ...base, SMTP_URL: 'smtp://smtp.example.com' }),
    (e: Error) => {
      assert.ok(e instanceof ConfigError);
      assert.match(e.message, /MAIL_FROM/);
      return true;
    },
  );
  assert.throws(() => loadConfig({ ...base, SMTP_URL: 'http://smtp.example.com', MAIL_FROM: 'a@b.kr' }), /smtp:\/\//);
  assert.throws(() => loadConfig({ ...base, SMTP_URL: 'not a url', MAIL_FROM: 'a@b.kr' }), /SMTP_URL 형식/);
});
