// The signed link of a page preview (페이지 관리): an HS256 JWT naming the page, signed with the app's secret and
// valid for ten minutes by the app's clock (domain/clock.ts), so staff can open it in a new tab or send it to a
// colleague who is not signed in. Anyone holding the link sees the draft until it expires; nothing else.
import jwt from 'jsonwebtoken';
import { nowMs } from '../../domain/clock.js';
import { HttpError } from '../http/errors.js';
import { hmacKey } from '../http/hmac-key.js';

export const PREVIEW_MINUTES = 10;
const AUDIENCE = 'page-preview';

export function signPreview(pageId: number, secret: string): string {
  const iat = Math.floor(nowMs() / 1000);
  return jwt.sign({ p: pageId, iat }, hmacKey(secret), {
    algorithm: 'HS256',
    audience: AUDIENCE,
    expiresIn: PREVIEW_MINUTES * 60,
  });
}

/** The page id the token names; a Korean 410 when it has expired, 403 when it was not signed by us. */
export function verifyPreview(token: string, secret: string): number {
  try {
    const claims = jwt.verify(token, hmacKey(secret), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      clockTimestamp: Math.floor(nowMs() / 1000),
    }) as { p?: unknown };
    if (typeof claims.p === 'number' && Number.isSafeInteger(claims.p) && claims.p > 0) return claims.p;
  } catch (err) {
    if (err instanceof jwt.TokenExpiredError)
      throw new HttpError(
        410,
        `미리보기 링크의 유효 시간(${PREVIEW_MINUTES}분)이 지났습니다. 관리자 화면에서 미리보기를 다시 눌러 새 링크를 받으세요.`,
      );
  }
  throw new HttpError(403, '미리보기 링크가 올바르지 않습니다. 관리자 화면에서 받은 링크를 그대로 열어 주세요.');
}
