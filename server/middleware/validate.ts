// Request validation: JSON-only bodies, no NUL bytes anywhere, zod schemas with Korean messages per field.
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { badRequest } from '../errors.js';

/** Korean fallback messages for every schema; a schema's own { error } text wins over these. */
z.config({
  customError: (iss) => {
    switch (iss.code) {
      case 'invalid_type':
        return iss.input === undefined ? '필수 항목입니다.' : '형식이 올바르지 않습니다.';
      case 'too_small':
        return iss.origin === 'string' ? `${String(iss.minimum)}자 이상 입력해주세요.` : `${String(iss.minimum)} 이상이어야 합니다.`;
      case 'too_big':
        return iss.origin === 'string' ? `${String(iss.maximum)}자 이하로 입력해주세요.` : `${String(iss.maximum)} 이하여야 합니다.`;
      case 'invalid_format':
        return iss.format === 'email' ? '이메일 형식이 올바르지 않습니다.' : '형식이 올바르지 않습니다.';
      case 'invalid_value':
        return '허용되지 않는 값입니다.';
      case 'unrecognized_keys':
        return '허용되지 않는 항목입니다.';
      default:
        return '입력값이 올바르지 않습니다.';
    }
  },
});

/** Finds the first string holding a NUL (PostgreSQL text cannot store it): returns its path. */
export function findNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '(본문)' : null;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const hit = findNul(v, `${path}[${i}]`);
      if (hit) return hit;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k.includes('\u0000')) return path ? `${path}.${k}` : k;
      const hit = findNul(v, path ? `${path}.${k}` : k);
      if (hit) return hit;
    }
  }
  return null;
}

/** Rejects NUL bytes in the query string and the body of every /api request. */
export const rejectNul: RequestHandler = (req, _res, next) => {
  const where = findNul(req.query) ?? findNul(req.body);
  if (where) throw badRequest(`허용되지 않는 문자(NUL)가 포함되어 있습니다: ${where}`, { [where]: '허용되지 않는 문자가 포함되어 있습니다.' });
  next();
};

/** Turns zod issues into {field: message} and one summary line that names the first field. */
export function zodToBadRequest(error: z.ZodError, labels: Record<string, string> = {}) {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[[...issue.path, key].join('.')] ??= '허용되지 않는 항목입니다.';
      continue;
    }
    const field = issue.path.join('.') || '(본문)';
    errors[field] ??= issue.message;
  }
  const [field, message] = Object.entries(errors)[0] ?? ['(본문)', '입력값이 올바르지 않습니다.'];
  const label = labels[field] ?? field;
  return badRequest(`${label}: ${message}`, errors);
}

export function parseWith<T extends z.ZodType>(schema: T, input: unknown, labels?: Record<string, string>): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw zodToBadRequest(result.error, labels);
  return result.data;
}

/** Validates a JSON body against a (strict) schema and replaces req.body with the parsed value. */
export function validateBody<T extends z.ZodType>(schema: T, labels?: Record<string, string>): RequestHandler {
  return (req, _res, next) => {
    if (!req.is('application/json')) {
      throw badRequest('요청 본문은 JSON(Content-Type: application/json)으로 보내주세요.');
    }
    if (req.body === null || typeof req.body !== 'object' || Array.isArray(req.body)) {
      throw badRequest('요청 본문은 JSON 객체여야 합니다.');
    }
    req.body = parseWith(schema, req.body, labels);
    next();
  };
}
