// 글자 색: the palette's colours only (each AA on the page background) and 기본 색 to take a colour off.
import { useState } from 'react';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import FormatColorTextIcon from '@mui/icons-material/FormatColorText';
import { useTiptapEditor } from 'ra-input-rich-text';
import { TEXT_PALETTE } from '../../../domain/editor-palette';

export function PaletteMenu() {
  const editor = useTiptapEditor();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (hex: string | null) => {
    setAnchor(null);
    if (hex) editor?.chain().focus().setPaletteColor(hex).run();
    else editor?.chain().focus().unsetPaletteColor().run();
  };
  return (
    <>
      <Button
        size="small"
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? 'palette-menu' : undefined}
        aria-expanded={anchor ? true : undefined}
        disabled={!editor?.isEditable}
        onClick={(e) => setAnchor(e.currentTarget)}
        startIcon={<FormatColorTextIcon />}
        sx={{ textTransform: 'none' }}
      >
        글자 색
      </Button>
      <Menu id="palette-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose(null)}>기본 색</MenuItem>
        {TEXT_PALETTE.map((c) => (
          <MenuItem key={c.hex} onClick={() => choose(c.hex)} sx={{ color: c.hex, fontWeight: 600 }}>
            <Box
              component="span"
              aria-hidden
              sx={{ width: 14, height: 14, bgcolor: c.hex, mr: 1, borderRadius: 0.5 }}
            />
            {c.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
