// The starting bodies of 새 페이지: each survives the page policy unchanged (so the editor shows what is stored) and
// passes the authoring checks that block a publish, in Korean and in Chinese.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PAGE_LAYOUT_KEYS, starterBody } from '../../domain/page-create.js';
import { PAGE_LANGS } from '../../domain/pages.js';
import { checkPageContent } from '../html/page-checks.js';
import { sanitizePageHtml } from '../html/page-policy.js';

test('every layout in both languages is kept as it is by the page policy and may be published', () => {
  for (const layout of PAGE_LAYOUT_KEYS)
    for (const lang of PAGE_LANGS) {
      const body = starterBody(layout, lang);
      assert.equal(sanitizePageHtml(body), body, `${layout} ${lang}`);
      assert.deepEqual(checkPageContent(body).errors, [], `${layout} ${lang}`);
    }
  assert.match(starterBody('table', 'ko'), /<thead><tr><th scope="col">구분<\/th>/);
  assert.doesNotMatch(starterBody('text', 'zh-Hans'), /[\uac00-\ud7a3]/, 'no Korean on a Chinese page');
});
