// Mail to applicants, read as the applicant's mailbox gets it (a real SMTP server): 접수 확인 in Korean or
// Chinese on submit (once, even when the submit is retried), 서류 보완 요청 with staff's note, and 메일 양식 that
// staff edit (used by the next mail; unknown placeholders refused).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, test } from 'node:test';
import { Application, ApplicationAccessLog, MailOutbox, MailTemplate } from '../../db/models/index.js';
import { defaultFiles, submitForm, validFields } from '../api/applications/fixtures.js';
import { startTestSmtp, type TestSmtp } from '../test/smtp.js';
import { TEMPLATE_KEYS } from '../../domain/mail-templates.js';
import { call, login, makeUser, startTestApp, TEST_PUBLIC_URL, type TestApp } from '../test/support.js';
import { startMailWorker, type MailWorker } from './worker.js';

let app: TestApp;
let smtp: TestSmtp;
let worker: MailWorker;
let token: string;

before(async () => {
  app = await startTestApp();
  smtp = await startTestSmtp();
  worker = startMailWorker({ sequelize: app.sequelize, smtpUrl: smtp.url, from: 'admission@school.example.ac.kr' });
  token = (await login(app, await makeUser({ role: 'admissions' }))).token;
});
after(async () => {
  await worker.stop();
  await smtp.close();
  await app.close();
});
beforeEach(async () => {
  await MailOutbox.destroy({ where: {} });
  await MailTemplate.destroy({ where: {} });
  await app.sequelize.query('DELETE FROM rate_limits');
  smtp.delivered.length = 0;
});

/** Runs the sender and answers what arrived: [to, subject, text]. */
async function inbox(): Promise<{ to: string; subject: string; text: string }[]> {
  await worker.runOnce();
  return smtp.delivered.map((d) => ({
    to: d.envelopeTo.join(','),
    subject: d.mail.subject ?? '',
    text: (d.mail.text ?? '').trim(),
  }));
}

const zhFields = (over: Record<string, string> = {}) =>
  validFields({
    locale: 'zh-Hans',
    track: 'china_mba',
    department: undefined,
    name: '张伟',
    nameEn: 'ZHANG WEI',
    nationality: '中国',
    mobile: '+86 138 0013 8000',
    email: 'zhang.wei@example.cn',
    topikLevel: '4',
    ...over,
  });

async function submitted(over: Record<string, string> = {}): Promise<{ id: number; receiptNo: string }> {
  const res = await submitForm(app, validFields(over), await defaultFiles());
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const a = await Application.findOne({ where: { receiptNo: res.body.receiptNo } });
  return { id: a!.id, receiptNo: res.body.receiptNo };
}

describe('접수 확인 mail', () => {
  test('a submit delivers the Korean mail with the receipt number and the look-up link; a retry sends nothing more', async () => {
    const fields = validFields({ name: '김하늘', email: 'sky.kim@example.com', idempotencyKey: randomUUID() });
    const first = await submitForm(app, fields, await defaultFiles());
    assert.equal(first.status, 201);
    const again = await submitForm(app, fields, await defaultFiles());
    assert.equal(again.status, 200);
    const got = await inbox();
    assert.equal(got.length, 1);
    const receiptNo = first.body.receiptNo as string;
    assert.equal(got[0].to, 'sky.kim@example.com');
    assert.equal(got[0].subject, `[한빛대학교 중소기업대학원] 입학원서가 접수되었습니다 (접수번호 ${receiptNo})`);
    assert.match(got[0].text, /^김하늘님, .+ 입학원서가 접수되었습니다\./);
    assert.ok(got[0].text.includes(`접수번호: ${receiptNo}`));
    assert.ok(got[0].text.includes(`${TEST_PUBLIC_URL}/receipt/lookup?by=receipt`));
    assert.equal(await MailOutbox.count({ where: { kind: 'application.received' } }), 1);
  });

  test('a China MBA submit delivers the mail in Chinese', async () => {
    const res = await submitForm(app, zhFields(), await defaultFiles('china_mba'));
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const [m, ...rest] = await inbox();
    assert.equal(rest.length, 0);
    assert.equal(m.to, 'zhang.wei@example.cn');
    assert.equal(m.subject, `[韩光大学 中小企业研究生院] 已收到您的入学申请（受理编号 ${res.body.receiptNo}）`);
    assert.ok(m.text.startsWith('张伟，您好：'));
    assert.ok(m.text.includes(`受理编号：${res.body.receiptNo}`));
    assert.ok(m.text.includes('中国 MBA'));
    assert.ok(m.text.includes(`${TEST_PUBLIC_URL}/receipt/china-mba/lookup?by=receipt`));
    assert.equal(smtp.delivered[0].mail.headers.get('content-language'), 'zh-Hans');
  });
});

