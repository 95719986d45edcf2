// The admin menu: each role sees the groups and items it may open, every item leads to a screen App.tsx registers
// for that role, and the current item is marked by the address (the professor board never lights up 게시판 관리).
import assert from 'node:assert/strict';
import test from 'node:test';
import type { Location } from 'react-router-dom';
import { navigation, navigationFor } from './navigation';
import { SCREEN_AREAS, screensFor, type Screen } from '../screens';
import { STAFF_ROLES } from '../../../domain/roles';

const labels = (role: string | null) =>
  navigationFor(role).map((g) => [g.label, g.items.map((i) => i.label)] as [string, string[]]);

test('입학 담당 sees the dashboard, the boards to read, 원서접수 관리, the FAQ and the professor board; no 휴지통 and no 보안', () => {
  assert.deepEqual(labels('admissions'), [
    ['', ['대시보드']],
    ['게시판 관리', ['게시판 관리', '입학상담']],
    [
      '원서접수 관리',
      [
        '원서접수 관리',
        '대리 접수',
        '모집 일정',
        '신청 양식',
        '발송 내역',
        '메일 양식',
        '결과 통지서',
        '홍보 메일',
        '입학 소식 구독자',
        '개인정보 요청',
      ],
    ],
    ['기타', ['자주 묻는 질문', '교수진 관리']],
  ]);
});

test('홍보·콘텐츠 담당 sees boards, 휴지통 and the content screens; no 원서접수 관리 (and its empty group goes)', () => {
  assert.deepEqual(labels('content'), [
    ['', ['대시보드']],
    ['게시판 관리', ['게시판 관리', '휴지통', '승인 요청', '입학상담']],
    [
      '기타',
      [
        '페이지 관리',
        '자주 묻는 질문',
        '팝업 관리',
        '메뉴 관리',
        '리디렉션 관리',
        '404 기록',
        '깨진 링크',
        '개인정보처리방침',
        '교수진 관리',
      ],
    ],
  ]);
});

test('최고관리자 sees every item; a member or nobody sees none', () => {
  assert.deepEqual(navigationFor('superadmin'), navigation);
  assert.equal(navigation.flatMap((g) => g.items).length, 33);
  assert.deepEqual(navigationFor('user'), []);
  assert.deepEqual(navigationFor(null), []);
  assert.deepEqual(navigationFor(undefined), []);
});

/** The screen an item's address opens: the longest screen name its path is or starts with. */
function screenOf(to: string): Screen | 'dashboard' | null {
  const path = new URL(to, 'https://x.test').pathname.slice(1);
  if (path === '') return 'dashboard';
  const names = (Object.keys(SCREEN_AREAS) as Screen[]).sort((a, b) => b.length - a.length);
  return names.find((n) => path === n || path.startsWith(`${n}/`)) ?? null;
}

test('every item a role sees leads to a screen registered for that role', () => {
  for (const role of STAFF_ROLES) {
    const registered = screensFor(role);
    for (const item of navigationFor(role).flatMap((g) => g.items)) {
      const screen = screenOf(item.to);
      assert.ok(screen, `${item.to}: no screen`);
      if (screen !== 'dashboard') assert.ok(registered.includes(screen), `${role}: ${item.label} → ${item.to}`);
    }
  }
});

const at = (pathname: string, search = ''): Location => ({ pathname, search, hash: '', state: null, key: 'k' });
const activeLabels = (loc: Location) =>
  navigation.flatMap((g) => g.items.filter((i) => i.active(loc)).map((i) => i.label));

test('the current item follows the address', () => {
  assert.deepEqual(activeLabels(at('/')), ['대시보드']);
  assert.deepEqual(activeLabels(at('/boards/content', '?boardEnName=notice')), ['게시판 관리']);
  assert.deepEqual(activeLabels(at('/boards/content', '?boardEnName=professor')), ['교수진 관리']);
  assert.deepEqual(activeLabels(at('/applications/access-logs')), ['원서접수 관리']);
  assert.deepEqual(activeLabels(at('/applications/proxy')), ['대리 접수']);
  assert.deepEqual(activeLabels(at('/mail-outbox/12/show')), ['발송 내역']);
  assert.deepEqual(activeLabels(at('/mail-templates/3')), ['메일 양식']);
  assert.deepEqual(activeLabels(at('/popups/create')), ['팝업 관리']);
  assert.deepEqual(activeLabels(at('/questions/4/show')), ['입학상담']);
  assert.deepEqual(activeLabels(at('/faqs/2')), ['자주 묻는 질문']);
  assert.deepEqual(activeLabels(at('/audit-logs')), ['감사 기록']);
});

test('a scoped 홍보·콘텐츠 담당 (담당 범위) sees its pages, boards and 휴지통, never 메뉴 관리, 팝업, FAQ or 리디렉션', () => {
  const scope = { pages: ['/department/ai_business'], boards: ['ai_business'] };
  const items = navigationFor('content', scope).flatMap((g) => g.items.map((i) => i.label));
  for (const shut of ['메뉴 관리', '팝업 관리', '자주 묻는 질문', '리디렉션 관리', '입학상담'])
    assert.ok(!items.includes(shut), `${shut} in ${items.join(', ')}`);
  assert.ok(items.includes('페이지 관리') && items.includes('휴지통'), items.join(', '));
  const screens = screensFor('content', scope);
  for (const shut of ['menu', 'popups', 'faqs', 'redirects', 'etc/settings'] as const)
    assert.ok(!screens.includes(shut), shut);
  assert.ok(
    navigationFor('content').some((g) => g.items.some((i) => i.label === '메뉴 관리')),
    'unscoped: all of it',
  );
});
