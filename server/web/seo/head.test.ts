// What search engines and messengers read in each page's head: an absolute canonical (PUBLIC_URL), a description (the
// page's own or its first sentence), Open Graph with a share image (a post's first picture, else the school's card),
// JSON-LD of the right types (the school on the home page, the breadcrumb trail inside, events for the calendar and
// the admission windows, an article for a notice), hreflang on the China MBA pages, noindex where nobody should land,
// and the Naver and Google site-ownership codes from the settings.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import sharp from 'sharp';
import { adminToken, call, startTestApp, TEST_PUBLIC_URL, testNowMs, type TestApp } from '../../test/support.js';
import { pngBytes, upload } from '../../test/upload.js';

let app: TestApp;
let token: string;
before(async () => {
  app = await startTestApp();
  token = await adminToken(app);
});
after(() => app.close());

interface Head {
  html: string;
  meta: (key: string) => string | undefined;
  link: (rel: string, hreflang?: string) => string | undefined;
  jsonLd: Record<string, any>[];
}

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

async function head(path: string, status = 200): Promise<Head> {
  const res = await call(app, 'GET', path);
  assert.equal(res.status, status, path);
  const html = String(res.body);
  const headHtml = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const attr = (tag: string, name: string) => {
    const v = new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
    return v === undefined ? undefined : unescape(v);
  };
  const tags = [...headHtml.matchAll(/<(meta|link)\b[^>]*>/g)].map((m) => m[0]);
  const scripts = [...headHtml.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  const jsonLd = scripts.flatMap((m) => {
    const doc = JSON.parse(m[1]) as { '@context': string; '@graph': Record<string, any>[] };
    assert.equal(doc['@context'], 'https://schema.org');
    return doc['@graph'];
  });
  return {
    html,
    meta: (key) => attr(tags.find((t) => attr(t, 'property') === key || attr(t, 'name') === key) ?? '', 'content'),
    link: (rel, hreflang) =>
      attr(
        tags.find((t) => attr(t, 'rel') === rel && (hreflang === undefined || attr(t, 'hreflang') === hreflang)) ?? '',
        'href',
      ),
    jsonLd,
  };
}

const ofType = (h: Head, type: string) => h.jsonLd.filter((n) => n['@type'] === type);

test('the home page: canonical, description, the default share card, and the school as CollegeOrUniversity', async () => {
  const h = await head('/');
  assert.equal(h.link('canonical'), `${TEST_PUBLIC_URL}/`);
  assert.match(
    h.meta('description') ?? '',
    /^한빛대학교 중소기업대학원: 평일 야간과 토요일 수업으로 일과 학업을 함께합니다\.$/,
  );
  assert.equal(h.meta('og:url'), `${TEST_PUBLIC_URL}/`);
  assert.equal(h.meta('og:title'), '중소기업대학원');
  assert.equal(h.meta('og:type'), 'website');
  assert.equal(h.meta('og:locale'), 'ko_KR');
  assert.equal(h.meta('og:image'), `${TEST_PUBLIC_URL}/share/card.png`);
  assert.equal(h.meta('twitter:card'), 'summary_large_image');
  assert.equal(ofType(h, 'BreadcrumbList').length, 0, 'the home page is the trail’s start');
  const [school] = ofType(h, 'CollegeOrUniversity');
  assert.equal(school.name, '한빛대학교 중소기업대학원');
  assert.equal(school.url, `${TEST_PUBLIC_URL}/`);
  assert.equal(school.logo, `${TEST_PUBLIC_URL}/share/logo.png`);
  assert.equal(school.telephone, '+82-2-820-0990');
  assert.equal(school.address['@type'], 'PostalAddress');
  assert.match(school.address.streetAddress, /상도로 369/);
  assert.equal(school.address.postalCode, '06978');
  assert.deepEqual(school.sameAs, [
    'https://www.youtube.com/@hanbitgsb',
    'https://blog.naver.com/hanbitgsb',
    'https://www.instagram.com/hanbitgsb',
  ]);
  assert.equal(h.link('alternate', 'ko'), `${TEST_PUBLIC_URL}/`);
  assert.equal(h.link('alternate', 'zh-Hans'), `${TEST_PUBLIC_URL}/china/info_1`);
  assert.equal(h.link('alternate', 'x-default'), `${TEST_PUBLIC_URL}/`);
  assert.equal(ofType(h, 'Event').length, 0, 'the windows are on 모집요강');
});

test('the share card is a 1200×630 PNG and the logo a square PNG', async () => {
  for (const [path, w, hgt] of [
    ['/share/card.png', 1200, 630],
    ['/share/logo.png', 512, 512],
  ] as const) {
    const res = await fetch(`${app.baseUrl}${path}`);
    assert.equal(res.status, 200, path);
    assert.equal(res.headers.get('content-type'), 'image/png');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['png', w, hgt], path);
  }
});

