// Text colour from the AA palette only (domain/editor-palette.ts): a colour the palette does not have is not kept
// from a paste or a loaded body, and the toolbar offers only the palette. Written as `color: #rrggbb`, the form
// the server's policies accept.
import { Extension } from '@tiptap/core';
import { paletteColor } from '../../../../domain/editor-palette';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    paletteColor: {
      setPaletteColor: (hex: string) => ReturnType;
      unsetPaletteColor: () => ReturnType;
    };
  }
}

export const PaletteColor = Extension.create({
  name: 'paletteColor',
  addGlobalAttributes: () => [
    {
      types: ['textStyle'],
      attributes: {
        color: {
          default: null,
          // From the attribute's text: a paste is parsed in an inert document, where el.style is not filled in.
          parseHTML: (el) =>
            paletteColor(/(?:^|;)\s*color\s*:\s*([^;]+)/i.exec(el.getAttribute('style') ?? '')?.[1] ?? ''),
          renderHTML: (attrs) => (attrs.color ? { style: `color: ${String(attrs.color)}` } : {}),
        },
      },
    },
  ],
  addCommands: () => ({
    setPaletteColor:
      (hex) =>
      ({ chain }) => {
        const c = paletteColor(hex);
        return c ? chain().setMark('textStyle', { color: c }).run() : false;
      },
    unsetPaletteColor:
      () =>
      ({ chain }) =>
        chain().setMark('textStyle', { color: null }).removeEmptyTextStyle().run(),
  }),
});
