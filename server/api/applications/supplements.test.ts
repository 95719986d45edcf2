// 보완 online against a real PostgreSQL and a real SMTP server: staff request 보완 of one document
// with a deadline (the mail says what and until when), the applicant uploads the replacement with the look-up's
// credentials (a wrong type refused in Korean, after the deadline refused), both files are kept and the history says
// who uploaded what; the office is told at the settings' address; staff see it waiting and mark it 확인.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { Application, ApplicationDocument, MailOutbox, Setting } from '../../../db/models/index.js';
import { useClock } from '../../../domain/clock.js';
import { startMailWorker, type MailWorker } from '../../mail/worker.js';
import { makeRound } from '../../test/rounds.js';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.js';
import { adminToken, call, startTestApp, testNowMs, type TestApp } from '../../test/support.js';
import { defaultFiles, PDF, png, submitForm, useRound, validFields } from './fixtures.js';

const HOUR = 3_600_000;
const PASS = 'self-pass-1';
const OFFICE = 'office@school.example.ac.kr';
let app: TestApp;
let smtp: TestSmtp;
let worker: MailWorker;
let token: string;
const start = testNowMs();
const ids: Record<string, number> = {};
const receipts: Record<string, string> = {};

const freezeAt = (ms: number) => useClock({ now: () => new Date(ms) });
const select = <T extends object>(sql: string) => app.sequelize.query<T>(sql, { type: QueryTypes.SELECT });
const history = (id: number) =>
  select<{ note: string; changed_by_name: string; to_status: string }>(
    `SELECT note, changed_by_name, to_status FROM application_status_history WHERE application_id = ${id} ORDER BY id`,
  );
async function mailsTo(address: string) {
  await worker.runOnce();
  return smtp.delivered.filter((d) => d.envelopeTo.includes(address)).map((d) => d.mail);
}
const lookup = (k: string, password = PASS) =>
  call(app, 'POST', '/api/applications/lookup', { body: { receiptNo: receipts[k], password, locale: 'ko' } });