test('inner pages: canonical without the query, first-sentence description, the BreadcrumbList of the menu', async () => {
  const h = await head('/introduce/greeting?utm_source=kakao');
  assert.equal(h.link('canonical'), `${TEST_PUBLIC_URL}/introduce/greeting`);
  assert.equal(h.meta('og:title'), '원장 인사말 | 중소기업대학원');
  const description = h.meta('description') ?? '';
  assert.ok(description.length > 10 && description.length <= 160, description);
  assert.match(description, /[.다。]$|…$/, 'a sentence');
  assert.ok(h.html.includes(description.slice(0, 20)), 'taken from the page itself');
  const [trail] = ofType(h, 'BreadcrumbList');
  assert.deepEqual(
    trail.itemListElement.map((i: any) => [i.position, i.name, i.item]),
    [
      [1, '홈', `${TEST_PUBLIC_URL}/`],
      [2, '대학원 소개', `${TEST_PUBLIC_URL}/introduce/education`],
      [3, '원장 인사말', `${TEST_PUBLIC_URL}/introduce/greeting`],
    ],
  );
  assert.equal(ofType(h, 'CollegeOrUniversity').length, 0, 'the school is declared once, on the home page');
});

test('모집요강 declares the open admission window as an Event', async () => {
  const h = await head('/entrance/recruit');
  const [window] = ofType(h, 'Event');
  assert.ok(window, 'an Event');
  assert.match(window.name, /원서접수$/);
  assert.equal(window.url, `${TEST_PUBLIC_URL}/entrance/recruit`);
  assert.equal(window.eventAttendanceMode, 'https://schema.org/OnlineEventAttendanceMode');
  assert.equal(window.location.url, `${TEST_PUBLIC_URL}/receipt`);
  assert.equal(window.organizer['@type'], 'CollegeOrUniversity');
});

test('a notice: Article, its first picture to share, its first sentence, the board in the trail', async () => {
  const img = await upload(
    app,
    token,
    [{ name: '행사.png', bytes: await pngBytes(400, 300), type: 'image/png' }],
    'image',
  );
  assert.equal(img.status, 201);
  const res = await call(app, 'POST', '/api/posts', {
    token,
    body: {
      boardEnName: 'notice',
      title: '2027학년도 전기 신입생 모집 안내',
      authorName: '교학팀',
      content: '<p>2027학년도 전기 신입생을 모집합니다. 많은 지원 바랍니다.</p>',
      attachmentIds: [img.body.id],
    },
  });
  assert.equal(res.status, 201);
  const id = res.body.id as number;
  const h = await head(`/board/notice/${id}?page=1&q=x`);
  assert.equal(h.link('canonical'), `${TEST_PUBLIC_URL}/board/notice/${id}`);
  assert.equal(h.meta('description'), '2027학년도 전기 신입생을 모집합니다.');
  assert.equal(h.meta('og:type'), 'article');
  assert.equal(h.meta('og:image'), `${TEST_PUBLIC_URL}/files/${img.body.id}`);
  assert.ok(h.meta('article:published_time'));
  const [a] = ofType(h, 'Article');
  assert.equal(a.headline, '2027학년도 전기 신입생 모집 안내');
  assert.equal(a.image, `${TEST_PUBLIC_URL}/files/${img.body.id}`);
  assert.equal(a.author.name, '교학팀');
  assert.equal(a.publisher.name, '한빛대학교 중소기업대학원');
  assert.ok(!Number.isNaN(Date.parse(a.datePublished)) && !Number.isNaN(Date.parse(a.dateModified)));
  const [trail] = ofType(h, 'BreadcrumbList');
  assert.deepEqual(
    trail.itemListElement.map((i: any) => i.name),
    ['홈', '정보광장', '공지사항', '2027학년도 전기 신입생 모집 안내'],
  );
  const image = await fetch(`${app.baseUrl}/files/${img.body.id}`);
  assert.equal(image.status, 200, 'the share image is public');
  assert.match(image.headers.get('content-type') ?? '', /^image\/png/);

  const plain = await call(app, 'POST', '/api/posts', {
    token,
    body: { boardEnName: 'notice', title: '사진 없는 공지', content: '<p>짧은 안내</p>' },
  });
  assert.equal((await head(`/board/notice/${plain.body.id}`)).meta('og:image'), `${TEST_PUBLIC_URL}/share/card.png`);
  const list = await head('/board/notice');
  assert.equal(
    list.meta('description'),
    '한빛대학교 중소기업대학원 공지사항: 사진 없는 공지, 2027학년도 전기 신입생 모집 안내',
    'the board and the titles it shows first',
  );
  assert.equal(list.link('canonical'), `${TEST_PUBLIC_URL}/board/notice`);
});

