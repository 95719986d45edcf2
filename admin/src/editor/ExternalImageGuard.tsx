// Watches a TipTap editor for image nodes on another host (pasted, dropped, inserted by address, or in a body
// loaded from before the rule) and runs the import-with-consent step on them (external-images.ts). Part of the
// shared toolbar, so every rich-text field (posts, popups, the privacy policy) gets it once.
import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useTiptapEditor } from 'ra-input-rich-text';
import type { Editor } from '@tiptap/core';
import { isExternalSrc, resolveExternalImages } from './external-images';

function externalSrcs(editor: Editor): string[] {
  const found: string[] = [];
  editor.state.doc.descendants((node) => {
    if (node.type.name === 'image' && isExternalSrc(String(node.attrs.src ?? ''))) found.push(String(node.attrs.src));
  });
  return found;
}

function apply(editor: Editor, to: Map<string, string | null>): void {
  const hits: { pos: number; size: number; src: string | null; attrs: Record<string, unknown> }[] = [];
  editor.state.doc.descendants((node, pos) => {
    const src = String(node.attrs.src ?? '');
    if (node.type.name === 'image' && to.has(src))
      hits.push({ pos, size: node.nodeSize, src: to.get(src) ?? null, attrs: node.attrs });
  });
  if (!hits.length) return;
  const tr = editor.state.tr;
  // From the end, so a removal does not move the positions still to change.
  for (const h of hits.reverse()) {
    if (h.src === null) tr.delete(h.pos, h.pos + h.size);
    else tr.setNodeMarkup(h.pos, undefined, { ...h.attrs, src: h.src });
  }
  editor.view.dispatch(tr);
}

export function ExternalImageGuard() {
  const editor = useTiptapEditor();
  const notify = useNotify();
  const running = useRef(false);
  useEffect(() => {
    if (!editor) return;
    const check = async () => {
      if (running.current || editor.isDestroyed || !editor.isEditable) return;
      const srcs = externalSrcs(editor);
      if (!srcs.length) return;
      running.current = true;
      try {
        const to = await resolveExternalImages(srcs, (m) => notify(m, { type: 'error' }));
        if (!editor.isDestroyed) apply(editor, to);
      } finally {
        running.current = false;
      }
      // Something pasted while the import ran is looked at too.
      void check();
    };
    const onTransaction = ({ transaction }: { transaction: { docChanged: boolean } }) => {
      if (transaction.docChanged) void check();
    };
    editor.on('transaction', onTransaction);
    void check();
    return () => {
      editor.off('transaction', onTransaction);
    };
  }, [editor, notify]);
  return null;
}
