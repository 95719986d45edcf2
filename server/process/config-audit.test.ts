// AUDIT_KEY, the audit chain's HMAC key: required (32+ characters) with DATABASE_URL like JWT_SECRET, made once and
// kept in .data/secrets.json beside JWT_SECRET on the embedded default (an older secrets file gets it added).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { ConfigError, loadConfig } from './config.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'config-audit-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const url = { DATABASE_URL: 'postgres://u:p@127.0.0.1/db', JWT_SECRET: 'x'.repeat(40) };

test('with DATABASE_URL the audit key is required and must be 32 characters or more', () => {
  assert.throws(
    () => loadConfig(url),
    (err: Error) => err instanceof ConfigError && /32자 이상의 AUDIT_KEY/.test(err.message),
  );
  assert.throws(() => loadConfig({ ...url, AUDIT_KEY: 'k'.repeat(31) }), /AUDIT_KEY/);
  const config = loadConfig({ ...url, AUDIT_KEY: 'k'.repeat(32) });
  assert.equal(config.auditKey, 'k'.repeat(32));
  assert.equal(config.auditCheckpointFile, undefined, 'the log line is the anchor there');
  assert.equal(config.appDatabaseUrl, undefined);
  const split = loadConfig({ ...url, AUDIT_KEY: 'k'.repeat(32), DATABASE_APP_URL: 'postgres://app:q@127.0.0.1/db' });
  assert.equal(split.appDatabaseUrl, 'postgres://app:q@127.0.0.1/db');
});

test('embedded: the key is made once beside JWT_SECRET, and added to an older secrets file', () => {
  const fresh = path.join(dir, 'fresh');
  const first = loadConfig({ DATA_DIR: fresh });
  assert.ok(first.auditKey.length >= 32);
  assert.notEqual(first.auditKey, first.jwtSecret);
  assert.equal(first.auditCheckpointFile, path.join(fresh, 'audit-checkpoints.jsonl'));
  assert.equal(loadConfig({ DATA_DIR: fresh }).auditKey, first.auditKey, 'kept across restarts');

  const old = path.join(dir, 'old');
  mkdirSync(old);
  writeFileSync(path.join(old, 'secrets.json'), JSON.stringify({ jwtSecret: 'j'.repeat(48), pgPassword: 'pw' }));
  const upgraded = loadConfig({ DATA_DIR: old });
  assert.equal(upgraded.jwtSecret, 'j'.repeat(48));
  assert.equal(upgraded.pgPassword, 'pw');
  const kept = JSON.parse(readFileSync(path.join(old, 'secrets.json'), 'utf8')) as Record<string, string>;
  assert.equal(kept.auditKey, upgraded.auditKey);
  assert.equal(kept.pgPassword, 'pw');
});
