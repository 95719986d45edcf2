// Malformed dates and numbers in every JSON body and query: each route whose body goes through validateBody is found
// in the router stack, each GET route's query schemas by calling it once (parseWith tells parseObservers), each date
// and number field in those schemas (schema-fields.ts), and each such field is sent the values an attacker would try.
// Every answer is below 500, and a refusal is a 4xx with a Korean errorMessage. The routes are called as 최고관리자
// on a real application and round, so a value the schema lets through reaches the handler.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createApp } from '../app.js';
import { PageCache } from '../cache/page-cache.js';
import { bodySchemaOf, parseObservers } from '../middleware/validate.js';
import { AdmissionRound } from '../../db/models/index.js';
import { defaultFiles, submitForm, useRound, validFields } from '../api/applications/fixtures.js';
import { listRoutes } from './routes.js';
import { bodyAt, schemaFields, type SchemaField } from './schema-fields.js';
import { login, makeUser, startTestApp, TEST_JWT_SECRET, type TestApp } from './support.js';

/** JSON text put in the body as is: 1e309 parses to Infinity, which JSON.stringify cannot write. Every field: */
const COMMON = [
  '"A"',
  '"abc"',
  '"2026-13-45"',
  '""',
  '"1e3"',
  '"NaN"',
  '-1',
  '1e309',
  'true',
  'null',
  '[]',
  '["2026-01-01"]',
  '{}',
  '{"$gt":""}',
  JSON.stringify('9'.repeat(2_000)),
  JSON.stringify('9'.repeat(20_000)),
  JSON.stringify(`2026-01-01${'x'.repeat(20_000)}`),
];
/** What only a date field is also sent: days that are no day, instants out of range. */
const DATE_ONLY = [
  '"2026-02-30"',
  '"2026-12-01T25:61:00Z"',
  '"２０２６-01-01"',
  '"0000-01-01"',
  '"0000-01-01T00:00:00Z"',
  '"9999-12-31T23:59:59-23:59"',
  '" "',
];
/** What only a number field is also sent: zero, fractions, past 32 and 53 bits, minus infinity. */
const NUMBER_ONLY = ['0', '1.5', '-1e309', '2147483648', '9007199254740993', '"Infinity"'];
const MALFORMED = [...COMMON, ...DATE_ONLY, ...NUMBER_ONLY];
const valuesFor = (field: SchemaField) => [...COMMON, ...(field.kind === 'date' ? DATE_ONLY : NUMBER_ONLY)];
/** A URL's values: the 20 000-character ones would be refused by the HTTP parser (431) before any route sees them. */
const inUrl = (values: string[]) => values.filter((v) => v.length <= 2_100);
const MARK = '\u2063fuzz\u2063';

interface Target {
  method: string;
  path: string;
  fields: SchemaField[];
}

let app: TestApp;
let token: string;
let targets: Target[];
let getRoutes: string[];
let ids: { application: number; round: number };

before(async () => {
  app = await startTestApp();
  const round = (await AdmissionRound.findOne({ order: [['id', 'ASC']] }))!;
  useRound(round.id);
  const submitted = await submitForm(app, validFields({ email: 'fuzz@example.com' }), await defaultFiles());
  assert.equal(submitted.status, 201, JSON.stringify(submitted.body));
  const { Application } = await import('../../db/models/index.js');
  const a = (await Application.findOne({ where: { receiptNo: submitted.body.receiptNo } }))!;
  ids = { application: a.id, round: round.id };
  token = (await login(app, await makeUser({ role: 'superadmin' }))).token;
  const express = createApp(
    {
      sequelize: app.sequelize,
      events: app.events,
      config: { jwtSecret: TEST_JWT_SECRET, distDir: 'dist', trustProxy: 0 },
    },
    new PageCache(app.events),
  );
  targets = [];
  for (const r of listRoutes(express, '/api')) {
    const schemas = (r.handlers ?? []).map(bodySchemaOf).filter((s) => s !== undefined);
    const fields = schemas.flatMap(schemaFields);
    if (fields.length) targets.push({ method: r.method, path: r.path, fields });
  }
  getRoutes = listRoutes(express, '/api')
    .filter((r) => r.method === 'GET')
    .map((r) => r.path);
  // What a destructive call may do with a value let through comes last, so it cannot take the records from the rest.
  targets.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
});
after(() => app.close());

