// Every colour the editor offers reads at AA (4.5:1) on the page background; a browser's rgb() form of a palette
// colour is recognised and anything else is not.
import assert from 'node:assert/strict';
import test from 'node:test';
import { contrastRatio, PAGE_BACKGROUND, paletteColor, TEXT_PALETTE, toHex } from './editor-palette.js';

test('every palette colour meets 4.5:1 on the page background', () => {
  for (const c of TEXT_PALETTE) assert.ok(contrastRatio(c.hex, PAGE_BACKGROUND) >= 4.5, `${c.name} ${c.hex}`);
});

test('palette colours are found in the forms browsers write; others are not', () => {
  assert.equal(paletteColor('rgb(179, 38, 30)'), '#b3261e');
  assert.equal(paletteColor('#B3261E'), '#b3261e');
  assert.equal(paletteColor('#ff0000'), null);
  assert.equal(paletteColor('red'), null);
  assert.equal(paletteColor('#999'), null);
  assert.equal(toHex('#abc'), '#aabbcc');
  assert.equal(toHex('rgba(0,0,0,0.5)'), null);
});
