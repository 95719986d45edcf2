// The one set of editor extensions for every place staff write (pages, posts, popups, the privacy policy, FAQ
// answers, mail templates in HTML): StarterKit's text, headings h2–h4, lists and undo/redo; tables; page
// structure and generated parts; images; colours from the palette only; and the paste cleanup. `page` bodies have
// no alignment (their policy has no style attribute but a palette colour).
import type { AnyExtension } from '@tiptap/core';
import { Node } from '@tiptap/core';
import { Image } from '@tiptap/extension-image';
import { TextAlign } from '@tiptap/extension-text-align';
import { TextStyle } from '@tiptap/extension-text-style';
import StarterKit from '@tiptap/starter-kit';
import { CleanPaste } from './clean-paste';
import { PaletteColor } from './palette-color';
import { structureExtensions } from './structure';
import { tableExtensions } from './table';

/** `rich`: posts, popups, the privacy policy, answers; `page`: page bodies; `letter`: result letters (no colour, no image). */
export type EditorVariant = 'page' | 'rich' | 'letter';

/** A list item holds blocks of any kind (a card's heading and paragraph, a step's number and heading). */
const ListItem = Node.create({
  name: 'listItem',
  content: 'block+',
  defining: true,
  parseHTML: () => [{ tag: 'li' }],
  renderHTML: ({ HTMLAttributes }) => ['li', HTMLAttributes, 0],
  addKeyboardShortcuts() {
    return {
      Enter: () => this.editor.commands.splitListItem(this.name),
      Tab: () => this.editor.commands.sinkListItem(this.name),
      'Shift-Tab': () => this.editor.commands.liftListItem(this.name),
    };
  },
});

const StaffImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      loading: { default: null, parseHTML: (el) => (el.getAttribute('loading') === 'lazy' ? 'lazy' : null) },
    };
  },
}).configure({ inline: true, allowBase64: false });

export function staffExtensions(variant: EditorVariant): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      listItem: false,
      codeBlock: false,
      trailingNode: false,
      // A link opens where it is unless the body says otherwise (TipTap's default adds target and rel to all).
      link: {
        openOnClick: false,
        autolink: true,
        protocols: ['mailto', 'tel'],
        HTMLAttributes: { target: null, rel: null, class: null },
      },
    }),
    ListItem,
    TextStyle,
    PaletteColor,
    StaffImage,
    ...tableExtensions,
    ...structureExtensions,
    CleanPaste.configure({ keepAlign: variant === 'rich' }),
    ...(variant === 'rich' ? [TextAlign.configure({ types: ['heading', 'paragraph'] })] : []),
  ];
}
