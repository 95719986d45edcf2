// A link a visitor may be sent to: an http(s) address or a path on this site. Never javascript:, data:,
// vbscript:, a protocol-relative //host, or anything with control characters or backslashes.
export const LINK_RULE_MESSAGE = 'http:// 또는 https://로 시작하는 주소나 /로 시작하는 사이트 경로만 쓸 수 있습니다.';

export function isSafeLink(raw: string): boolean {
  if (/[\u0000-\u0020\u007f\\]/.test(raw)) return false;
  if (raw.startsWith('/')) return !raw.startsWith('//');
  if (!/^https?:\/\//i.test(raw)) return false;
  try {
    const u = new URL(raw);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.length > 0;
  } catch {
    return false;
  }
}
