// /api/result-letters: eight letters (four outcomes × ko, zh-Hans) with their defaults; 입학 담당 saves a text (the
// editor's HTML through the letter policy), is refused in Korean for an unknown or another outcome's placeholder, a
// blank body or a title with a line break, previews it with a made-up applicant and goes back to the default.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { ResultLetter } from '../../../db/models/index.js';
import { settleAuditWrites } from '../../audit/middleware.js';
import { call, login, makeUser, startTestApp, type TestApp } from '../../test/support.js';

let app: TestApp;
let token: string;

before(async () => {
  app = await startTestApp();
  token = (await login(app, await makeUser({ role: 'admissions' }))).token;
});
after(() => app.close());

const put = (id: string, body: unknown) => call(app, 'PUT', `/api/result-letters/${id}`, { token, body });

describe('/api/result-letters', () => {
  test('lists the eight letters with their defaults, in order', async () => {
    const res = await call<Record<string, any>[]>(app, 'GET', '/api/result-letters', { token });
    assert.equal(res.status, 200);
    assert.deepEqual(
      res.body.map((l) => l.id),
      [
        'accepted:ko',
        'accepted:zh-Hans',
        'rejected:ko',
        'rejected:zh-Hans',
        'waitlisted:ko',
        'waitlisted:zh-Hans',
        'offer:ko',
        'offer:zh-Hans',
      ],
    );
    assert.equal(res.headers.get('content-range'), 'result-letters 0-7/8');
    const waitlisted = res.body.find((l) => l.id === 'waitlisted:ko')!;
    assert.equal(waitlisted.kindLabel, '예비');
    assert.equal(waitlisted.customized, false);
    assert.match(waitlisted.body, /\{\{waitlistRank\}\}/);
    const offer = res.body.find((l) => l.id === 'offer:zh-Hans')!;
    assert.match(offer.body, /\{\{respondBy\}\}/);
    const accepted = await call(app, 'GET', '/api/result-letters/accepted:ko', { token });
    assert.match(accepted.body.body, /등록 방법/);
    assert.match(accepted.body.body, /\{\{registrationPeriod\}\}/);
    assert.equal((await call(app, 'GET', '/api/result-letters/accepted:en', { token })).status, 404);
  });

  test('saves the text through the letter policy, and goes back to the default', async () => {
    const res = await put('accepted:ko', {
      id: 'accepted:ko',
      customized: false,
      title: '합격을 축하합니다',
      body: '<h3 style="color:red" class="x" onclick="alert(1)">{{name}}님</h3><script>alert(1)</script><p><img src="/files/1">등록 마감 {{registrationEnd}}</p>',
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.customized, true);
    assert.equal(res.body.body, '<h3>{{name}}님</h3><p>등록 마감 {{registrationEnd}}</p>');
    assert.equal(res.body.updatedByName, '테스트사용자');
    const row = await ResultLetter.findOne({ where: { kind: 'accepted', lang: 'ko' } });
    assert.equal(row?.title, '합격을 축하합니다');

    const preview = await call(app, 'POST', '/api/result-letters/accepted:ko/preview', { token });
    assert.equal(preview.status, 200);
    assert.deepEqual(preview.body, {
      title: '합격을 축하합니다',
      html: '<h3>홍길동님</h3><p>등록 마감 2027.01.29 17:00</p>',
    });

    const reset = await call(app, 'DELETE', '/api/result-letters/accepted:ko', { token });
    assert.equal(reset.status, 200);
    assert.equal(reset.body.customized, false);
    assert.equal(reset.body.title, '합격 통지서');
    assert.equal(await ResultLetter.count(), 0);

    // The change, the preview and the reset are in the audit log, with who made them.
    await settleAuditWrites();
    const audited = await app.sequelize.query<{ action: string; actor_name: string }>(
      `SELECT action, actor_name FROM audit_logs WHERE action LIKE 'result-letters.accepted:ko.%' ORDER BY id`,
      { type: QueryTypes.SELECT },
    );
    assert.deepEqual(
      audited.map((a) => `${a.action} ${a.actor_name}`),
      [
        'result-letters.accepted:ko.update 테스트사용자',
        'result-letters.accepted:ko.preview 테스트사용자',
        'result-letters.accepted:ko.delete 테스트사용자',
      ],
    );
  });

  test('previews unsaved text in the letter language', async () => {
    const res = await call(app, 'POST', '/api/result-letters/waitlisted:zh-Hans/preview', {
      token,
      body: { title: '候补通知', body: '<p>{{name}}，候补第{{waitlistRank}}名</p>' },
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.html, '<p>王明，候补第3名</p>');
    assert.equal(await ResultLetter.count(), 0, 'a preview saves nothing');
  });

  test('refuses in Korean: unknown or another letter’s placeholder, a blank body, a title on two lines', async () => {
    const unknown = await put('rejected:ko', { title: '결과', body: '<p>{{nmae}}님</p>' });
    assert.equal(unknown.status, 400);
    assert.equal(
      unknown.body.errors.body,
      '알 수 없는 자리표시자입니다: {{nmae}}. 오른쪽 목록의 자리표시자만 쓸 수 있습니다.',
    );
    const foreign = await put('rejected:ko', { title: '결과', body: '<p>예비 {{waitlistRank}}번</p>' });
    assert.equal(foreign.status, 400);
    assert.equal(
      foreign.body.errors.body,
      '이 통지서에서는 쓸 수 없는 자리표시자입니다: {{waitlistRank}}(예비 통지서 전용).',
    );
    const blank = await put('rejected:ko', { title: '결과', body: '<p> </p><script>x</script>' });
    assert.equal(blank.status, 400);
    assert.equal(blank.body.errors.body, '본문을 입력해주세요.');
    const twoLines = await put('rejected:ko', { title: '결과\n안내', body: '<p>본문</p>' });
    assert.equal(twoLines.status, 400);
    assert.equal(twoLines.body.errors.title, '제목에는 줄바꿈을 넣을 수 없습니다.');
    const stray = await put('rejected:ko', { title: '결과', body: '<p>본문</p>', extra: 1 });
    assert.equal(stray.status, 400);
    assert.match(stray.body.errorMessage, /허용되지 않는/);
    assert.equal((await put('nobody:ko', { title: '결과', body: '<p>본문</p>' })).status, 404);
    assert.equal(await ResultLetter.count(), 0, 'nothing half-written');
  });

  test('홍보·콘텐츠 담당 and members get 403', async () => {
    for (const role of ['content', 'user'] as const) {
      const other = (await login(app, await makeUser({ role }))).token;
      const res = await call(app, 'PUT', '/api/result-letters/accepted:ko', {
        token: other,
        body: { title: '합격', body: '<p>x</p>' },
      });
      assert.equal(res.status, 403, role);
      assert.equal((await call(app, 'GET', '/api/result-letters', { token: other })).status, 403, role);
    }
  });
});
