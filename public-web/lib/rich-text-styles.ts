// The CSP allows no style="" attribute, but the rich-text editor's sanitized HTML keeps
// colour and alignment as style attributes (server/api/posts/sanitize.ts, server/popups/sanitize.ts).
// On the way out, alignment becomes a class (works without JavaScript) and a colour of the editor's AA palette a
// class too (base.css); any other colour (a body stored before the palette: a pasted red or grey under AA) and
// any background are dropped, so no stored text fails contrast.
// The input is sanitize-html's output: attributes double-quoted, quotes inside values escaped.

import { paletteColor } from '../../domain/editor-palette.js';

const ALIGN = /^(left|right|center|justify)$/;

export function richTextWithoutStyles(html: string): string {
  return html.replace(/ style="([^"]*)"/g, (_all, decls: string) => {
    const classes: string[] = [];
    for (const decl of decls.split(';')) {
      const i = decl.indexOf(':');
      if (i < 0) continue;
      const prop = decl.slice(0, i).trim().toLowerCase();
      const value = decl.slice(i + 1).trim();
      if (prop === 'text-align' && ALIGN.test(value)) classes.push(`rt-align-${value}`);
      // The editor's palette colours are classes (base.css): no script needed, AA by construction.
      else if (prop === 'color' && paletteColor(value)) classes.push(`rt-color-${paletteColor(value)!.slice(1)}`);
    }
    return classes.length ? ` class="${classes.join(' ')}"` : '';
  });
}
