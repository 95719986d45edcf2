// What 사이트 설정 sends: the editable fields only, link rows as name and url, the allowed networks trimmed; and the
// verification codes: a code or the search engine's whole meta tag.
import assert from 'node:assert/strict';
import test from 'node:test';
import { toPayload, verificationCode } from './payload';

test('only the editable fields go; list rows keep name, url and a Chinese name; cleared Chinese texts are empty; networks are trimmed and blanks dropped', () => {
  const out = toPayload({
    id: 1,
    updatedAt: '2027-01-01T00:00:00Z',
    brochureFileId: 4,
    schoolName: '중소기업대학원',
    familySites: [
      { name: '본교', url: 'https://u.test', id: 'x', nameZh: '本校' },
      { url: 'https://v.test', nameZh: null },
    ],
    socialLinks: [],
    zh: { universityName: '韩光大学', schoolName: null, address: '', businessHours: '工作日' },
    adminAllowedNetworks: [' 10.0.0.0/8 ', '', '  ', '203.0.113.7'],
    staffIdleMinutes: 20,
  });
  assert.deepEqual(out, {
    schoolName: '중소기업대학원',
    familySites: [
      { name: '본교', url: 'https://u.test', nameZh: '本校' },
      { name: '', url: 'https://v.test' },
    ],
    socialLinks: [],
    zh: { universityName: '韩光大学', schoolName: '', address: '', businessHours: '工作日' },
    staffIdleMinutes: 20,
    adminAllowedNetworks: ['10.0.0.0/8', '203.0.113.7'],
  });
});

test('a verification code, or the meta tag it comes in, or nothing, is accepted', () => {
  assert.equal(verificationCode('a1B2_c3-d4'), undefined);
  assert.equal(verificationCode('<meta name="naver-site-verification" content="abc123" />'), undefined);
  assert.equal(verificationCode("<meta name='google-site-verification' content='X_y-9'>"), undefined);
  assert.equal(verificationCode(''), undefined);
  assert.equal(verificationCode(undefined), undefined);
});

test('anything else is refused in Korean', () => {
  const refused = '확인 코드(영문, 숫자, -, _)나 안내받은 메타 태그를 그대로 붙여 넣어주세요.';
  assert.equal(verificationCode('abc 123'), refused);
  assert.equal(verificationCode('<meta content="a<b">'), refused);
  assert.equal(verificationCode('<script>'), refused);
  assert.equal(verificationCode('a'.repeat(101)), refused);
});
