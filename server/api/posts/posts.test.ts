import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Post, StoredFile } from '../../../db/models/index.js';
import { adminToken, call, login, makeUser, startTestApp, type TestApp } from '../../test/support.js';
import { pdfBytes, pngBytes, upload } from '../../test/upload.js';

let app: TestApp;
let admin: string;
let user: string;
before(async () => {
  app = await startTestApp();
  admin = await adminToken(app);
  user = (await login(app, await makeUser())).token;
});
after(() => app.close());

const f = (o: unknown) => encodeURIComponent(JSON.stringify(o));
const create = (body: Record<string, unknown>) =>
  call(app, 'POST', '/api/posts', { token: admin, body: { boardEnName: 'notice', ...body } });

describe('/api/posts auth', () => {
  test('401 without a token, 403 for a non-admin', async () => {
    for (const [m, p] of [
      ['GET', '/api/posts'],
      ['GET', '/api/posts/1'],
      ['POST', '/api/posts'],
      ['PUT', '/api/posts/1'],
      ['DELETE', '/api/posts/1'],
      ['GET', '/api/dashboard'],
    ]) {
      const body = m === 'POST' || m === 'PUT' ? { title: 'x' } : undefined;
      assert.equal((await call(app, m, p, { body })).status, 401, `${m} ${p}`);
      assert.equal((await call(app, m, p, { token: user, body })).status, 403, `${m} ${p}`);
    }
  });
});

