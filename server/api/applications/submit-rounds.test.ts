// The application follows its round: the departments it admits, the documents it asks (and which are required)
// and its essays with their limits are what the submit enforces (400 with a Korean message) and what the form shows.
import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import { Application } from '../../../db/models/index.js';
import { call, startTestApp, type TestApp } from '../../test/support.js';
import { makeRound } from '../../test/rounds.js';
import { PDF, png, submitForm, useRound, validFields, type UploadFile } from './fixtures.js';

let app: TestApp;
before(async () => {
  app = await startTestApp({ rounds: false });
  const round = await makeRound({
    name: '2032학년도 전기 AI 특별 모집',
    tracks: [
      { track: 'master', departments: [{ slug: 'ai_business', quota: 10 }], quota: null },
      { track: 'china_mba', departments: [], quota: null },
    ],
    documents: {
      master: [
        { kind: 'photo', required: true },
        { kind: 'transcript', required: false },
        { kind: 'employment', required: true },
      ],
    },
    essays: [{ field: 'essayIntro', prompt: { ko: 'AI 도입 경험을 적어 주십시오', zh: '' }, min: 10, max: 50 }],
  });
  useRound(round.id);
  await app.events.changed('rounds');
});
after(() => app.close());
beforeEach(async () => {
  await app.sequelize.query('DELETE FROM rate_limits');
});

const files = async (...kinds: string[]): Promise<UploadFile[]> => {
  const all: Record<string, UploadFile> = {
    photo: { field: 'photo', name: '사진.png', bytes: await png(), type: 'image/png' },
    transcript: { field: 'transcript', name: '성적.pdf', bytes: PDF, type: 'application/pdf' },
    diploma: { field: 'diploma', name: '졸업.pdf', bytes: PDF, type: 'application/pdf' },
    employment: { field: 'employment', name: '재직.pdf', bytes: PDF, type: 'application/pdf' },
  };
  return kinds.map((k) => all[k]);
};
const fits = {
  department: 'ai_business',
  essayIntro: '사내 챗봇을 도입해 상담 시간을 줄였습니다.',
  essayPlan: undefined,
};

test("a department the round does not admit is refused with the round's Korean message", async () => {
  const res = await submitForm(
    app,
    validFields({ ...fits, department: 'small_business' }),
    await files('photo', 'employment'),
  );
  assert.equal(res.status, 400);
  assert.equal(res.body.errors.department, '이번 모집에서 선발하지 않는 학과입니다. 다른 학과를 선택해주세요.');
  assert.match(res.body.errorMessage, /지원학과: 이번 모집에서 선발하지 않는 학과입니다/);
});

test("the round's essay limits apply, not the defaults", async () => {
  const long = validFields({ ...fits, essayIntro: '가'.repeat(51) });
  let res = await submitForm(app, long, await files('photo', 'employment'));
  assert.equal(res.status, 400);
  assert.equal(res.body.errors.essayIntro, '50자 이하로 입력해주세요.');
  res = await submitForm(app, validFields({ ...fits, essayIntro: '짧음' }), await files('photo', 'employment'));
  assert.equal(res.body.errors.essayIntro, '10자 이상 입력해주세요.');
});

test("the round's documents: a required one missing and one it does not ask are refused", async () => {
  const res = await submitForm(app, validFields(fits), await files('photo', 'diploma'));
  assert.equal(res.status, 400);
  assert.equal(res.body.errors.employment, '필수 제출 서류입니다. 파일을 첨부해주세요.');
  assert.equal(res.body.errors.diploma, '이번 모집에서 받지 않는 항목입니다.');
  assert.equal(res.body.errors.transcript, undefined, 'asked, not required');
});

test('an application that fits the round is received; the essay the round does not ask is stored empty', async () => {
  const res = await submitForm(app, validFields(fits), await files('photo', 'employment'));
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const row = (await Application.findOne({ where: { receiptNo: res.body.receiptNo } }))!;
  assert.equal(row.department, 'ai_business');
  assert.equal(row.essayPlan, '');
});

test("the form's props carry the round's departments, essays and documents (and no more)", async () => {
  const html = String((await call(app, 'GET', '/receipt')).body);
  const json = /<script type="application\/json" id="receipt-props">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
  const { round } = JSON.parse(json);
  assert.equal(round.name, '2032학년도 전기 AI 특별 모집');
  assert.deepEqual(round.departments, ['ai_business']);
  assert.deepEqual(round.essays, [{ field: 'essayIntro', prompt: 'AI 도입 경험을 적어 주십시오', min: 10, max: 50 }]);
  assert.deepEqual(
    round.documents.map((d: { kind: string; required: boolean }) => `${d.kind}:${d.required}`),
    ['photo:true', 'transcript:false', 'employment:true'],
  );
  assert.deepEqual(Object.keys(round).sort(), ['departments', 'documents', 'essays', 'id', 'name']);
});