test('the academic calendar: its month page and an event page carry Events; a board search is noindex', async () => {
  const start = new Date(testNowMs() + 2 * 86_400_000);
  const res = await call(app, 'POST', '/api/posts', {
    token,
    body: {
      boardEnName: 'calendar',
      title: '중간고사',
      startAt: start.toISOString(),
      endAt: new Date(start.getTime() + 86_400_000).toISOString(),
      allDay: true,
    },
  });
  assert.equal(res.status, 201);
  const month = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit' })
    .format(start)
    .slice(0, 7);
  const page = await head(`/board/calendar?month=${month}`);
  assert.equal(page.link('canonical'), `${TEST_PUBLIC_URL}/board/calendar?month=${month}`);
  const event = ofType(page, 'Event').find((e) => e.name === '중간고사');
  assert.ok(event, 'the month lists the event');
  assert.match(event.startDate, /^\d{4}-\d{2}-\d{2}$/, 'an all-day event is a date');
  assert.equal(event.url, `${TEST_PUBLIC_URL}/board/calendar/${res.body.id}`);
  assert.equal(event.location['@type'], 'Place');
  const one = await head(`/board/calendar/${res.body.id}`);
  assert.deepEqual(
    ofType(one, 'Event').map((e) => e.name),
    ['중간고사'],
  );
  assert.equal(ofType(one, 'Article').length, 0);

  const search = await head('/board/notice?q=모집');
  assert.equal(search.meta('robots'), 'noindex');
  assert.equal(search.link('canonical'), undefined);
});

test('the China MBA pages: zh-Hans with hreflang, Chinese descriptions and og:locale', async () => {
  const one = await head('/china/info_1');
  assert.match(one.html, /<html lang="zh-Hans"/);
  assert.equal(one.meta('og:locale'), 'zh_CN');
  assert.match(one.meta('description') ?? '', /^中国MBA项目介绍/);
  assert.equal(one.link('alternate', 'zh-Hans'), `${TEST_PUBLIC_URL}/china/info_1`);
  assert.equal(one.link('alternate', 'ko'), `${TEST_PUBLIC_URL}/`);
  assert.equal(one.link('alternate', 'x-default'), `${TEST_PUBLIC_URL}/`);
  for (const path of ['/china/info_2', '/china/info_4']) {
    const h = await head(path);
    assert.equal(h.link('alternate', 'zh-Hans'), `${TEST_PUBLIC_URL}${path}`);
    assert.match(h.meta('description') ?? '', /[\u4e00-\u9fff]/, `${path}: in Chinese`);
    assert.doesNotMatch(h.meta('description') ?? '', /[\uac00-\ud7a3]/, `${path}: no Korean`);
  }
  const guide = await head('/china/info_4');
  const [window] = ofType(guide, 'Event');
  assert.match(window.name, /网上报名$/);
  assert.equal(window.location.url, `${TEST_PUBLIC_URL}/receipt/china-mba`);
  const form = await head('/receipt/china-mba');
  assert.equal(form.link('alternate', 'ko'), `${TEST_PUBLIC_URL}/receipt`);
  assert.equal(form.link('alternate', 'zh-Hans'), `${TEST_PUBLIC_URL}/receipt/china-mba`);
  assert.match(form.meta('description') ?? '', /[\u4e00-\u9fff]/);
});

test('applicant results, login and error pages are noindex', async () => {
  for (const path of ['/receipt/lookup', '/receipt/china-mba/lookup', '/receipt/complete', '/auth/login']) {
    const h = await head(path);
    assert.equal(h.meta('robots'), 'noindex', path);
    assert.equal(h.link('canonical'), undefined, path);
    assert.deepEqual(h.jsonLd, [], `${path}: no structured data`);
  }
  assert.equal((await head('/no-such-page', 404)).meta('robots'), 'noindex');
});

test('the Naver and Google codes from the settings are on the home page; a pasted meta tag is read, junk refused', async () => {
  const put = (body: Record<string, unknown>) => call(app, 'PUT', '/api/settings/1', { token, body });
  const bad = await put({ naverSiteVerification: '"><script>alert(1)</script>' });
  assert.equal(bad.status, 400);
  assert.match(bad.body.errorMessage, /네이버 서치어드바이저 확인 코드/);
  assert.match(bad.body.errors.naverSiteVerification, /확인 코드/);
  const ok = await put({
    naverSiteVerification: '<meta name="naver-site-verification" content="a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6a1b2" />',
    googleSiteVerification: 'Zx9_abc-DEF123',
  });
  assert.equal(ok.status, 200);
  assert.equal(ok.body.naverSiteVerification, 'a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6a1b2');
  const home = await head('/');
  assert.equal(home.meta('naver-site-verification'), 'a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6a1b2');
  assert.equal(home.meta('google-site-verification'), 'Zx9_abc-DEF123');
  assert.equal((await head('/introduce/greeting')).meta('naver-site-verification'), undefined, 'the home page only');
});
