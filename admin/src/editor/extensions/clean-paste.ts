// Every paste goes through paste-clean.ts; what it removed is told to whoever listens (the toolbar's live region).
import { Extension } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { cleanPastedHtml, removalMessage } from '../paste-clean';

type Listener = (message: string) => void;

declare module '@tiptap/core' {
  interface Storage {
    cleanPaste: { listeners: Set<Listener> };
  }
}

export const CleanPaste = Extension.create<{ keepAlign: boolean }, { listeners: Set<Listener> }>({
  name: 'cleanPaste',
  addOptions: () => ({ keepAlign: true }),
  addStorage: () => ({ listeners: new Set<Listener>() }),
  addProseMirrorPlugins() {
    const { keepAlign } = this.options;
    const listeners = this.storage.listeners;
    return [
      new Plugin({
        key: new PluginKey('cleanPaste'),
        props: {
          transformPastedHTML(html) {
            const out = cleanPastedHtml(html, { keepAlign });
            const message = removalMessage(out.removed);
            for (const l of listeners) l(message);
            return out.html;
          },
        },
      }),
    ];
  },
});
