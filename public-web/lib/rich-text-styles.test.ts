import assert from 'node:assert/strict';
import { test } from 'node:test';
import { richTextWithoutStyles } from './rich-text-styles.js';

test('alignment becomes a class, colours data attributes, anything else is dropped', () => {
  assert.equal(
    richTextWithoutStyles(
      '<p style="text-align:center">a</p><span style="color:#c00;background-color:rgb(1, 2, 3)">b</span>',
    ),
    '<p class="rt-align-center">a</p><span data-rt-color="#c00" data-rt-bg="rgb(1, 2, 3)">b</span>',
  );
  assert.equal(richTextWithoutStyles('<td colspan="2" style="position:fixed">x</td>'), '<td colspan="2">x</td>');
  assert.equal(richTextWithoutStyles('<p>style="text-align:center"</p>'), '<p>style="text-align:center"</p>');
});