/** The route's URL on the test's application and round; any other record's id is one that is not there. */
function urlOf(path: string): string {
  const base = path.replace(/\{[^}]*\}/g, '');
  const own = base.startsWith('/api/applications/:id')
    ? ids.application
    : base.startsWith('/api/rounds/:id')
      ? ids.round
      : 999999;
  return base
    .replace(/:id\b/, String(own))
    .replace(/:(kind)\b/, 'post')
    .replace(/:[A-Za-z]+/g, '999999');
}

/**
 * What a PUT sends besides the fuzzed field: the record its GET answers (react-admin's <Edit> sends it back whole),
 * so that a value the field's rule lets through reaches the write. Other calls send the field alone.
 */
async function baseOf(method: string, url: string): Promise<unknown> {
  if (method !== 'PUT') return undefined;
  const res = await send('GET', url);
  return res.status === 200 && res.body && typeof res.body === 'object' ? res.body : undefined;
}

async function fourAtATime(tasks: (() => Promise<void>)[]): Promise<void> {
  for (let i = 0; i < tasks.length; i += 4) await Promise.all(tasks.slice(i, i + 4).map((t) => t()));
}

/** A 5xx, a refusal of the 최고관리자 (the token stopped working: nothing below would be tested), or no Korean. */
function judge(failures: string[], what: string, res: Awaited<ReturnType<typeof send>>): void {
  const line = `${what} → ${res.status}`;
  if (res.status >= 500) failures.push(`${line}: ${res.text.slice(0, 200)}`);
  else if (res.status === 401 || res.status === 403) failures.push(`${line} (the token no longer works)`);
  else if (res.status >= 400 && !/\p{Script=Hangul}/u.test(String(res.body?.errorMessage ?? '')))
    failures.push(`${line} without a Korean errorMessage: ${res.text.slice(0, 200)}`);
}

async function send(method: string, url: string, raw?: string) {
  const res = await fetch(app.baseUrl + url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(raw === undefined ? {} : { 'content-type': 'application/json' }) },
    body: raw,
  });
  const text = await res.text();
  const json = (res.headers.get('content-type') ?? '').includes('json') && text;
  const body = json ? (JSON.parse(text) as { errorMessage?: unknown }) : null;
  return { status: res.status, body, text };
}

test('the router stack yields the body schemas and their date and number fields (the discovery itself works)', () => {
  const named = (method: string, path: string) => targets.find((t) => t.method === method && t.path === path);
  const refunds = named('POST', '/api/applications/:id/refunds');
  assert.deepEqual(
    refunds?.fields.map((f) => `${f.path.join('.')}:${f.kind}`),
    ['amount:number', 'refundedOn:date'],
  );
  assert.ok(named('PUT', '/api/applications/:id/fee')?.fields.some((f) => f.path.join('.') === 'paidOn'));
  assert.ok(targets.length >= 20, `only ${targets.length} routes with date or number fields`);
});

