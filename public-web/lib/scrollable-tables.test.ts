// Tables from the editor scroll inside a named, focusable region; a table already in one is left as it is.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scrollableTables } from './scrollable-tables.js';

test('a bare table is wrapped in a region named by its caption; a wrapped one is left alone', () => {
  assert.equal(
    scrollableTables('<p>a</p><table><caption>장학 "안내"</caption><tr><td>x</td></tr></table><p>b</p>'),
    '<p>a</p><div class="table-wrap" tabindex="0" role="region" aria-label="장학 &quot;안내&quot;"><table><caption>장학 "안내"</caption><tr><td>x</td></tr></table></div><p>b</p>',
  );
  const wrapped =
    '<div class="table-wrap" tabindex="0" role="region" aria-label="t"><table><tr><td>x</td></tr></table></div>';
  assert.equal(scrollableTables(wrapped), wrapped);
  assert.equal(
    scrollableTables('<table><tr><td><table><tr><td>in</td></tr></table></td></tr></table>'),
    '<div class="table-wrap" tabindex="0" role="region" aria-label="표"><table><tr><td><table><tr><td>in</td></tr></table></td></tr></table></div>',
  );
});
