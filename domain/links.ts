// Which addresses a visitor may be sent to (popup links, family and social sites, the application URL): an
// absolute http(s) address with a host, or a path on this site. Never javascript:, data:, vbscript:, a
// protocol-relative //host, a backslash (browsers read it as a slash), spaces or control characters.

const UNSAFE = /[\u0000-\u0020\u007f\\]/;

export const HTTP_URL_MESSAGE = 'http:// 또는 https://로 시작하는 주소를 입력해주세요.';
export const LINK_RULE_MESSAGE = 'http:// 또는 https://로 시작하는 주소나 /로 시작하는 사이트 경로만 쓸 수 있습니다.';

/** An absolute http(s) address with a host. */
export function isHttpUrl(raw: string): boolean {
  if (UNSAFE.test(raw) || !/^https?:\/\//i.test(raw)) return false;
  try {
    return new URL(raw).hostname.length > 0;
  } catch {
    return false;
  }
}

/** A path on this site (`/receipt`), never `//host`. */
export function isSitePath(raw: string): boolean {
  return raw.startsWith('/') && !raw.startsWith('//') && !UNSAFE.test(raw);
}

/** A link a visitor may follow: an http(s) address or a path on this site. */
export function isSafeLink(raw: string): boolean {
  return isSitePath(raw) || isHttpUrl(raw);
}
