// After a paste that lost something (a script, fonts, colours outside the palette…), says what went in Korean in a
// polite live region, so a screen reader hears it too; the next paste replaces the message.
import { useEffect, useState } from 'react';
import { Box } from '@mui/material';
import { useTiptapEditor } from 'ra-input-rich-text';

export function PasteNotice() {
  const editor = useTiptapEditor();
  const [message, setMessage] = useState('');
  useEffect(() => {
    const listeners = editor?.storage.cleanPaste?.listeners;
    if (!listeners) return;
    const listen = (m: string) => setMessage(m ? `붙여 넣은 내용에서 ${m}` : '');
    listeners.add(listen);
    return () => void listeners.delete(listen);
  }, [editor]);
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ fontSize: '0.875rem', color: '#0d3c7a', px: 1, minHeight: message ? undefined : 0 }}
    >
      {message}
    </Box>
  );
}
