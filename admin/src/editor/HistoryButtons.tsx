// 되돌리기 and 다시 실행 (also Ctrl+Z and Ctrl+Shift+Z / Ctrl+Y, from StarterKit's undo/redo).
import { IconButton } from '@mui/material';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import { useEditorState } from '@tiptap/react';
import { useTiptapEditor } from 'ra-input-rich-text';

export function HistoryButtons() {
  const editor = useTiptapEditor();
  const can = useEditorState({
    editor,
    selector: ({ editor: e }) => ({ undo: Boolean(e?.can().undo()), redo: Boolean(e?.can().redo()) }),
  });
  return (
    <>
      <IconButton
        size="small"
        aria-label="되돌리기"
        title="되돌리기 (Ctrl+Z)"
        disabled={!can?.undo}
        onClick={() => editor?.chain().focus().undo().run()}
      >
        <UndoIcon fontSize="inherit" />
      </IconButton>
      <IconButton
        size="small"
        aria-label="다시 실행"
        title="다시 실행 (Ctrl+Shift+Z)"
        disabled={!can?.redo}
        onClick={() => editor?.chain().focus().redo().run()}
      >
        <RedoIcon fontSize="inherit" />
      </IconButton>
    </>
  );
}
