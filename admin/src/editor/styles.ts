// How a body looks inside the editor: close enough to the public page to find one's way (sections, tables with
// borders and header cells, timelines, definition lists), with the generated parts as labelled chips.
import type { SxProps, Theme } from '@mui/material';

/** The editing area's frame (react-admin's RichTextInput draws its own). */
const frame = {
  '& .ProseMirror': {
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    p: 2,
    minHeight: 320,
    maxHeight: '70vh',
    overflow: 'auto',
    lineHeight: 1.7,
    '&:focus': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
  },
};

/** What is inside the editing area, for every editor. */
export const contentSx = {
  '& .ProseMirror h2': { fontSize: '1.3rem', mt: 2, mb: 1 },
  '& .ProseMirror h3': { fontSize: '1.1rem', mt: 1.5, mb: 1 },
  '& .ProseMirror section': { borderLeft: 3, borderColor: 'divider', pl: 1.5, my: 2 },
  '& .ProseMirror table': { borderCollapse: 'collapse', width: '100%', my: 1 },
  '& .ProseMirror th, & .ProseMirror td': {
    border: 1,
    borderColor: 'divider',
    p: 0.75,
    textAlign: 'left',
    verticalAlign: 'top',
    position: 'relative',
  },
  '& .ProseMirror th': { bgcolor: 'action.hover' },
  '& .ProseMirror td p, & .ProseMirror th p': { m: 0 },
  '& .ProseMirror .selectedCell': { bgcolor: '#e3f2fd' },
  '& .ProseMirror caption': { textAlign: 'left', fontWeight: 'bold', mb: 0.5 },
  '& .ProseMirror img': { maxWidth: '100%', height: 'auto' },
  '& .ProseMirror img.ProseMirror-selectednode': { outline: '3px solid', outlineColor: 'primary.main' },
  '& .ProseMirror dt': { fontWeight: 'bold' },
  '& .ProseMirror dd': { ml: 2, mb: 1 },
  '& .ProseMirror .timeline-year': { fontWeight: 'bold' },
  '& .ProseMirror .editor-widget': {
    display: 'inline-block',
    px: 1,
    my: 0.25,
    borderRadius: 1,
    fontSize: '0.8rem',
    bgcolor: '#e3f2fd',
    color: '#0d3c7a',
    userSelect: 'none',
  },
  '& .ProseMirror .ProseMirror-selectednode.editor-widget': { outline: '2px solid', outlineColor: 'primary.main' },
};

export const editorSx: SxProps<Theme> = { ...frame, ...contentSx };
