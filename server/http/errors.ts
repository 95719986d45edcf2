// The one error type of the server. Handlers throw these; server/middleware/onerror.ts writes them.
export class HttpError extends Error {
  readonly status: number;
  /** Per-field messages for forms (react-admin shows body.errors under the inputs). */
  readonly errors?: Record<string, string>;
  readonly headers?: Record<string, string>;
  /** Flags a client acts on, sent beside errorMessage (e.g. `otpRequired: true`). */
  readonly flags?: Record<string, true>;
  /** Findings a client lists beside errorMessage (the authoring checks' `warnings`). */
  readonly details?: { warnings: { code: string; item: string; message: string }[] };

  constructor(
    status: number,
    message: string,
    opts: {
      errors?: Record<string, string>;
      headers?: Record<string, string>;
      flags?: Record<string, true>;
      details?: HttpError['details'];
    } = {},
  ) {
    super(message);
    this.status = status;
    this.errors = opts.errors;
    this.headers = opts.headers;
    this.flags = opts.flags;
    this.details = opts.details;
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, { errors });
export const unauthorized = (message = '로그인 후 이용해주세요', flags?: Record<string, true>) =>
  new HttpError(401, message, { flags });
export const forbidden = (message = '권한이 없습니다. 관리자에게 문의해주세요.', flags?: Record<string, true>) =>
  new HttpError(403, message, { flags });
export const notFound = (message = '요청하신 자료를 찾을 수 없습니다.') => new HttpError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) => new HttpError(409, message, { errors });
export const payloadTooLarge = (message = '보낸 내용이 너무 큽니다.') => new HttpError(413, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });

export const GENERIC_ERROR = '에러가 발생했습니다';

/** Korean wait time for throttling messages: "10분", "45초". */
export function koreanDuration(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s >= 60) return `${Math.ceil(s / 60)}분`;
  return `${s}초`;
}
