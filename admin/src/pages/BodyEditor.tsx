// The body of a page in the one editor (admin/src/editor): sections, layout classes, tables with captions and
// header rows, definition lists, figures and the generated parts all kept as nodes, the text edited as in every
// other editor (undo, headings h2–h4, lists, tables, palette colours, images with their text, clean paste). There
// is no HTML source view: what the toolbar cannot make, the page does not need from content staff.
import { Box } from '@mui/material';
import { EditorContent, useEditor } from '@tiptap/react';
import { TiptapEditorProvider } from 'ra-input-rich-text';
import { useEffect, useRef } from 'react';
import { EditorToolbar } from '../editor/EditorToolbar';
import { finishHtml } from '../editor/finish-html';
import { editorOptions } from '../editor/options';
import { editorSx } from '../editor/styles';

interface Props {
  value: string;
  onChange: (html: string) => void;
  /** 'zh-Hans' for the China MBA pages. */
  lang?: string;
}

export function BodyEditor({ value, onChange, lang }: Props) {
  const emitted = useRef(value);
  const change = useRef(onChange);
  change.current = onChange;
  const editor = useEditor(
    {
      ...editorOptions('page', lang),
      content: value,
      editorProps: {
        attributes: { ...(lang ? { lang } : {}), role: 'textbox', 'aria-multiline': 'true', 'aria-label': '본문' },
      },
      onUpdate: ({ editor: e }) => {
        emitted.current = finishHtml(e.getHTML());
        change.current(emitted.current);
      },
    },
    [lang],
  );
  // A value from outside (a restored version, a reloaded draft) replaces the editor's content.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === emitted.current) return;
    emitted.current = value;
    const { from, to } = editor.state.selection;
    editor.commands.setContent(value, { emitUpdate: false });
    const end = editor.state.doc.content.size;
    editor.commands.setTextSelection({ from: Math.min(from, end), to: Math.min(to, end) });
  }, [editor, value]);

  return (
    <TiptapEditorProvider value={editor}>
      <Box sx={editorSx}>
        <EditorToolbar variant="page" />
        <EditorContent editor={editor} />
      </Box>
    </TiptapEditorProvider>
  );
}