async function upload(k: string, documentId: number, file: { name: string; bytes: Buffer; type: string }) {
  const form = new FormData();
  form.append('receiptNo', receipts[k]);
  form.append('password', PASS);
  form.append('locale', 'ko');
  form.append('documentId', String(documentId));
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const res = await fetch(`${app.baseUrl}/api/applications/lookup/documents`, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}
const docOf = async (k: string, kind: string) =>
  (await ApplicationDocument.findOne({ where: { applicationId: ids[k], kind }, order: [['id', 'ASC']] }))!;
const setState = (k: string, docId: number, body: Record<string, unknown>) =>
  call(app, 'PUT', `/api/applications/${ids[k]}/documents/${docId}/state`, { token, body });

before(async () => {
  freezeAt(start);
  app = await startTestApp({ rounds: false });
  smtp = await startTestSmtp();
  worker = startMailWorker({ sequelize: app.sequelize, smtpUrl: smtp.url, from: 'admission@school.example.ac.kr' });
  const round = await makeRound({ applyEndAt: 24, announceAt: 48 });
  useRound(round.id);
  token = await adminToken(app);
  for (const k of ['sup']) {
    const res = await submitForm(
      app,
      validFields({ name: `지원${k}`, email: `${k}@example.com`, password: PASS, passwordConfirm: PASS }),
      await defaultFiles(),
    );
    assert.equal(res.status, 201, JSON.stringify(res.body));
    receipts[k] = res.body.receiptNo;
    ids[k] = (await Application.findOne({ where: { receiptNo: res.body.receiptNo } }))!.id;
  }
  const settings = (await Setting.findByPk(1))!;
  await settings.update({ data: { ...settings.data, supplementNoticeEmail: OFFICE } });
  await MailOutbox.destroy({ where: {} });
});
after(async () => {
  await worker.stop();
  await smtp.close();
  await app.close();
});
beforeEach(async () => {
  freezeAt(start);
  await app.sequelize.query('DELETE FROM rate_limits');
});

describe('보완 online', () => {
  test('staff request 보완 of one document with a deadline; the mail and the look-up say what and until when', async () => {
    const doc = await docOf('sup', 'transcript');
    assert.equal(doc.state, 'submitted');
    const bad = await setState('sup', doc.id, { state: 'requested' });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.errors.note, '보완할 내용을 입력해주세요.');
    const res = await setState('sup', doc.id, {
      state: 'requested',
      note: '직인이 보이지 않습니다. 원본을 다시 스캔해주세요.',
      dueAt: new Date(start + 2 * HOUR).toISOString(),
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const shown = res.body.documents.find((d: { id: number }) => d.id === doc.id);
    assert.equal(shown.state, 'requested');
    assert.equal(shown.stateLabel, '보완 요청');
    const [mail] = await mailsTo('sup@example.com');
    assert.match(mail.text ?? '', /\[성적증명서\] 직인이 보이지 않습니다/);
    assert.match(mail.text ?? '', /보완 기한: /);
    const seen = await lookup('sup');
    assert.equal(seen.status, 200);
    assert.deepEqual(
      seen.body.supplements.map((s: { documentId: number; kindLabel: string; open: boolean }) => [
        s.documentId,
        s.kindLabel,
        s.open,
      ]),
      [[doc.id, '성적증명서', true]],
    );
  });

  test('the replacement is checked like the original: a wrong type is refused in Korean, so is a wrong password', async () => {
    const doc = await docOf('sup', 'transcript');
    const txt = await upload('sup', doc.id, { name: 'scan.txt', bytes: Buffer.from('hello'), type: 'text/plain' });
    assert.equal(txt.status, 400);
    assert.equal(txt.body.errors.file, '허용되지 않는 파일 형식입니다. (PDF·JPG·PNG만 가능)');
    const fake = await upload('sup', doc.id, {
      name: 'scan.pdf',
      bytes: Buffer.from('not a pdf'),
      type: 'application/pdf',
    });
    assert.equal(fake.status, 400);
    assert.equal(fake.body.errors.file, '파일 내용이 형식과 맞지 않거나 손상된 파일입니다.');
    const form = new FormData();
    for (const [k, v] of Object.entries({ receiptNo: receipts.sup, password: 'wrong-pass', locale: 'ko' }))
      form.append(k, v);
    form.append('documentId', String(doc.id));
    form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'scan.pdf');
    const wrong = await fetch(`${app.baseUrl}/api/applications/lookup/documents`, { method: 'POST', body: form });
    assert.equal(wrong.status, 404);
    assert.equal(await ApplicationDocument.count({ where: { applicationId: ids.sup, kind: 'transcript' } }), 1);
  });

  test('the replacement sits beside the old file; the history says who and what; the office is told', async () => {
    const doc = await docOf('sup', 'transcript');
    const res = await upload('sup', doc.id, { name: '성적증명서-재발급.pdf', bytes: PDF, type: 'application/pdf' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body.supplements, []);
    const docs = await ApplicationDocument.findAll({
      where: { applicationId: ids.sup, kind: 'transcript' },
      order: [['id', 'ASC']],
    });
    assert.equal(docs.length, 2);
    assert.equal(docs[1].replacesId, docs[0].id);
    assert.equal(docs[1].state, 'resubmitted');
    assert.equal(docs[1].uploadedBy, '지원자');
    assert.equal(docs[1].uploadedAt.getTime(), start);
    const h = await history(ids.sup);
    assert.ok(
      h.some((r) => r.note === '보완 서류 제출: 성적증명서 (성적증명서-재발급.pdf)' && r.changed_by_name === '지원자'),
    );
    const [notice] = await mailsTo(OFFICE);
    assert.equal(notice.subject, `[보완 제출] ${receipts.sup} 성적증명서`);
    // Staff see it waiting (the list filter), then check the new file; the old one cannot be changed any more.
    const waiting = await call(
      app,
      'GET',
      `/api/applications?filter=${encodeURIComponent('{"supplement":"waiting"}')}`,
      {
        token,
      },
    );
    assert.deepEqual(
      waiting.body.map((r: { id: number }) => r.id),
      [ids.sup],
    );
    assert.equal((await setState('sup', docs[0].id, { state: 'checked' })).status, 409);
    const checked = await setState('sup', docs[1].id, { state: 'checked' });
    assert.equal(checked.status, 200);
    const again = await upload('sup', doc.id, { name: 'again.pdf', bytes: PDF, type: 'application/pdf' });
    assert.equal(again.status, 409);
  });

  test('after the deadline the look-up shows the request closed and refuses the upload', async () => {
    const doc = await docOf('sup', 'photo');
    const res = await setState('sup', doc.id, {
      state: 'requested',
      note: '배경이 흰색인 사진으로 바꿔주세요.',
      dueAt: new Date(start + HOUR).toISOString(),
    });
    assert.equal(res.status, 200);
    freezeAt(start + 2 * HOUR);
    const seen = await lookup('sup');
    assert.equal(seen.body.supplements[0].open, false);
    const late = await upload('sup', doc.id, { name: 'photo.png', bytes: await png(), type: 'image/png' });
    assert.equal(late.status, 409);
    assert.match(late.body.errorMessage, /^보완 기한\(.+\)이 지나 파일을 올릴 수 없습니다/);
    assert.equal(await ApplicationDocument.count({ where: { applicationId: ids.sup, kind: 'photo' } }), 1);
  });
});
