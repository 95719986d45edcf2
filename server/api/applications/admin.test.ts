import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { ApplicationAccessLog, StoredFile } from '../../../db/models/index.js';
import { adminToken, call, login, makeUser, startTestApp, type TestApp, testNow } from '../../test/support.js';
import { defaultFiles, submitForm, validFields } from './fixtures.js';
import { seoulDay } from '../../../domain/time.js';

let app: TestApp;
let token: string;
let userToken: string;
const ids: Record<string, number> = {};

before(async () => {
  app = await startTestApp();
  token = await adminToken(app);
  userToken = (await login(app, await makeUser())).token;
  const people: [string, Record<string, string>][] = [
    ['kim', { name: '김민준', department: 'startup_business', company: '=HYPERLINK("http://evil")' }],
    ['lee', { name: '이서연', department: 'ai_business' }],
    ['park', { name: '박지호', department: 'ai_business' }],
  ];
  for (const [key, over] of people) {
    const res = await submitForm(app, validFields(over), await defaultFiles());
    assert.equal(res.status, 201);
    const found = await call(
      app,
      'GET',
      `/api/applications?filter=${encodeURIComponent(JSON.stringify({ q: res.body.receiptNo }))}`,
      { token },
    );
    ids[key] = found.body[0].id;
  }
});
after(() => app.close());

const q = (o: Record<string, unknown>) =>
  Object.entries(o)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&');

