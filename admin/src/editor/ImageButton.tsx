// 이미지 넣기: the picture is uploaded (POST /api/files?purpose=image) and goes in only with its alternative text,
// which the dialog asks for and will not take empty (KWCAG 5.1.1).
import { useState } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { useTiptapEditor } from 'ra-input-rich-text';
import { uploadFile } from './upload';
import { useFilePicker } from './useFilePicker';
// Brings the setImage command into the editor's types.
import type {} from '@tiptap/extension-image';

export function ImageButton() {
  const editor = useTiptapEditor();
  const [pending, setPending] = useState<{ url: string; alt: string } | null>(null);
  const { busy, open, fileInput } = useFilePicker({
    accept: 'image/jpeg,image/png,image/gif,image/webp',
    label: '넣을 이미지 파일',
    testId: 'editor-image-input',
    onFiles: async ([file]) => {
      const stored = await uploadFile(file, 'image');
      setPending({ url: stored.url, alt: '' });
    },
  });
  const insert = () => {
    if (!editor || !pending?.alt.trim()) return;
    editor.chain().focus().setImage({ src: pending.url, alt: pending.alt.trim() }).run();
    setPending(null);
  };
  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={busy ? <CircularProgress size={16} /> : <AddPhotoAlternateIcon />}
        disabled={!editor?.isEditable || busy}
        onClick={open}
      >
        이미지 넣기
      </Button>
      {fileInput}
      <Dialog open={Boolean(pending)} onClose={() => setPending(null)} aria-labelledby="image-alt-title">
        <DialogTitle id="image-alt-title">이미지 설명</DialogTitle>
        <DialogContent>
          <TextField
            label="이미지 대체 텍스트 (필수)"
            helperText="이미지가 보여 주는 내용을 글로 적어 주세요. 화면 낭독기 이용자는 이 글을 듣습니다."
            value={pending?.alt ?? ''}
            onChange={(e) => pending && setPending({ ...pending, alt: e.target.value })}
            onKeyDown={(e) => e.key === 'Enter' && insert()}
            autoFocus
            fullWidth
            required
            margin="dense"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPending(null)}>취소</Button>
          <Button variant="contained" onClick={insert} disabled={!pending?.alt.trim()}>
            이미지 넣기 확인
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
