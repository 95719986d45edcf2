// The rich-text input of posts: react-admin's tiptap editor with an image button that UPLOADS the picture
// (POST /api/files?purpose=image) and inserts our /files/ URL. The server sanitizes the HTML again on save.
import { useRef, useState } from 'react';
import { CircularProgress, ToggleButton } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { useNotify } from 'react-admin';
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
import { LevelSelect } from './LevelSelect';
// Brings the setImage command into the editor's types.
import type {} from '@tiptap/extension-image';

function ImageUploadButton() {
  const editor = useTiptapEditor();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const onFiles = async (files: FileList | null) => {
    if (!files?.length || !editor) return;
    setBusy(true);
    try {
      for (const file of Array.from(files)) {
        const stored = await uploadFile(file, 'image');
        editor
          .chain()
          .focus()
          .setImage({ src: stored.url, alt: stored.name.replace(/\.[^.]+$/, '') })
          .run();
      }
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <>
      <ToggleButton
        value="image-upload"
        aria-label="이미지 올리기"
        title="이미지 올리기"
        disabled={!editor || !editor.isEditable || busy}
        onClick={() => input.current?.click()}
      >
        {busy ? <CircularProgress size={16} /> : <AddPhotoAlternateIcon fontSize="inherit" />}
      </ToggleButton>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        multiple
        hidden
        data-testid="editor-image-input"
        onChange={(e) => void onFiles(e.target.files)}
      />
    </>
  );
}

export function RichTextEditor(props: RichTextInputProps) {
  return (
    <RichTextInput
      {...props}
      toolbar={
        <RichTextInputToolbar size="small">
          <LevelSelect />
          <FormatButtons size="small" />
          <ColorButtons size="small" />
          <AlignmentButtons size="small" />
          <ListButtons size="small" />
          <LinkButtons size="small" />
          <ImageUploadButton />
          <QuoteButtons size="small" />
          <ClearButtons size="small" />
        </RichTextInputToolbar>
      }
    />
  );
}
