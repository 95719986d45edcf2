import assert from 'node:assert/strict';
import { test } from 'node:test';
import { richTextWithoutStyles } from './rich-text-styles.js';

test('alignment becomes a class; colours outside the palette, backgrounds and anything else are dropped', () => {
  assert.equal(
    richTextWithoutStyles(
      '<p style="text-align:center">a</p><span style="color:#c00;background-color:rgb(1, 2, 3)">b</span>',
    ),
    '<p class="rt-align-center">a</p><span>b</span>',
  );
  assert.equal(richTextWithoutStyles('<td colspan="2" style="position:fixed">x</td>'), '<td colspan="2">x</td>');
  assert.equal(richTextWithoutStyles('<p>style="text-align:center"</p>'), '<p>style="text-align:center"</p>');
});

test('a palette colour becomes a class that base.css draws', async () => {
  const { readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { TEXT_PALETTE } = await import('../../domain/editor-palette.js');
  assert.equal(
    richTextWithoutStyles('<span style="color: #b3261e">a</span>'),
    '<span class="rt-color-b3261e">a</span>',
  );
  const css = readFileSync(join(process.cwd(), 'public-web/assets/css/base.css'), 'utf8');
  for (const c of TEXT_PALETTE) assert.ok(css.includes(`.rt-color-${c.hex.slice(1)} {\n  color: ${c.hex};`), c.hex);
});
