// The menu as the conflict dialog shows it: a line per group, hidden items marked in words, then footer and quick.
import assert from 'node:assert/strict';
import test from 'node:test';
import { installBrowser } from '../testing/fakes';
import { menuText } from './api';

installBrowser();

test('menuText: a line per group with its items, hidden ones marked, then the footer and the quick links', () => {
  const item = (label: string, visible = true) => ({ label, labelZh: '', href: '/', newTab: false, visible });
  assert.equal(
    menuText({
      groups: [
        { label: '대학원 소개', labelZh: '', items: [item('인사말'), item('연혁', false)] },
        { label: '입학안내', labelZh: '', items: [] },
      ],
      footer: [item('개인정보처리방침')],
      quick: [],
    }),
    '대학원 소개: 인사말, 연혁 (숨김)\n입학안내: (항목 없음)\n바닥글: 개인정보처리방침\n홈 바로가기: (항목 없음)',
  );
});
