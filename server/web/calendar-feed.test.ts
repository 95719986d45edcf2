import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { adminToken, call, startTestApp, TEST_PUBLIC_URL, testNowMs, type TestApp } from '../test/support.js';
import { makeRound } from '../test/rounds.js';
import { escapeText, foldLine } from '../../domain/ical.js';

let app: TestApp;
let admin: string;
before(async () => {
  app = await startTestApp({ rounds: false });
  admin = await adminToken(app);
});
after(() => app.close());

const HOST = new URL(TEST_PUBLIC_URL).host;

interface Prop {
  name: string;
  params: Record<string, string>;
  value: string;
}
type Component = { type: string; props: Prop[]; children: Component[] };

/** A strict reader of the feed: CRLF only, every physical line ≤ 75 octets, BEGIN/END balanced. */
function parseIcs(text: string): Component {
  assert.ok(text.endsWith('\r\n'), 'the feed ends with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const l of physical) {
    assert.ok(!l.includes('\n') && !l.includes('\r'), `bare line break in ${JSON.stringify(l)}`);
    assert.ok(Buffer.byteLength(l, 'utf8') <= 75, `line longer than 75 octets: ${l}`);
    assert.ok(!l.includes('\ufffd'), 'no broken character');
  }
  const logical: string[] = [];
  for (const l of physical) {
    if (l.startsWith(' ')) logical[logical.length - 1] += l.slice(1);
    else logical.push(l);
  }
  const root: Component = { type: 'ROOT', props: [], children: [] };
  const stack = [root];
  for (const line of logical) {
    const m = /^([A-Z-]+)((?:;[A-Z-]+=[^;:]*)*):(.*)$/.exec(line);
    assert.ok(m, `malformed content line: ${line}`);
    const [, name, rawParams, value] = m;
    const params = Object.fromEntries(
      rawParams
        .split(';')
        .filter(Boolean)
        .map((p) => p.split('=') as [string, string]),
    );
    if (name === 'BEGIN') {
      const c: Component = { type: value, props: [], children: [] };
      stack[stack.length - 1].children.push(c);
      stack.push(c);
    } else if (name === 'END') {
      assert.equal(stack.pop()!.type, value, `END:${value} closes what was opened`);
    } else stack[stack.length - 1].props.push({ name, params, value });
  }
  assert.equal(stack.length, 1, 'every BEGIN has its END');
  assert.equal(root.children.length, 1);
  return root.children[0];
}

const prop = (c: Component, name: string) => c.props.find((p) => p.name === name);
const unescape = (v: string) => v.replace(/\\n/g, '\n').replace(/\\([\\;,])/g, '$1');
const eventsOf = (cal: Component) => cal.children.filter((c) => c.type === 'VEVENT');
const byUid = (cal: Component, uid: string) => eventsOf(cal).find((e) => prop(e, 'UID')?.value === uid);

async function feed(headers: Record<string, string> = {}) {
  const r = await fetch(`${app.baseUrl}/calendar.ics`, { headers });
  return { status: r.status, headers: r.headers, text: await r.text() };
}

