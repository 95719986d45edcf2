// The table tools: 표 넣기 (three rows, three columns, the first a header row) anywhere; inside a table, rows and
// columns added or removed, the header row switched, its caption (표 제목) set, the table deleted.
import { Button, Stack } from '@mui/material';
import { useEditorState } from '@tiptap/react';
import { useTiptapEditor } from 'ra-input-rich-text';
import type { Editor } from '@tiptap/core';

const INSIDE: { label: string; run: (e: Editor) => boolean }[] = [
  { label: '행 추가', run: (e) => e.chain().focus().addRowAfter().run() },
  { label: '열 추가', run: (e) => e.chain().focus().addColumnAfter().run() },
  { label: '행 삭제', run: (e) => e.chain().focus().deleteRow().run() },
  { label: '열 삭제', run: (e) => e.chain().focus().deleteColumn().run() },
  { label: '머리글 행 켜기/끄기', run: (e) => e.chain().focus().toggleHeaderRow().run() },
  {
    label: '표 제목',
    run: (e) => {
      const current = e.getAttributes('table').caption as string | null;
      const next = window.prompt('표 제목 (표가 무엇을 보여 주는지, 비우면 제목 없음)', current ?? '');
      return next === null ? false : e.chain().focus().setTableCaption(next).run();
    },
  },
  { label: '표 삭제', run: (e) => e.chain().focus().deleteTable().run() },
];

export function TableButtons() {
  const editor = useTiptapEditor();
  const inTable = useEditorState({ editor, selector: ({ editor: e }) => Boolean(e?.isActive('table')) });
  const editable = Boolean(editor?.isEditable);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }} role="group" aria-label="표">
      <Button
        size="small"
        color="inherit"
        disabled={!editable || inTable}
        onClick={() => editor?.chain().focus().insertTable({ rows: 3, cols: 3 }).run()}
      >
        표 넣기
      </Button>
      {inTable &&
        INSIDE.map((b) => (
          <Button
            key={b.label}
            size="small"
            color="inherit"
            disabled={!editable}
            onClick={() => editor && b.run(editor)}
          >
            {b.label}
          </Button>
        ))}
    </Stack>
  );
}
