// The paragraph-level menu of the editor's toolbar (본문, 제목, 소제목, 작은 제목: h2–h4, the levels the public CSS
// draws under a page's own h1). It replaces ra-input-rich-text's LevelSelect,
// whose <li> sits in a <nav> without a list and whose button is named "현재 문단 종류" while it shows "본문"
// (axe: listitem, label-content-name-mismatch). Here the button's name is "문단 종류: 본문", its visible text included.
import { useState } from 'react';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useEditorState } from '@tiptap/react';
import { useTranslate } from 'react-admin';
import { useTiptapEditor } from 'ra-input-rich-text';
// Bring the setParagraph and setHeading commands into the editor's types.
import type {} from '@tiptap/extension-heading';
import type {} from '@tiptap/extension-paragraph';

// Read by screen readers, not shown (the usual clip-based visually-hidden pattern).
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

type Level = 0 | 2 | 3 | 4;
const LEVELS: Level[] = [0, 2, 3, 4];
const labelKey = (l: Level) => (l === 0 ? 'ra.tiptap.paragraph' : `ra.tiptap.heading${l}`);

export function LevelSelect() {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = useEditorState({
    editor,
    selector: ({ editor: e }) => LEVELS.find((l) => (l === 0 ? false : e?.isActive('heading', { level: l }))) ?? 0,
  });
  const choose = (l: Level) => {
    setAnchor(null);
    if (l === 0) editor.chain().focus().setParagraph().run();
    else editor.chain().focus().setHeading({ level: l }).run();
  };
  return (
    <>
      <Button
        size="small"
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? 'level-menu' : undefined}
        aria-expanded={anchor ? true : undefined}
        disabled={!editor?.isEditable}
        onClick={(e) => setAnchor(e.currentTarget)}
        endIcon={<ArrowDropDownIcon />}
        sx={{ minWidth: 88, justifyContent: 'space-between', textTransform: 'none' }}
      >
        <Box component="span" sx={visuallyHidden}>
          {translate('ra.tiptap.select_level')}:{' '}
        </Box>
        {translate(labelKey(current))}
      </Button>
      <Menu id="level-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LEVELS.map((l) => (
          <MenuItem key={l} selected={l === current} onClick={() => choose(l)}>
            {translate(labelKey(l))}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