describe('/api/posts', () => {
  test('create with attachments (Korean names kept), read back camelCase, download publicly with filename*', async () => {
    const up = await upload(app, admin, [{ name: '2027학년도 모집요강.pdf', bytes: pdfBytes() }]);
    assert.equal(up.status, 201);
    const c = await create({
      title: '모집 안내',
      content: '<p>본문</p>',
      category: '입학',
      isNotice: true,
      attachmentIds: [up.body.id],
    });
    assert.equal(c.status, 201, JSON.stringify(c.body));
    for (const k of [
      'id',
      'boardId',
      'boardEnName',
      'title',
      'content',
      'category',
      'isNotice',
      'publishedAt',
      'startAt',
      'endAt',
      'allDay',
      'extra',
      'viewCount',
      'attachments',
      'authorName',
    ])
      assert.ok(k in c.body, k);
    assert.equal(c.body.boardEnName, 'notice');
    assert.equal(c.body.authorName, '중소기업대학원', 'unsigned, a post carries the school name of 사이트 설정');
    assert.equal(c.body.attachments[0].name, '2027학년도 모집요강.pdf');
    const dl = await fetch(`${app.baseUrl}${c.body.attachments[0].url}?download=1`);
    assert.equal(dl.status, 200);
    assert.equal(dl.headers.get('content-type'), 'application/pdf');
    assert.match(
      dl.headers.get('content-disposition') ?? '',
      /^attachment; filename="2027_+ _+\.pdf"; filename\*=UTF-8''2027%ED%95%99/,
    );
    const g = await call(app, 'GET', `/api/posts/${c.body.id}`, { token: admin });
    assert.equal(g.body.attachments[0].downloadCount, 1);
  });

  test('XSS payloads are stripped from the content before it is stored', async () => {
    const payloads = [
      '<script>alert(1)</script><p>ok</p>',
      '<img src=x onerror=alert(1)>',
      '<p onclick="alert(1)">a</p>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<svg onload=alert(1)><circle/></svg>',
      '<p style="background:url(javascript:alert(1))">s</p>',
      '<p style="width: expression(alert(1))">s</p>',
      '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
      '<img src="/../../etc/passwd">',
      '<object data="x"></object><embed src="x"><form action="/x"><input></form>',
      '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
      '<style>body{display:none}</style><base href="https://evil.example/">',
      '<div><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript></div>',
    ];
    // The payloads' images have no alt: the admin (a 최고관리자) publishes over the authoring warnings.
    const c = await create({ title: 'XSS', content: payloads.join(''), acknowledgeWarnings: true });
    assert.equal(c.status, 201);
    const html: string = c.body.content;
    for (const bad of [
      /<script/i,
      /onerror/i,
      /onclick/i,
      /onload/i,
      /javascript:/i,
      /<iframe/i,
      /<svg/i,
      /expression\(/i,
      /data:/i,
      /etc\/passwd/,
      /<object/i,
      /<embed/i,
      /<form/i,
      /<style/i,
      /<base/i,
      /url\(/i,
    ]) {
      assert.doesNotMatch(html, bad);
    }
    assert.match(html, /<p>ok<\/p>/);
    const kept = await create({
      acknowledgeWarnings: true, // a pale red and an image without alt: published over the warnings
      title: '허용',
      content:
        '<p style="text-align: center; color: #ff0000">가운데</p><a href="https://example.com" target="_blank">링크</a><img src="/files/12/a.png">',
    });
    assert.match(kept.body.content, /text-align:center/);
    assert.match(kept.body.content, /rel="noopener noreferrer"/);
    assert.match(kept.body.content, /src="\/files\/12\/a.png"/);
  });

  test('an image on another host (https or http) is refused with a Korean 400, on create and on update; nothing is stored', async () => {
    const count = await Post.count();
    for (const src of ['https://example.com/a.png', 'http://tracker.example/a.png']) {
      const res = await create({ title: '밖 이미지', content: `<p>글</p><img src="${src}" alt="a">` });
      assert.equal(res.status, 400, src);
      assert.match(res.body.errorMessage, /^본문: 다른 사이트의 이미지 1개/);
      assert.ok(res.body.errors.content);
    }
    assert.equal(await Post.count(), count);
    const ok = await create({ title: '원래 글', content: '<p>원래</p>' });
    const put = await call(app, 'PUT', `/api/posts/${ok.body.id}`, {
      token: admin,
      body: { content: '<p>바꿈</p><img src="https://example.com/b.png">', version: 1 },
    });
    assert.equal(put.status, 400);
    assert.equal((await call(app, 'GET', `/api/posts/${ok.body.id}`, { token: admin })).body.content, '<p>원래</p>');
  });

  test('filters: boardEnName, q (Korean substring of title, content, author), category, dates, ids; the requested sort; Content-Range', async () => {
    await create({
      title: '오래된 장학금 안내',
      content: '<p>국가장학금 신청</p>',
      category: '장학',
      publishedAt: '2024-03-02T10:00:00+09:00',
    });
    await create({ title: '학사 일정 변경', content: '<p>보강 주간</p>', category: '학사', publishedAt: '2026-01-05' });
    const pinned = await create({ title: '고정 글', isNotice: true, publishedAt: '2020-01-01T00:00:00Z' });
    const all = await call(
      app,
      'GET',
      `/api/posts?filter=${f({ boardEnName: 'notice' })}&sort=["publishedAt","DESC"]&range=[0,49]`,
      { token: admin },
    );
    assert.equal(all.status, 200);
    assert.match(all.headers.get('content-range') ?? '', /^posts 0-\d+\/\d+$/);
    // The requested order only (pinned-first is the public board's): the pinned post of 2020 comes last.
    const dates = all.body.map((p: { publishedAt: string }) => Date.parse(p.publishedAt));
    assert.deepEqual(
      dates,
      [...dates].sort((x, y) => y - x),
    );
    assert.equal(all.body.at(-1).id, pinned.body.id);
    const q = await call(app, 'GET', `/api/posts?filter=${f({ boardEnName: 'notice', q: '장학' })}`, { token: admin });
    assert.deepEqual(
      q.body.map((p: { title: string }) => p.title),
      ['오래된 장학금 안내'],
    );
    const inContent = await call(app, 'GET', `/api/posts?filter=${f({ q: '보강' })}`, { token: admin });
    assert.deepEqual(
      inContent.body.map((p: { title: string }) => p.title),
      ['학사 일정 변경'],
    );
    const cat = await call(app, 'GET', `/api/posts?filter=${f({ boardEnName: 'notice', category: '학사' })}`, {
      token: admin,
    });
    assert.ok(cat.body.length >= 1 && cat.body.every((p: { category: string }) => p.category === '학사'));
    const dated = await call(
      app,
      'GET',
      `/api/posts?filter=${f({ publishedAt_gte: '2024-01-01', publishedAt_lte: '2024-12-31' })}`,
      { token: admin },
    );
    assert.deepEqual(
      dated.body.map((p: { title: string }) => p.title),
      ['오래된 장학금 안내'],
    );
    const ids = [pinned.body.id];
    const many = await call(app, 'GET', `/api/posts?filter=${f({ id: ids })}`, { token: admin });
    assert.deepEqual(
      many.body.map((p: { id: number }) => p.id),
      ids,
    );
    const wildcard = await call(app, 'GET', `/api/posts?filter=${f({ q: '%' })}`, { token: admin });
    assert.equal(wildcard.body.length, 0);
    const none = await call(app, 'GET', `/api/posts?filter=${f({ boardEnName: 'no_such' })}`, { token: admin });
    assert.equal(none.headers.get('content-range'), 'posts */0');
  });

  test('bad list queries and bodies → 400 naming the field; nothing half-written', async () => {
    for (const qs of [
      'sort=["contentText","ASC"]',
      'sort=["title"]',
      'range=[0]',
      'filter={"boardEnName":1}',
      'filter={"publishedAt_gte":"어제"}',
      'filter={"q":"' + 'x'.repeat(101) + '"}',
      'filter={"id":[1,"a"]}',
      'filter={"deletedAt":null}',
    ]) {
      const r = await call(app, 'GET', `/api/posts?${qs}`, { token: admin });
      assert.equal(r.status, 400, qs);
    }
    const before = await call(app, 'GET', '/api/posts', { token: admin });
    for (const body of [
      { title: '' },
      { title: 'x'.repeat(201) },
      { title: 1 },
      { title: '분류', category: '없는분류' },
      { title: '날짜', publishedAt: 'tomorrow' },
      { title: '날짜', publishedAt: true },
      { title: '모름', viewCount: 9999 },
      { title: '첨부', attachmentIds: [999999] },
      { title: '첨부', attachmentIds: ['1'] },
      { title: 'NUL\u0000' },
      { title: '게시판', boardEnName: 'nope' },
      { title: '일정', boardEnName: 'calendar' },
      { title: '일정', boardEnName: 'calendar', startAt: '2026-03-02', endAt: '2026-03-01' },
      { title: '교수', boardEnName: 'professor', extra: { email: 'not-an-email' } },
      { title: '교수', boardEnName: 'professor', extra: { salary: 1 } },
    ]) {
      const r = await create(body);
      assert.ok(r.status === 400, `${JSON.stringify(body)} → ${r.status}`);
      assert.match(r.body.errorMessage, /[가-힣]/);
    }
    const afterList = await call(app, 'GET', '/api/posts', { token: admin });
    assert.equal(afterList.headers.get('content-range'), before.headers.get('content-range'));
  });

  test('one-line fields refuse a line break (\\r, \\n, U+2028, U+2029); a multi-line body is kept as sent', async () => {
    const before = await call(app, 'GET', '/api/posts', { token: admin });
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '첫 줄\n둘째 줄' }, 'title'],
      [{ title: '제목\r\nX-Injected: 1' }, 'title'],
      [{ title: '제목\u2028둘째' }, 'title'],
      [{ title: '제목', authorName: '홍\u2029길동' }, 'authorName'],
      [{ title: '교수', boardEnName: 'professor', extra: { position: '교수\n(겸임)' } }, 'extra.position'],
    ];
    for (const [body, field] of cases) {
      const r = await create(body);
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.equal(r.body.errors[field], '줄바꿈 없이 한 줄로 입력해주세요.');
      assert.match(r.body.errorMessage, /줄바꿈 없이 한 줄로 입력해주세요\.$/);
    }
    const afterList = await call(app, 'GET', '/api/posts', { token: admin });
    assert.equal(afterList.headers.get('content-range'), before.headers.get('content-range'));

    const content = '<p>첫 문단</p>\n<p>둘째 문단<br>다음 줄</p>';
    const ok = await create({ title: '  앞뒤 공백과 줄바꿈만 있는 제목\n', content });
    assert.equal(ok.status, 201, JSON.stringify(ok.body));
    assert.equal(ok.body.title, '앞뒤 공백과 줄바꿈만 있는 제목', 'only a break inside the title is refused');
    assert.match(ok.body.content, /첫 문단<\/p>\n<p>둘째 문단<br \/?>다음 줄/);
    const edit = await call(app, 'PUT', `/api/posts/${ok.body.id}`, {
      token: admin,
      body: { title: '고친\n제목', version: 1 },
    });
    assert.equal(edit.status, 400);
    assert.equal((await call(app, 'GET', `/api/posts/${ok.body.id}`, { token: admin })).body.title, ok.body.title);
  });

  test('board rules on attachments: extension, count, size; a refused save leaves the upload unattached', async () => {
    const png = await upload(app, admin, [{ name: '사진.png', bytes: await pngBytes() }], 'image');
    const r = await create({ title: '이미지 첨부', boardEnName: 'special_notice', attachmentIds: [png.body.id] });
    assert.equal(r.status, 201, 'png is allowed on special_notice');
    const gif = await upload(app, admin, [{ name: 'x.pdf', bytes: pdfBytes() }]);
    const g = await create({ title: '갤러리에 PDF', boardEnName: 'special_gallery', attachmentIds: [gif.body.id] });
    assert.equal(g.status, 400);
    assert.match(g.body.errorMessage, /허용하지 않는 형식/);
    assert.equal((await StoredFile.findByPk(gif.body.id))?.ownerId, null);
    const six = [];
    for (let i = 0; i < 6; i++)
      six.push((await upload(app, admin, [{ name: `자료${i}.pdf`, bytes: pdfBytes(`d${i}`) }])).body.id);
    const tooMany = await create({ title: '많음', attachmentIds: six });
    assert.equal(tooMany.status, 400);
    assert.match(tooMany.body.errorMessage, /5개까지/);
    const other = await create({ title: '남의 파일', attachmentIds: [png.body.id] });
    assert.equal(other.status, 400, 'a file of another post cannot be claimed');
  });

  test('update replaces attachments (removed files are retired for the revisions), inline images are claimed; delete returns the record and hides the files', async () => {
    const a = await upload(app, admin, [{ name: '첫째.pdf', bytes: pdfBytes('a') }]);
    const b = await upload(app, admin, [{ name: '둘째.pdf', bytes: pdfBytes('b') }]);
    const img = await upload(app, admin, [{ name: '본문.png', bytes: await pngBytes() }], 'image');
    const c = await create({ title: '수정 전', attachmentIds: [a.body.id] });
    const u = await call(app, 'PUT', `/api/posts/${c.body.id}`, {
      token: admin,
      body: {
        title: '수정 후',
        content: `<p><img src="${img.body.url}" alt="본문"></p>`,
        attachmentIds: [b.body.id],
        isNotice: true,
        version: 1,
      },
    });
    assert.equal(u.status, 200, JSON.stringify(u.body));
    assert.equal(u.body.title, '수정 후');
    assert.deepEqual(
      u.body.attachments.map((x: { name: string }) => x.name),
      ['둘째.pdf'],
    );
    // Kept for 수정 이력 (restoring the first version brings it back), served to no one meanwhile.
    assert.equal((await StoredFile.findByPk(a.body.id))?.sortOrder, -3);
    assert.equal((await fetch(`${app.baseUrl}${a.body.url}`)).status, 404);
    assert.equal((await StoredFile.findByPk(img.body.id))?.ownerId, c.body.id);
    const extra = await call(app, 'PUT', `/api/posts/${c.body.id}`, {
      token: admin,
      body: { id: c.body.id, viewCount: 999, title: 'x', views: 5 },
    });
    assert.equal(extra.status, 400);
    assert.equal(extra.body.errors.views, '허용되지 않는 항목입니다.');
    assert.equal(extra.body.errors.id, undefined, 'id is the record’s own read-only field');
    const d = await call(app, 'DELETE', `/api/posts/${c.body.id}`, { token: admin });
    assert.equal(d.status, 200);
    assert.equal(d.body.title, '수정 후');
    assert.equal((await fetch(`${app.baseUrl}${u.body.attachments[0].url}`)).status, 404);
    assert.equal((await fetch(`${app.baseUrl}${img.body.url}`)).status, 404);
    assert.equal((await call(app, 'GET', `/api/posts/${c.body.id}`, { token: admin })).status, 404);
    assert.equal((await call(app, 'DELETE', `/api/posts/${c.body.id}`, { token: admin })).status, 404);
  });

  test('calendar and professor posts keep their fields; the dashboard counts posts', async () => {
    const ev = await create({
      boardEnName: 'calendar',
      title: '중간고사',
      startAt: '2026-04-20',
      endAt: '2026-04-24',
      allDay: true,
    });
    assert.equal(ev.status, 201);
    assert.equal(new Date(ev.body.startAt).toISOString(), '2026-04-19T15:00:00.000Z');
    const photo = await upload(app, admin, [{ name: '교수.png', bytes: await pngBytes(60, 80) }], 'image');
    const prof = await create({
      boardEnName: 'professor',
      title: '홍길동',
      extra: {
        position: '교수',
        major: '창업경영',
        email: 'hong@example.ac.kr',
        phone: '02-820-0000',
        office: '창업관 301호',
        photoFileId: photo.body.id,
        order: 1,
      },
    });
    assert.equal(prof.status, 201, JSON.stringify(prof.body));
    assert.equal(prof.body.photo.id, photo.body.id);
    assert.deepEqual(prof.body.extra, {
      position: '교수',
      major: '창업경영',
      email: 'hong@example.ac.kr',
      phone: '02-820-0000',
      office: '창업관 301호',
      photoFileId: photo.body.id,
      order: 1,
    });
    const { loadProfessors } = await import('../../web/professors.js');
    const cards = await loadProfessors(app.sequelize);
    assert.deepEqual(
      cards.find((x) => x.name === '홍길동'),
      {
        id: prof.body.id,
        name: '홍길동',
        position: '교수',
        major: '창업경영',
        email: 'hong@example.ac.kr',
        phone: '02-820-0000',
        office: '창업관 301호',
        photo: { id: photo.body.id, width: photo.body.width, height: photo.body.height },
      },
    );
    const dash = await call(app, 'GET', '/api/dashboard', { token: admin });
    assert.equal(dash.status, 200);
    assert.ok(dash.body.posts.total >= 2);
    assert.ok(Array.isArray(dash.body.recentPosts));
    assert.deepEqual(dash.body.applications, { new: 0, lastWeek: 0, total: 0 });
    assert.deepEqual(dash.body.popups, { active: 0, scheduled: 0 });
  });
});
