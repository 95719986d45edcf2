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
          parseHTML: (el) => paletteColor(el.style.color || ''),
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
