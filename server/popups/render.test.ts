// The popup layer's server HTML: first a region per popup (no JavaScript needed to read it), labelled by its
// title, Korean or Chinese buttons, hostile titles escaped in text and in the island's data attribute.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderToString } from 'preact-render-to-string';
import { renderPopupLayer } from '../../public-web/popups/render.js';
import type { PublicPopup } from '../../domain/popups.js';

const popup = (over: Partial<PublicPopup> = {}): PublicPopup => ({
  id: 1,
  title: '모집 안내',
  bodyHtml: '<p>본문</p>',
  image: null,
  linkUrl: '',
  linkNewTab: false,
  device: 'all',
  dismissMode: 'today',
  dismissHours: 24,
  left: null,
  top: null,
  width: 450,
  height: 500,
  ...over,
});

test('no popups: nothing at all (no style, no script)', () => {
  assert.equal(renderPopupLayer([]), null);
});

test('Korean: hidden layer until the island opens it, a labelled region per popup, the two buttons, noscript styles', () => {
  const html = renderToString(
    renderPopupLayer([
      popup(),
      popup({ id: 2, title: '둘째', dismissMode: 'hours', dismissHours: 12, left: 30, top: 40 }),
    ])!,
  );
  assert.match(html, /<div class="popup-layer" hidden lang="ko">/);
  assert.match(html, /<section id="popup-1" class="popup"[^>]*role="region" aria-labelledby="popup-1-title"/);
  assert.match(html, /<h2 class="popup__title" id="popup-1-title">모집 안내<\/h2>/);
  assert.match(html, />오늘 하루 보지 않기</);
  assert.match(html, />12시간 동안 보지 않기</);
  assert.match(html, />닫기</);
  // No style attribute (the CSP refuses them): the island places the popup through CSSOM.
  assert.doesNotMatch(html, / style=/);
  assert.match(html, /class="popup popup--placed"/);
  assert.match(html, /<noscript><style>/);
});

test('Chinese pages get Chinese buttons and lang zh-Hans', () => {
  const html = renderToString(renderPopupLayer([popup({ title: '招生通知' })], 'zh')!);
  assert.match(html, /lang="zh-Hans"/);
  assert.match(html, />今日不再显示</);
  assert.match(html, />关闭</);
});

test('an image links with its alt text; a new tab is announced; hostile titles are escaped everywhere', () => {
  const evil = '"><script>alert(1)</script>';
  const html = renderToString(
    renderPopupLayer([
      popup({
        title: evil,
        bodyHtml: '',
        image: { id: 3, url: '/files/3/a.png', alt: '12월 1일부터 접수', width: 40, height: 30 },
        linkUrl: '/entrance/recruit',
        linkNewTab: true,
      }),
    ])!,
  );
  assert.doesNotMatch(html, /<script>alert/);
  assert.match(
    html,
    /<a class="popup__image-link" href="\/entrance\/recruit" target="_blank" rel="noopener noreferrer"><img class="popup__image" src="\/files\/3\/w\/40" srcset="\/files\/3\/w\/40 40w" sizes="\(max-width: 450px\) 100vw, 450px" width="40" height="30" alt="12월 1일부터 접수"/,
  );
  assert.match(html, /새 창 열림/);
  const props = /data-props="([^"]*)"/.exec(html)?.[1] ?? '';
  assert.ok(props.length > 0 && !props.includes('<'));
});