describe('admin resource /api/applications', () => {
  test('401 without a token, 403 for a non-admin, on every admin route', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/applications'],
      ['GET', `/api/applications/${ids.kim}`],
      ['PUT', `/api/applications/${ids.kim}`, { memo: 'x' }],
      ['POST', `/api/applications/${ids.kim}/status`, { status: 'doc_check' }],
      ['POST', '/api/applications/bulk-status', { ids: [ids.kim], status: 'doc_check' }],
      ['POST', '/api/applications/export', { format: 'csv', reason: '위원회 회의 자료' }],
      ['GET', '/api/applications/access-logs'],
      ['GET', `/api/applications/${ids.kim}/documents/1`],
      ['DELETE', `/api/applications/${ids.kim}`],
    ];
    for (const [method, path, body] of routes) {
      assert.equal((await call(app, method, path, { body })).status, 401, `${method} ${path}`);
      assert.equal((await call(app, method, path, { body, token: userToken })).status, 403, `${method} ${path}`);
    }
  });

  test('list: Content-Range, paging, sorting, filters by status, term, department, name and receipt number, date range', async () => {
    const all = await call(app, 'GET', `/api/applications?${q({ range: [0, 1], sort: ['name', 'ASC'] })}`, { token });
    assert.equal(all.status, 200);
    assert.equal(all.headers.get('content-range'), 'applications 0-1/3');
    assert.deepEqual(
      all.body.map((r: { name: string }) => r.name),
      ['김민준', '박지호'],
    );
    assert.equal(all.body[0].lookupHash, undefined);
    const ai = await call(app, 'GET', `/api/applications?${q({ filter: { department: 'ai_business' } })}`, { token });
    assert.equal(ai.body.length, 2);
    const name = await call(app, 'GET', `/api/applications?${q({ filter: { q: '서연' } })}`, { token });
    assert.deepEqual(
      name.body.map((r: { name: string }) => r.name),
      ['이서연'],
    );
    const today = seoulDay(testNow());
    const dated = await call(
      app,
      'GET',
      `/api/applications?${q({ filter: { submittedFrom: today, submittedTo: today, status: 'received' } })}`,
      { token },
    );
    assert.equal(dated.body.length, 3);
    const none = await call(app, 'GET', `/api/applications?${q({ filter: { submittedTo: '2000-01-01' } })}`, { token });
    assert.equal(none.headers.get('content-range'), 'applications */0');
    const many = await call(app, 'GET', `/api/applications?${q({ filter: { id: [ids.kim, ids.lee] } })}`, { token });
    assert.equal(many.body.length, 2);
  });

  test('list: bad sort, range, filter and ids → 400 in Korean', async () => {
    for (const query of [
      q({ sort: ['lookupHash', 'ASC'] }),
      q({ range: [5, 1] }),
      q({ filter: { status: 'hacked' } }),
      q({ filter: { evil: 1 } }),
      'filter=%7Bbad',
      q({ filter: { q: '\u0000' } }),
    ]) {
      const res = await call(app, 'GET', `/api/applications?${query}`, { token });
      assert.equal(res.status, 400, query);
      assert.match(res.body.errorMessage, /[가-힣]/);
    }
    for (const id of ['abc', '0', '-1', '99999999999', '1;DROP'])
      assert.equal((await call(app, 'GET', `/api/applications/${id}`, { token })).status, 400, id);
    assert.equal((await call(app, 'GET', '/api/applications/999999', { token })).status, 404);
  });

  test('detail: every field, the documents and the history; the view is logged with the admin and IP', async () => {
    const res = await call(app, 'GET', `/api/applications/${ids.lee}`, { token });
    assert.equal(res.status, 200);
    for (const f of [
      'receiptNo',
      'name',
      'nameEn',
      'birthDate',
      'gender',
      'nationality',
      'mobile',
      'email',
      'address',
      'school',
      'major',
      'degreeLabel',
      'eduStart',
      'eduEnd',
      'company',
      'position',
      'careerYears',
      'industryLabel',
      'careerRoleLabel',
      'essayIntro',
      'essayPlan',
      'consents',
      'memo',
      'applicantNote',
    ]) {
      assert.ok(f in res.body, f);
    }
    assert.equal(res.body.lookupHash, undefined);
    assert.equal(res.body.idempotencyKey, undefined);
    assert.deepEqual(res.body.documents.map((d: { kind: string }) => d.kind).sort(), [
      'diploma',
      'photo',
      'transcript',
    ]);
    assert.equal(res.body.history[0].toStatus, 'received');
    const log = await ApplicationAccessLog.findOne({
      where: { action: 'view', applicationId: ids.lee },
      order: [['id', 'DESC']],
    });
    assert.ok(log?.userLogin);
    assert.ok(log?.ip);
    assert.equal(log?.receiptNo, res.body.receiptNo);
  });

  test('memo and applicant note: saved, logged; unknown fields and huge text → 400', async () => {
    const res = await call(app, 'PUT', `/api/applications/${ids.park}`, {
      token,
      body: { memo: '추천서 원본 우편 도착', applicantNote: '<script>x</script> 성적증명서 원본을 보내주세요.' },
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.memo, '추천서 원본 우편 도착');
    assert.equal(await ApplicationAccessLog.count({ where: { action: 'update', applicationId: ids.park } }), 1);
    // A read-only field the record itself has (react-admin sends the whole record) is ignored; status has its own route.
    const readOnly = await call(app, 'PUT', `/api/applications/${ids.park}`, { token, body: { status: 'accepted' } });
    assert.equal(readOnly.status, 200);
    assert.notEqual(readOnly.body.status, 'accepted');
    assert.equal(
      (await call(app, 'PUT', `/api/applications/${ids.park}`, { token, body: { result: 'accepted' } })).status,
      400,
    );
    assert.equal(
      (await call(app, 'PUT', `/api/applications/${ids.park}`, { token, body: { memo: 'x'.repeat(5001) } })).status,
      400,
    );
    assert.equal((await call(app, 'PUT', `/api/applications/${ids.park}`, { token, body: { memo: 5 } })).status, 400);
  });

  test('status change and bulk change keep a history of who, from, to and why', async () => {
    const res = await call(app, 'POST', `/api/applications/${ids.kim}/status`, {
      token,
      body: { status: 'doc_check', comment: '서류 도착 확인' },
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.status, 'doc_check');
    const last = res.body.history.at(-1);
    assert.equal(last.fromStatus, 'received');
    assert.equal(last.toStatus, 'doc_check');
    assert.equal(last.note, '서류 도착 확인');
    assert.ok(last.changedByName);
    assert.equal(
      (await call(app, 'POST', `/api/applications/${ids.kim}/status`, { token, body: { status: 'passed' } })).status,
      400,
    );
    const bulk = await call(app, 'POST', '/api/applications/bulk-status', {
      token,
      body: { ids: [ids.lee, ids.park], status: 'interview', comment: '면접 대상자 확정' },
    });
    assert.equal(bulk.status, 200);
    const interview = await call(app, 'GET', `/api/applications?${q({ filter: { status: 'interview' } })}`, { token });
    assert.equal(interview.body.length, 2);
    assert.equal(
      (
        await call(app, 'POST', '/api/applications/bulk-status', {
          token,
          body: { ids: [ids.lee, 999999], status: 'accepted' },
        })
      ).status,
      404,
    );
    assert.equal(
      (await call(app, 'GET', `/api/applications/${ids.lee}`, { token })).body.status,
      'interview',
      'nothing half-written',
    );
    assert.equal(
      (await call(app, 'POST', '/api/applications/bulk-status', { token, body: { ids: [], status: 'accepted' } }))
        .status,
      400,
    );
  });

  test('documents are served to admins only, with a Korean file name, and every download is logged with its reason', async () => {
    const detail = await call(app, 'GET', `/api/applications/${ids.kim}`, { token });
    const diploma = detail.body.documents.find((d: { kind: string }) => d.kind === 'diploma');
    const url = `/api/applications/${ids.kim}/documents/${diploma.id}?download=1`;
    const noReason = await call(app, 'GET', url, { token });
    assert.equal(noReason.status, 400);
    assert.match(noReason.body.errorMessage, /내려받는 사유를 입력해주세요/);
    const short = await call(app, 'GET', `${url}&reason=${encodeURIComponent('확인')}`, { token });
    assert.equal(short.status, 400);
    assert.match(short.body.errorMessage, /5자 이상/);
    assert.equal(await ApplicationAccessLog.count({ where: { action: 'download', applicationId: ids.kim } }), 0);
    const reason = '서류심사 위원 검토용 사본';
    const res = await fetch(`${app.baseUrl}${url}&reason=${encodeURIComponent(reason)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/pdf');
    assert.match(res.headers.get('content-disposition') ?? '', /^attachment; .*filename\*=UTF-8''%EC%A1%B8/);
    assert.match(res.headers.get('cache-control') ?? '', /no-store/);
    const logged = await ApplicationAccessLog.findAll({ where: { action: 'download', applicationId: ids.kim } });
    assert.deepEqual(
      logged.map((l) => [l.detail.reason, l.detail.inline]),
      [[reason, false]],
    );
    const other = await call(app, 'GET', `/api/applications/${ids.lee}/documents/${diploma.id}`, { token });
    assert.equal(other.status, 404);
    const file = await StoredFile.findOne({ where: { name: '졸업증명서.pdf', ownerId: ids.kim } });
    assert.equal((await fetch(`${app.baseUrl}/files/${file!.id}/a.pdf`)).status, 404, 'never a public file');
  });

  test('export: xlsx with Korean headers and CSV with a BOM; a reason is required and logged', async () => {
    const noReason = await call(app, 'POST', '/api/applications/export', { token, body: { format: 'xlsx' } });
    assert.equal(noReason.status, 400);
    assert.match(noReason.body.errorMessage, /사유/);
    assert.equal(
      (
        await call(app, 'POST', '/api/applications/export', {
          token,
          body: { format: 'pdf', reason: '위원회 회의 자료' },
        })
      ).status,
      400,
    );
    const xlsx = await fetch(`${app.baseUrl}/api/applications/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        format: 'xlsx',
        reason: '입학전형위원회 서류심사 자료',
        filter: { department: 'ai_business' },
      }),
    });
    assert.equal(xlsx.status, 200);
    assert.match(xlsx.headers.get('content-disposition') ?? '', /filename\*=UTF-8''.*\.xlsx/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    assert.equal(sheet.name, '지원자 목록');
    assert.deepEqual((sheet.getRow(1).values as unknown[]).slice(1, 7), [
      '접수번호',
      '모집학기',
      '과정',
      '지원학과',
      '상태',
      '성명',
    ]);
    assert.equal(sheet.rowCount, 3);
    assert.deepEqual([sheet.getRow(2).getCell(6).value, sheet.getRow(3).getCell(6).value].sort(), ['박지호', '이서연']);
    const csv = await fetch(`${app.baseUrl}/api/applications/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ format: 'csv', reason: '입학전형위원회 서류심사 자료' }),
    });
    const bytes = Buffer.from(await csv.arrayBuffer());
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    assert.match(text.split('\r\n')[0], /^접수번호,모집학기,과정,지원학과,상태,성명/);
    assert.match(text, /"'=HYPERLINK\(""http:\/\/evil""\)"/, 'a formula is neutralised');
    const log = await ApplicationAccessLog.findOne({ where: { action: 'export' }, order: [['id', 'DESC']] });
    assert.equal(log?.detail.reason, '입학전형위원회 서류심사 자료');
    assert.equal((log?.detail.receiptNos as string[]).length, 3);
  });

  test('access log: listed for admins with filters and Content-Range', async () => {
    const res = await call(
      app,
      'GET',
      `/api/applications/access-logs?${q({ filter: { action: 'export' }, range: [0, 9] })}`,
      { token },
    );
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-range') ?? '', /^application-access-logs 0-\d+\/\d+$/);
    assert.ok(res.body.every((r: { action: string }) => r.action === 'export'));
    assert.ok(res.body[0].userLogin && res.body[0].ip && res.body[0].createdAt);
    assert.equal(
      (await call(app, 'GET', `/api/applications/access-logs?${q({ filter: { action: 'hack' } })}`, { token })).status,
      400,
    );
  });

  test('DELETE destroys the application with its files and logs it', async () => {
    const res = await submitForm(app, validFields({ name: '최삭제' }), await defaultFiles());
    const found = await call(app, 'GET', `/api/applications?${q({ filter: { q: res.body.receiptNo } })}`, { token });
    const id = found.body[0].id;
    const del = await call(app, 'DELETE', `/api/applications/${id}`, { token });
    assert.equal(del.status, 200);
    assert.equal(del.body.id, id);
    assert.equal(await StoredFile.count({ where: { ownerType: 'application', ownerId: id } }), 0);
    assert.equal((await call(app, 'GET', `/api/applications/${id}`, { token })).status, 404);
    assert.equal(await ApplicationAccessLog.count({ where: { action: 'destroy', receiptNo: res.body.receiptNo } }), 1);
  });
});