describe('서류 보완 요청', () => {
  const NOTE = '졸업증명서에 학위 수여일이 보이지 않습니다.\n발급일이 최근 3개월 이내인 증명서를 다시 보내주세요.';

  test('sets the note, moves 접수 to 서류확인 with a history row and an access-log row, and mails the note', async () => {
    const a = await submitted({ name: '박보완', email: 'bowan@example.com' });
    await inbox();
    smtp.delivered.length = 0;
    const res = await call(app, 'POST', `/api/applications/${a.id}/incomplete`, { token, body: { note: NOTE } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.status, 'doc_check');
    assert.equal(res.body.applicantNote, NOTE);
    const last = res.body.history.at(-1);
    assert.deepEqual([last.fromStatus, last.toStatus, last.note], ['received', 'doc_check', '서류 보완 요청']);
    const log = await ApplicationAccessLog.findOne({ where: { applicationId: a.id, action: 'status' } });
    assert.deepEqual(log?.detail, { from: 'received', to: 'doc_check', noteChanged: true, incomplete: true });

    const [m, ...rest] = await inbox();
    assert.equal(rest.length, 0);
    assert.equal(m.to, 'bowan@example.com');
    assert.equal(m.subject, `[한빛대학교 중소기업대학원] 제출 서류 보완을 요청드립니다 (접수번호 ${a.receiptNo})`);
    assert.ok(m.text.startsWith('박보완님, 제출하신 서류를 확인한 결과 보완이 필요합니다.'));
    assert.ok(m.text.includes(NOTE));

    // A second request is a second mail (with its own note); the status stays 서류확인.
    const second = await call(app, 'POST', `/api/applications/${a.id}/incomplete`, {
      token,
      body: { note: '성적증명서도 함께 보내주세요.' },
    });
    assert.equal(second.body.status, 'doc_check');
    const more = await inbox();
    assert.equal(more.length, 2);
    assert.ok(more[1].text.includes('성적증명서도 함께 보내주세요.'));
  });

  test('an empty or too long note → Korean 400, a decided application → 409; nothing changes or is mailed', async () => {
    const a = await submitted();
    const empty = await call(app, 'POST', `/api/applications/${a.id}/incomplete`, { token, body: { note: '  ' } });
    assert.equal(empty.status, 400);
    assert.equal(empty.body.errorMessage, '보완 요청 내용: 보완할 내용을 입력해주세요.');
    assert.equal(empty.body.errors.note, '보완할 내용을 입력해주세요.');
    const long = await call(app, 'POST', `/api/applications/${a.id}/incomplete`, {
      token,
      body: { note: '가'.repeat(2001) },
    });
    assert.equal(long.status, 400);
    assert.equal(long.body.errors.note, '2000자 이하로 입력해주세요.');
    await Application.update({ status: 'accepted' }, { where: { id: a.id } });
    const decided = await call(app, 'POST', `/api/applications/${a.id}/incomplete`, { token, body: { note: '서류' } });
    assert.equal(decided.status, 409);
    assert.match(decided.body.errorMessage, /서류 보완을 요청할 수 없습니다/);
    assert.equal((await Application.findByPk(a.id))!.applicantNote, '');
    assert.equal(await MailOutbox.count({ where: { kind: 'application.incomplete' } }), 0);
  });
});

describe('메일 양식', () => {
  test('lists every kind × language with the default text; an edit is used by the next mail; DELETE restores', async () => {
    const list = await call<any[]>(app, 'GET', '/api/mail-templates', { token });
    assert.equal(list.status, 200);
    // Every kind × language (round.changed included), counted from the one list.
    const n = TEMPLATE_KEYS.length;
    assert.ok(list.body.some((t) => t.id === 'round.changed:zh-Hans'));
    assert.equal(list.body.length, n);
    assert.equal(list.headers.get('content-range'), `mail-templates 0-${n - 1}/${n}`);
    const received = list.body.find((t) => t.id === 'application.received:ko');
    assert.equal(received.kindLabel, '원서 접수 확인');
    assert.equal(received.customized, false);

    const put = await call(app, 'PUT', '/api/mail-templates/application.received:ko', {
      token,
      body: {
        ...received,
        subject: '{{name}}님의 원서를 받았습니다 ({{receiptNo}})',
        body: '{{name}}님, 접수번호는 {{receiptNo}}입니다.\n문의: {{phone}}',
      },
    });
    assert.equal(put.status, 200, JSON.stringify(put.body));
    assert.equal(put.body.customized, true);
    assert.equal(put.body.updatedByName, '테스트사용자');

    const a = await submitted({ name: '최양식', email: 'yangsik@example.com' });
    const [m] = await inbox();
    assert.equal(m.subject, `최양식님의 원서를 받았습니다 (${a.receiptNo})`);
    assert.equal(m.text, `최양식님, 접수번호는 ${a.receiptNo}입니다.\n문의: 02-820-0990`);

    const reset = await call(app, 'DELETE', '/api/mail-templates/application.received:ko', { token });
    assert.equal(reset.status, 200);
    assert.equal(reset.body.customized, false);
    assert.equal(reset.body.subject, received.subject);
  });

  test('an unknown placeholder, a line break in the subject or an empty body is refused in Korean', async () => {
    const bad = await call(app, 'PUT', '/api/mail-templates/application.result:ko', {
      token,
      body: { subject: '{{roundName}} 결과', body: '{{nmae}}님, {{ result }}를 확인하세요.' },
    });
    assert.equal(bad.status, 400);
    assert.match(bad.body.errorMessage, /알 수 없는 자리표시자입니다: \{\{nmae\}\}, \{\{ result \}\}/);
    assert.ok(bad.body.errors.body.includes('{{nmae}}'));
    const br = await call(app, 'PUT', '/api/mail-templates/application.result:ko', {
      token,
      body: { subject: '결과\n안내', body: '본문' },
    });
    assert.equal(br.body.errors.subject, '제목에는 줄바꿈을 넣을 수 없습니다.');
    const empty = await call(app, 'PUT', '/api/mail-templates/application.result:ko', {
      token,
      body: { subject: '결과', body: '' },
    });
    assert.equal(empty.body.errors.body, '본문을 입력해주세요.');
    assert.equal(await MailTemplate.count(), 0);
    const unknownId = await call(app, 'GET', '/api/mail-templates/lockout:ko', { token });
    assert.equal(unknownId.status, 404);
  });

  test('preview fills the text with a sample applicant in the template’s language', async () => {
    const ko = await call(app, 'POST', '/api/mail-templates/application.incomplete:ko/preview', {
      token,
      body: { subject: '{{name}} 보완', body: '{{note}}\n{{lookupUrl}}' },
    });
    assert.equal(ko.status, 200, JSON.stringify(ko.body));
    assert.deepEqual(ko.body, {
      subject: '홍길동 보완',
      body: `졸업증명서 원본 스캔본을 다시 제출해주세요.\n${TEST_PUBLIC_URL}/receipt/lookup?by=receipt`,
    });
    const zh = await call(app, 'POST', '/api/mail-templates/application.received:zh-Hans/preview', { token });
    assert.match(zh.body.subject, /已收到您的入学申请（受理编号 2027-0001）/);
    const bad = await call(app, 'POST', '/api/mail-templates/application.received:ko/preview', {
      token,
      body: { subject: '{{x}}', body: '본문' },
    });
    assert.equal(bad.status, 400);
  });
});
