// validateBody, the one body guard of the JSON routers: a JSON object or a Korean 400, field errors named through a
// label table or a label function, and { optional: true } for a route that accepts no body at all.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import express from 'express';
import { z } from 'zod';
import { apiErrorHandler } from './onerror.js';
import { validateBody } from './validate.js';

const schema = z.strictObject({
  name: z.string({ error: '이름을 입력해주세요.' }),
  place: z.strictObject({ ko: z.string({ error: '장소를 입력해주세요.' }) }).optional(),
});
const labels = { name: '이름', place: '장소' };

let server: http.Server;
let baseUrl: string;

before(async () => {
  const app = express();
  app.use(express.json());
  const echo: express.RequestHandler = (req, res) => void res.json({ body: req.body as unknown });
  app.post('/table', validateBody(schema, labels), echo);
  app.post(
    '/function',
    validateBody(schema, (field, error) => `${field} (${error.issues.length})`),
    echo,
  );
  app.post('/optional', validateBody(schema.partial(), labels, { optional: true }), echo);
  app.use(apiErrorHandler);
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function post(path: string, body?: string, type = 'application/json') {
  const res = await fetch(baseUrl + path, {
    method: 'POST',
    headers: body === undefined ? {} : { 'Content-Type': type },
    body,
  });
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

test('a valid body is replaced by the parsed value', async () => {
  const r = await post('/table', JSON.stringify({ name: '홍길동' }));
  assert.equal(r.status, 200);
  assert.deepEqual(r.json.body, { name: '홍길동' });
});

test('a body that is not a JSON object is a Korean 400', async () => {
  const none = await post('/table');
  assert.equal(none.status, 400);
  assert.equal(none.json.errorMessage, '요청 본문은 JSON(Content-Type: application/json)으로 보내주세요.');
  const text = await post('/table', 'name=x', 'text/plain');
  assert.equal(text.json.errorMessage, '요청 본문은 JSON(Content-Type: application/json)으로 보내주세요.');
  const list = await post('/table', '[1]');
  assert.equal(list.status, 400);
  assert.equal(list.json.errorMessage, '요청 본문은 JSON 객체여야 합니다.');
});

test('a field error is named through the label table, an unknown key by its path', async () => {
  const missing = await post('/table', '{}');
  assert.equal(missing.json.errorMessage, '이름: 이름을 입력해주세요.');
  assert.deepEqual(missing.json.errors, { name: '이름을 입력해주세요.' });
  assert.equal(missing.json.field, 'name', 'the first field named on its own, for the form to scroll to');
  const unknown = await post('/table', JSON.stringify({ name: 'a', place: { ko: 'x', onclick: 'y' } }));
  assert.equal(unknown.json.errorMessage, 'place.onclick: 허용되지 않는 항목입니다.');
  assert.equal(unknown.json.field, 'place.onclick');
});

test('a label function is given the field and the issues', async () => {
  const r = await post('/function', JSON.stringify({ place: {} }));
  assert.equal(r.status, 400);
  assert.equal(r.json.errorMessage, 'name (2): 이름을 입력해주세요.');
  assert.deepEqual(r.json.errors, { name: '이름을 입력해주세요.', 'place.ko': '장소를 입력해주세요.' });
});

test('{ optional: true }: no body is checked as {}, a body that is sent is checked as usual', async () => {
  const none = await post('/optional');
  assert.equal(none.status, 200);
  assert.deepEqual(none.json.body, {});
  const sent = await post('/optional', JSON.stringify({ name: 7 }));
  assert.equal(sent.json.errorMessage, '이름: 이름을 입력해주세요.');
  const list = await post('/optional', '[]');
  assert.equal(list.json.errorMessage, '요청 본문은 JSON 객체여야 합니다.');
});
