// The one toolbar of the one editor: undo/redo, the level menu (h2–h4), bold/italic/underline/strike, the palette,
// alignment (posts and popups only; letters have no colour and no image), lists, links, the image with its required text, tables, quotes and 서식 지우기.
// It also carries the import of images on another host and the live region that tells what a paste removed.
import {
  AlignmentButtons,
  ClearButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import { ExternalImageGuard } from './ExternalImageGuard';
import { FormatButtons } from './FormatButtons';
import { HistoryButtons } from './HistoryButtons';
import { ImageButton } from './ImageButton';
import { LevelSelect } from './LevelSelect';
import { PaletteMenu } from './PaletteMenu';
import { PasteNotice } from './PasteNotice';
import { TableButtons } from './TableButtons';
import type { EditorVariant } from './extensions';

export function EditorToolbar({ variant = 'rich' }: { variant?: EditorVariant }) {
  return (
    <>
      <RichTextInputToolbar size="small">
        <ExternalImageGuard />
        <HistoryButtons />
        <LevelSelect />
        <FormatButtons />
        {variant !== 'letter' && <PaletteMenu />}
        {variant === 'rich' && <AlignmentButtons size="small" />}
        <ListButtons size="small" />
        <LinkButtons size="small" />
        {variant !== 'letter' && <ImageButton />}
        <TableButtons />
        <QuoteButtons size="small" />
        <ClearButtons size="small" />
      </RichTextInputToolbar>
      <PasteNotice />
    </>
  );
}
