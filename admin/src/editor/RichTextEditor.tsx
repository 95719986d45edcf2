// The rich-text input of posts: react-admin's tiptap editor with an image button that UPLOADS the picture
// (POST /api/files?purpose=image) and inserts our /files/ URL; an image on another host that gets in (pasted,
// inserted by address, loaded) is imported with consent by the toolbar's ExternalImageGuard. The server sanitizes
// the HTML again on save and refuses an image that is not ours.
import { CircularProgress, ToggleButton } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import {
  AlignmentButtons,
  ClearButtons,
  ColorButtons,
  FormatButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  useTiptapEditor,
  type RichTextInputProps,
} from 'ra-input-rich-text';
import { uploadFile } from './upload';
import { ExternalImageGuard } from './ExternalImageGuard';
import { LevelSelect } from './LevelSelect';
import { useFilePicker } from './useFilePicker';
// Brings the setImage command into the editor's types.
import type {} from '@tiptap/extension-image';

function ImageUploadButton() {
  const editor = useTiptapEditor();
  const { busy, open, fileInput } = useFilePicker({
    accept: 'image/jpeg,image/png,image/gif,image/webp',
    multiple: true,
    testId: 'editor-image-input',
    onFiles: async (files) => {
      if (!editor) return;
      for (const file of files) {
        const stored = await uploadFile(file, 'image');
        editor
          .chain()
          .focus()
          .setImage({ src: stored.url, alt: stored.name.replace(/\.[^.]+$/, '') })
          .run();
      }
    },
  });
  return (
    <>
      <ToggleButton
        value="image-upload"
        aria-label="이미지 올리기"
        title="이미지 올리기"
        disabled={!editor || !editor.isEditable || busy}
        onClick={open}
      >
        {busy ? <CircularProgress size={16} /> : <AddPhotoAlternateIcon fontSize="inherit" />}
      </ToggleButton>
      {fileInput}
    </>
  );
}

/**
 * react-admin's default toolbar with our accessible level menu; the image button is the caller's (upload or URL).
 * Every TipTap field has this toolbar, so it carries the import of external images for all of them.
 */
export function EditorToolbar({ imageButton }: { imageButton: React.ReactNode }) {
  return (
    <RichTextInputToolbar size="small">
      <ExternalImageGuard />
      <LevelSelect />
      <FormatButtons size="small" />
      <ColorButtons size="small" />
      <AlignmentButtons size="small" />
      <ListButtons size="small" />
      <LinkButtons size="small" />
      {imageButton}
      <QuoteButtons size="small" />
      <ClearButtons size="small" />
    </RichTextInputToolbar>
  );
}

export function RichTextEditor(props: RichTextInputProps) {
  return <RichTextInput {...props} toolbar={<EditorToolbar imageButton={<ImageUploadButton />} />} />;
}
