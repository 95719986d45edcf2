// 굵게, 기울임, 밑줄, 취소선 (ra-input-rich-text's set also has 코드, which no public page draws).
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatStrikethrough from '@mui/icons-material/FormatStrikethrough';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import { useEditorState } from '@tiptap/react';
import { useTiptapEditor } from 'ra-input-rich-text';

const MARKS = [
  { mark: 'bold', label: '굵게', Icon: FormatBold },
  { mark: 'italic', label: '기울임', Icon: FormatItalic },
  { mark: 'underline', label: '밑줄', Icon: FormatUnderlined },
  { mark: 'strike', label: '취소선', Icon: FormatStrikethrough },
] as const;

export function FormatButtons() {
  const editor = useTiptapEditor();
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => MARKS.filter((m) => e?.isActive(m.mark)).map((m) => m.mark as string),
  });
  return (
    <ToggleButtonGroup size="small" value={active ?? []} aria-label="글자 모양">
      {MARKS.map(({ mark, label, Icon }) => (
        <ToggleButton
          key={mark}
          value={mark}
          aria-label={label}
          title={label}
          disabled={!editor?.isEditable}
          onClick={() => editor?.chain().focus().toggleMark(mark).run()}
        >
          <Icon fontSize="inherit" />
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
