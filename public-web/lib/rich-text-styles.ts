// The CSP allows no style="" attribute (issue 10 item 17), but the rich-text editor's sanitized HTML keeps
// colour and alignment as style attributes (server/api/posts/sanitize.ts, server/popups/sanitize.ts).
// On the way out, alignment becomes a class (works without JavaScript) and colours become data attributes
// that the page's script applies through CSSOM (element.style.setProperty is not an inline style to the CSP).
// The input is sanitize-html's output: attributes double-quoted, quotes inside values escaped.

import { paletteColor } from '../../domain/editor-palette.js';

const ALIGN = /^(left|right|center|justify)$/;
/** The sanitizers' colour forms again: #hex, rgb()/rgba(), a colour name. */
const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]{5,40}\)|[a-z]{3,20})$/i;

export function richTextWithoutStyles(html: string): string {
  return html.replace(/ style="([^"]*)"/g, (_all, decls: string) => {
    const classes: string[] = [];
    const data: string[] = [];
    for (const decl of decls.split(';')) {
      const i = decl.indexOf(':');
      if (i < 0) continue;
      const prop = decl.slice(0, i).trim().toLowerCase();
      const value = decl.slice(i + 1).trim();
      if (prop === 'text-align' && ALIGN.test(value)) classes.push(`rt-align-${value}`);
      // The editor's palette colours are classes (base.css): no script needed, AA by construction.
      else if (prop === 'color' && paletteColor(value)) classes.push(`rt-color-${paletteColor(value)!.slice(1)}`);
      else if (prop === 'color' && COLOR.test(value)) data.push(` data-rt-color="${value}"`);
      else if (prop === 'background-color' && COLOR.test(value)) data.push(` data-rt-bg="${value}"`);
    }
    return (classes.length ? ` class="${classes.join(' ')}"` : '') + data.join('');
  });
}

/** In the browser: gives the rich text its colours back. */
export function applyRichTextColors(root: ParentNode = document): void {
  for (const el of Array.from(root.querySelectorAll<HTMLElement>('[data-rt-color],[data-rt-bg]'))) {
    const { rtColor, rtBg } = el.dataset;
    if (rtColor && COLOR.test(rtColor)) el.style.setProperty('color', rtColor);
    if (rtBg && COLOR.test(rtBg)) el.style.setProperty('background-color', rtBg);
  }
}