test('the reported cases, in otherwise valid bodies: a 400 with a Korean message for every malformed day', async () => {
  const a = ids.application;
  const cases = [
    ['POST', `/api/applications/${a}/refunds`, { amount: 1000, reason: '환불' }, 'refundedOn'],
    ['PUT', `/api/applications/${a}/fee`, { paid: true }, 'paidOn'],
  ] as const;
  for (const [method, url, valid, field] of cases) {
    for (const raw of MALFORMED.filter((v) => v !== 'null')) {
      const body = JSON.stringify({ ...valid, [field]: MARK }).replace(JSON.stringify(MARK), raw);
      const res = await send(method, url, body);
      assert.equal(res.status, 400, `${method} ${url} ${field}=${raw.slice(0, 30)}: ${res.text.slice(0, 200)}`);
      assert.match(String(res.body?.errorMessage), /\p{Script=Hangul}/u);
    }
  }
  // The look-up takes a name and birth date loosely: an impossible day is a miss like any other, not a failed query.
  for (const raw of MALFORMED.filter((v) => v.startsWith('"'))) {
    const body = JSON.stringify({ name: '홍길동', birthDate: MARK, password: 'lookup-pass-1' }).replace(
      JSON.stringify(MARK),
      raw,
    );
    const res = await send('POST', '/api/applications/lookup', body);
    const what = `lookup birthDate=${raw.slice(0, 30)}: ${res.status} ${res.text.slice(0, 200)}`;
    if ((JSON.parse(raw) as string).trim().length <= 10) {
      assert.equal(res.status, 404, what);
      assert.match(String(res.body?.errorMessage), /일치하는 지원서가 없습니다/, what);
    } else assert.equal(res.status, 400, what);
    await app.sequelize.query('DELETE FROM rate_limits');
  }
  const refund = await send(
    'POST',
    `/api/applications/${a}/refunds`,
    JSON.stringify({ amount: 1000, refundedOn: 'A', reason: '환불' }),
  );
  assert.equal(refund.body?.errorMessage, '환불일: 환불일은 YYYY-MM-DD로 입력해주세요.');
  const fee = await send('PUT', `/api/applications/${a}/fee`, JSON.stringify({ paid: true, paidOn: '2026-13-45' }));
  assert.equal(fee.body?.errorMessage, '입금일: 없는 날짜입니다.');
});

test('every date and number field of every JSON body, sent malformed values: a 4xx in Korean, never a 5xx', async () => {
  const failures: string[] = [];
  let sent = 0;
  for (const t of targets) {
    await app.sequelize.query('DELETE FROM rate_limits');
    const url = urlOf(t.path);
    const base = await baseOf(t.method, url);
    for (const field of t.fields) {
      for (const raw of valuesFor(field)) {
        const body = JSON.stringify(bodyAt(field.path, MARK, base)).replace(JSON.stringify(MARK), raw);
        const res = await send(t.method, url, body);
        sent++;
        judge(failures, `${t.method} ${url} ${field.path.join('.')}=${raw.slice(0, 30)}`, res);
      }
    }
  }
  assert.deepEqual(failures, [], `${failures.length} of ${sent} calls`);
  assert.ok(sent > 500, `only ${sent} calls`);
});

test('every date and number field of every GET query, in ?filter= or as a parameter: never a 5xx', async () => {
  const failures: string[] = [];
  let sent = 0;
  const queried: string[] = [];
  for (const path of getRoutes) {
    const url = urlOf(path);
    // A schema checking the query itself sees the probe's marker; one checking a list's ?filter= JSON does not.
    const seen = new Map<string, SchemaField & { inFilter: boolean }>();
    const observe = (schema: Parameters<typeof schemaFields>[0], input: unknown) => {
      const inFilter = !(input && typeof input === 'object' && 'fuzzprobe' in input);
      for (const f of schemaFields(schema)) seen.set(f.path.join('.'), { ...f, inFilter });
    };
    parseObservers.add(observe);
    try {
      await send('GET', `${url}?filter=%7B%7D&fuzzprobe=1`);
    } finally {
      parseObservers.delete(observe);
    }
    if (!seen.size) continue;
    queried.push(path);
    await app.sequelize.query('DELETE FROM rate_limits');
    for (const field of seen.values()) {
      const queries = inUrl(valuesFor(field)).map((raw) => {
        if (field.inFilter)
          return `filter=${encodeURIComponent(JSON.stringify(bodyAt(field.path, MARK)).replace(JSON.stringify(MARK), raw))}`;
        return `${field.path[0]}=${encodeURIComponent(raw.startsWith('"') ? (JSON.parse(raw) as string) : raw)}`;
      });
      // Reads: four at a time (the test database's pool has five connections).
      await fourAtATime(
        queries.map((query) => async () => {
          const res = await send('GET', `${url}?${query}`);
          sent++;
          judge(failures, `GET ${url}?${query.slice(0, 60)}`, res);
        }),
      );
    }
  }
  assert.deepEqual(failures, [], `${failures.length} of ${sent} calls`);
  // The discovery works: the lists' filters and the visitor figures' span are among the queries found.
  for (const p of ['/api/audit-logs', '/api/applications/access-logs', '/api/visits', '/api/applications'])
    assert.ok(queried.includes(p), `${p} not among ${queried.join(' ')}`);
});
