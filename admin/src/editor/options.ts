// The editor's options for a variant and a language (lang="zh-Hans" on the editing area of a Chinese text).
import type { EditorOptions } from '@tiptap/core';
import { staffExtensions, type EditorVariant } from './extensions';

export function editorOptions(variant: EditorVariant, lang?: string): Partial<EditorOptions> {
  return {
    extensions: staffExtensions(variant),
    editorProps: { attributes: lang ? { lang } : {} },
  };
}
