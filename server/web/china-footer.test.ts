// The China section's footer reads in Chinese: the settings' Chinese texts (사이트 설정 › 중국어 표기, and each family
// site's and social link's 중국어 이름), the seeded school's Chinese texts where staff left one empty; the Korean
// pages keep the Korean texts.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { adminToken, call, startTestApp, type TestApp } from '../test/support.js';

let app: TestApp;
let token: string;
before(async () => {
  app = await startTestApp();
  token = await adminToken(app);
});
after(() => app.close());

const footerOf = async (path: string) => {
  const res = await call(app, 'GET', path);
  assert.equal(res.status, 200, path);
  const footer = /<footer[\s\S]*<\/footer>/.exec(String(res.body))?.[0];
  assert.ok(footer, `${path} has a footer`);
  // What a visitor reads: the text and the option labels, not the markup.
  return footer.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
};
const hangul = (text: string) => text.match(/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/g) ?? [];

test("/china/info_1's footer has no Hangul: the seeded school's Chinese texts", async () => {
  const text = await footerOf('/china/info_1');
  assert.deepEqual(hangul(text), [], text);
  for (const zh of [
    '韩光大学',
    '中小企业研究生院',
    '韩国首尔特别市铜雀区上道路369',
    '工作日 09:00',
    '韩国创业振兴院',
    'NAVER 博客',
  ])
    assert.ok(text.includes(zh), zh);
  // The Korean pages keep the Korean texts.
  const ko = await footerOf('/introduce/greeting');
  for (const k of ['한빛대학교', '중소기업대학원', '서울특별시 동작구 상도로 369', '창업진흥원', '블로그'])
    assert.ok(ko.includes(k), k);
});

test('staff set the Chinese texts in 사이트 설정; an empty one reads as the default, an unknown link keeps its name', async () => {
  const put = await call(app, 'PUT', '/api/settings', {
    token,
    body: {
      zh: { universityName: '韩光大学（测试）', schoolName: '', address: '首尔 测试路 1', businessHours: '' },
      familySites: [
        { name: '한빛대학교', url: 'https://www.hanbit.ac.kr', nameZh: '本校网站' },
        { name: '새 기관', url: 'https://new.example.kr' },
      ],
    },
  });
  assert.equal(put.status, 200, JSON.stringify(put.body));
  assert.deepEqual(put.body.familySites[0], {
    name: '한빛대학교',
    url: 'https://www.hanbit.ac.kr',
    nameZh: '本校网站',
  });
  const text = await footerOf('/china/info_1');
  for (const zh of ['韩光大学（测试）', '中小企业研究生院', '首尔 测试路 1', '工作日 09:00', '本校网站'])
    assert.ok(text.includes(zh), zh);
  // A site with no Chinese name anywhere shows its Korean name, marked as Korean.
  assert.deepEqual(hangul(text).join(''), '새기관');
  const res = await call(app, 'GET', '/china/info_1');
  assert.match(String(res.body), /<option value="https:\/\/new.example.kr" lang="ko">새 기관<\/option>/);

  const bad = await call(app, 'PUT', '/api/settings', {
    token,
    body: { zh: { ...put.body.zh, address: '한 줄\n두 줄' } },
  });
  assert.equal(bad.status, 400);
  assert.match(bad.body.errorMessage, /^주소\(중국어\): /);
});