describe('ical writer', () => {
  test('folds Korean text at 75 octets without splitting a character, escapes , ; \\ and newlines', () => {
    const line = `SUMMARY:${'가나다라마바사아자차카타파하'.repeat(4)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    assert.ok(parts.length > 2);
    for (const p of parts) assert.ok(Buffer.byteLength(p) <= 75);
    assert.equal(parts.map((p, i) => (i ? p.slice(1) : p)).join(''), line);
    assert.equal(escapeText('a,b;c\\d\r\ne'), 'a\\,b\\;c\\\\d\\ne');
  });
});

describe('/calendar.ics', () => {
  test('published calendar events as all-day DATE or Asia/Seoul times; scheduled, deleted and other boards absent', async () => {
    const post = (body: Record<string, unknown>) =>
      call(app, 'POST', '/api/posts', { token: admin, body: { boardEnName: 'calendar', ...body } });
    const title =
      '2026학년도 후기 학위수여식, 졸업생; 가족 초청 \\ 행사 안내 — 대강당에서 열립니다 (참석자는 사전 등록 필수)';
    const allDay = await post({
      title,
      startAt: '2026-08-20T00:00:00+09:00',
      endAt: '2026-08-21T00:00:00+09:00',
      allDay: true,
    });
    assert.equal(allDay.status, 201);
    const timed = await post({
      title: '입학설명회',
      startAt: '2026-10-05T19:00:00+09:00',
      endAt: '2026-10-05T21:30:00+09:00',
    });
    const later = await post({
      title: '예약된 일정',
      startAt: '2026-12-01T00:00:00+09:00',
      allDay: true,
      publishedAt: new Date(testNowMs() + 86_400_000).toISOString(),
    });
    const gone = await post({ title: '삭제된 일정', startAt: '2026-12-02T00:00:00+09:00', allDay: true });
    assert.equal((await call(app, 'DELETE', `/api/posts/${gone.body.id}`, { token: admin })).status, 200);
    await call(app, 'POST', '/api/posts', { token: admin, body: { boardEnName: 'notice', title: '공지 글' } });

    const r = await feed();
    assert.equal(r.status, 200);
    assert.equal(r.headers.get('content-type'), 'text/calendar; charset=utf-8');
    assert.match(r.headers.get('cache-control') ?? '', /max-age=\d+/);
    const cal = parseIcs(r.text);
    assert.equal(cal.type, 'VCALENDAR');
    assert.equal(prop(cal, 'VERSION')?.value, '2.0');
    assert.equal(prop(cal, 'X-WR-TIMEZONE')?.value, 'Asia/Seoul');
    assert.match(prop(cal, 'X-WR-CALNAME')?.value ?? '', /학사·입학 일정/);
    assert.equal(prop(cal, 'REFRESH-INTERVAL')?.params.VALUE, 'DURATION');
    assert.match(prop(cal, 'X-PUBLISHED-TTL')?.value ?? '', /^PT\d+M$/);
    const tz = cal.children.find((c) => c.type === 'VTIMEZONE')!;
    assert.equal(prop(tz, 'TZID')?.value, 'Asia/Seoul');
    assert.equal(prop(tz.children[0], 'TZOFFSETTO')?.value, '+0900');

    const a = byUid(cal, `post-${allDay.body.id}@${HOST}`);
    assert.ok(a, 'the all-day event is in the feed with its stable UID');
    assert.equal(unescape(prop(a, 'SUMMARY')!.value), title, 'the long Korean title survives folding and escaping');
    assert.deepEqual(prop(a, 'DTSTART'), { name: 'DTSTART', params: { VALUE: 'DATE' }, value: '20260820' });
    assert.deepEqual(prop(a, 'DTEND'), { name: 'DTEND', params: { VALUE: 'DATE' }, value: '20260822' });
    assert.match(prop(a, 'DTSTAMP')!.value, /^\d{8}T\d{6}Z$/);
    assert.equal(prop(a, 'URL')?.value, `${TEST_PUBLIC_URL}/board/calendar/${allDay.body.id}`);

    const t = byUid(cal, `post-${timed.body.id}@${HOST}`)!;
    assert.deepEqual(prop(t, 'DTSTART'), { name: 'DTSTART', params: { TZID: 'Asia/Seoul' }, value: '20261005T190000' });
    assert.deepEqual(prop(t, 'DTEND'), { name: 'DTEND', params: { TZID: 'Asia/Seoul' }, value: '20261005T213000' });

    assert.equal(byUid(cal, `post-${later.body.id}@${HOST}`), undefined, 'a scheduled post is not in the feed');
    assert.equal(byUid(cal, `post-${gone.body.id}@${HOST}`), undefined, 'a deleted post is not in the feed');
    assert.doesNotMatch(r.text, /공지 글|예약된 일정|삭제된 일정/);

    const again = await feed({ 'If-None-Match': r.headers.get('etag')! });
    assert.equal(again.status, 304, 'an unchanged feed revalidates with its ETag');
  });

  test("a new round's milestones appear after it is written, in Seoul time, with stable UIDs", async () => {
    const before = await feed();
    const round = await makeRound({
      name: '2027학년도 전기 2차 모집',
      applyStartAt: new Date('2026-12-01T09:00:00+09:00'),
      applyEndAt: new Date('2027-01-08T23:59:59+09:00'),
      announceAt: new Date('2027-01-22T14:00:00+09:00'),
      documentDeadline: '2027-01-12T18:00:00+09:00',
      interview: {
        startAt: '2027-01-16T10:00:00+09:00',
        endAt: '2027-01-16T17:00:00+09:00',
        place: { ko: '본관 302호, 면접 대기실', zh: '' },
        note: { ko: '신분증 지참', zh: '' },
      },
      registration: {
        startAt: '2027-02-01T09:00:00+09:00',
        endAt: '2027-02-05T17:00:00+09:00',
        place: { ko: '', zh: '' },
        note: { ko: '등록금 납부', zh: '' },
      },
    });
    // The rounds API writes through the publish step; the test does what it does after its write.
    await app.events.changed('rounds');
    const r = await feed();
    assert.notEqual(r.headers.get('etag'), before.headers.get('etag'));
    const cal = parseIcs(r.text);
    const ev = (key: string) => byUid(cal, `round-${round.id}-${key}@${HOST}`);
    const start = (key: string) => prop(ev(key)!, 'DTSTART')!;
    assert.equal(unescape(prop(ev('apply-start')!, 'SUMMARY')!.value), '[2027학년도 전기 2차 모집] 원서접수 시작');
    assert.deepEqual(start('apply-start').params, { TZID: 'Asia/Seoul' });
    assert.equal(start('apply-start').value, '20261201T090000');
    assert.equal(unescape(prop(ev('apply-end')!, 'SUMMARY')!.value), '[2027학년도 전기 2차 모집] 원서접수 마감');
    assert.equal(start('apply-end').value, '20270108T235959');
    assert.equal(start('documents').value, '20270112T180000');
    assert.equal(start('interview').value, '20270116T100000');
    assert.equal(prop(ev('interview')!, 'DTEND')!.value, '20270116T170000');
    assert.equal(unescape(prop(ev('interview')!, 'LOCATION')!.value), '본관 302호, 면접 대기실');
    assert.equal(prop(ev('interview')!, 'LOCATION')!.value, '본관 302호\\, 면접 대기실');
    assert.equal(unescape(prop(ev('announce')!, 'SUMMARY')!.value), '[2027학년도 전기 2차 모집] 합격자 발표');
    assert.equal(start('announce').value, '20270122T140000');
    assert.equal(start('registration').value, '20270201T090000');
    assert.equal(prop(ev('registration')!, 'DTEND')!.value, '20270205T170000');
  });

  test('the calendar page links the feed with webcal:// and https://', async () => {
    const r = await fetch(`${app.baseUrl}/board/calendar`);
    const html = await r.text();
    assert.match(html, /휴대폰 달력에 구독/);
    assert.ok(html.includes(`href="webcal://${HOST}/calendar.ics"`));
    assert.ok(html.includes(`href="${TEST_PUBLIC_URL}/calendar.ics"`));
  });
});
