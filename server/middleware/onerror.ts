// The single exit for errors: maps every known failure to an HttpError, logs the unknown, answers in Korean.
import type { ErrorRequestHandler, Request } from 'express';
import { BaseError, DatabaseError, ForeignKeyConstraintError, UniqueConstraintError, ValidationError } from 'sequelize';
import { GENERIC_ERROR, HttpError } from '../http/errors.js';
import { isDatabaseOutage, noteOutage, outageError } from '../process/db-outage.js';
import { answeredByDrain, DrainError, drainError } from '../process/drain.js';
import { logger } from '../process/logger.js';
import { fieldErrors } from './validate.js';

const INVALID = '입력값이 올바르지 않습니다.';

const bodyParserMessages: Record<string, [number, string]> = {
  'entity.parse.failed': [400, '요청 본문의 JSON 형식이 올바르지 않습니다.'],
  'entity.too.large': [413, '보낸 내용이 너무 큽니다.'],
  'encoding.unsupported': [400, '지원하지 않는 인코딩입니다. UTF-8로 보내주세요.'],
  'charset.unsupported': [400, '지원하지 않는 문자 집합입니다. UTF-8로 보내주세요.'],
  'request.aborted': [400, '요청이 중간에 끊어졌습니다.'],
  'request.size.invalid': [400, '요청 본문의 길이가 올바르지 않습니다.'],
  'parameters.too.many': [400, '항목이 너무 많습니다.'],
};

const multerMessages: Record<string, [number, string]> = {
  LIMIT_FILE_SIZE: [413, '파일이 허용된 크기보다 큽니다.'],
  LIMIT_FILE_COUNT: [400, '첨부할 수 있는 파일 수를 넘었습니다.'],
  LIMIT_UNEXPECTED_FILE: [400, '허용되지 않는 파일 항목입니다.'],
  LIMIT_FIELD_VALUE: [413, '입력 값이 너무 깁니다.'],
  LIMIT_FIELD_COUNT: [400, '항목이 너무 많습니다.'],
  LIMIT_PART_COUNT: [400, '항목이 너무 많습니다.'],
  LIMIT_FIELD_KEY: [400, '항목 이름이 너무 깁니다.'],
};

// busboy (under multer) reports a broken multipart body with plain Errors: only their messages tell them apart.
const MULTIPART_BROKEN =
  /^(Multipart: Boundary not found|Malformed part header|Unexpected end of (form|file)|Malformed content type|Missing Content-Type|Unsupported content type|Malformed urlencoded form)/;
const MULTIPART_CUT = /^Request (aborted|closed|error)$/;

// PostgreSQL SQLSTATEs that mean "the input was bad", not "the server broke": a value PostgreSQL cannot read
// or store as sent (invalid text for the type, too long, out of range, bad encoding, too complex).
const badInputStates = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05', '54000']);
// Not-null (23502) and check (23514) violations are not in that list on purpose: every field is checked by a
// validator (zod schema or model) before the database sees it, so one that reaches PostgreSQL is a bug in our
// code. It falls through to the generic 500 and is logged (logIfUnexpected) for someone to fix.

export function toHttpError(err: unknown): HttpError {
  // A statement of a transaction the shutdown abandoned (cancelled, or refused after the deadline, its COMMIT too):
  // the transaction rolled back, and the answer says so.
  if (err instanceof DrainError) return drainError();
  if (err instanceof HttpError) return err;
  if (isDatabaseOutage(err)) return outageError();
  const e = err as { type?: string; code?: string; status?: number; statusCode?: number; name?: string };
  if (e?.type && bodyParserMessages[e.type]) {
    const [status, message] = bodyParserMessages[e.type];
    return new HttpError(status, message);
  }
  if (e?.name === 'MulterError' && e.code && multerMessages[e.code]) {
    const [status, message] = multerMessages[e.code];
    return new HttpError(status, message);
  }
  if (err instanceof Error && err.constructor === Error) {
    if (MULTIPART_BROKEN.test(err.message))
      return new HttpError(
        400,
        '파일 업로드 요청(multipart/form-data)의 형식이 올바르지 않습니다. 파일을 다시 선택해 보내주세요.',
      );
    if (MULTIPART_CUT.test(err.message)) return new HttpError(400, '요청이 중간에 끊어졌습니다.');
  }
  if (err instanceof UniqueConstraintError) return new HttpError(409, '이미 등록된 값입니다. 다른 값을 입력해주세요.');
  if (err instanceof ForeignKeyConstraintError) return new HttpError(409, '연결된 자료가 있어 처리할 수 없습니다.');
  if (err instanceof ValidationError) {
    // A model validator names the field, as a zod schema does: the input was bad, answered like a form error.
    const errors = fieldErrors(err.errors.filter((i) => i.path).map((i) => [i.path as string, INVALID]));
    const [field] = Object.keys(errors);
    return new HttpError(400, field ? `${field}: ${INVALID}` : INVALID, field ? { errors } : {});
  }
  if (err instanceof DatabaseError) {
    const code = (err.original as { code?: string } | undefined)?.code;
    if (code && badInputStates.has(code)) return new HttpError(400, INVALID);
  }
  const status = e?.status ?? e?.statusCode;
  if (!(err instanceof BaseError) && typeof status === 'number' && status >= 400 && status < 500) {
    return new HttpError(status, status === 404 ? '요청하신 자료를 찾을 수 없습니다.' : '잘못된 요청입니다.');
  }
  return new HttpError(500, GENERIC_ERROR);
}

/** A 5xx is a bug or an outage: logged with the redacting serializer (type, message, SQLSTATE, stack; never SQL or values). */
export function logIfUnexpected(err: unknown, req: Request, http: HttpError): void {
  if (err instanceof DrainError || answeredByDrain(req.res)) return;
  if (http.status === 503 && isDatabaseOutage(err)) return noteOutage(err);
  if (http.status >= 500) logger.error({ err, method: req.method, path: req.path }, 'unexpected error');
}

/** A 400's per-field messages, and the first field named on its own. */
function fieldsOf(errors: Record<string, string> | undefined) {
  const field = errors && Object.keys(errors)[0];
  return errors ? { errors, ...(field ? { field } : {}) } : {};
}

/** JSON answers for /api: {errorMessage, errors?, field?}: `field` names the first field of `errors` (the one a form
 * scrolls to and the summary line names). */
export const apiErrorHandler: ErrorRequestHandler = (err, req, res, next) => {
  const http = toHttpError(err);
  logIfUnexpected(err, req, http);
  // The drain answered the request itself (its body never arrived), or its transaction was abandoned with the
  // answer under way: nothing is left to say.
  if (res.headersSent) return answeredByDrain(res) || err instanceof DrainError ? undefined : next(err);
  if (http.headers) res.set(http.headers);
  res
    .status(http.status)
    .json({ errorMessage: http.message, ...fieldsOf(http.errors), ...http.flags, ...http.details });
};
