// Attachments of a post: files upload as soon as they are chosen (Korean names kept), can be removed or
// reordered, and are claimed by the post when it is saved; an HWP without its PDF stops the save at the list. The board's limits are shown and checked. readOnly: the
// files are listed, nothing can be added, moved or removed.
import {
  Alert,
  Box,
  Button,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/Delete';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { useInput } from 'react-admin';
import { formatSize, uploadFile, type UploadedFile } from '../editor/upload';
import { useFilePicker } from '../editor/useFilePicker';
import type { BoardInfo } from './useBoard';
import { hwpWithoutPdf, hwpWithoutPdfMessage } from '../../../domain/authoring-checks';

// An HWP file alone stops the save here, at the attachment, with the way out: the same document as a PDF.
const hwpOnly = (files: UploadedFile[] | undefined) => {
  const [first] = hwpWithoutPdf((files ?? []).map((f) => f.name));
  return first ? hwpWithoutPdfMessage(first) : undefined;
};

export function AttachmentsInput({ board, readOnly = false }: { board: BoardInfo; readOnly?: boolean }) {
  const { field } = useInput<UploadedFile[]>({
    source: 'attachments',
    defaultValue: [],
    validate: readOnly ? undefined : hwpOnly,
  });
  const files: UploadedFile[] = field.value ?? [];
  const hwpProblem = readOnly ? undefined : hwpOnly(files);
  const exts = board.allowedExtensions;

  const { busy, open, fileInput } = useFilePicker({
    multiple: true,
    testId: 'attachments-input',
    onFiles: async (list) => {
      let next = [...files];
      for (const file of list) {
        if (next.length >= board.maxFiles) throw new Error(`첨부파일은 ${board.maxFiles}개까지 올릴 수 있습니다.`);
        if (file.size > board.maxFileMb * 1024 * 1024)
          throw new Error(`${file.name}: 파일이 너무 큽니다. (최대 ${board.maxFileMb}MB)`);
        const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
        if (exts.length && !exts.includes(ext))
          throw new Error(`${file.name}: 허용하지 않는 형식입니다. (허용: ${exts.join(', ')})`);
        next = [...next, await uploadFile(file, 'document')];
        field.onChange(next);
      }
    },
  });
  const remove = (id: number) => field.onChange(files.filter((f) => f.id !== id));
  const up = (i: number) => {
    const next = [...files];
    [next[i - 1], next[i]] = [next[i], next[i - 1]];
    field.onChange(next);
  };

  return (
    <Box sx={{ width: '100%', my: 1 }}>
      <Typography variant="subtitle2">첨부파일</Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        최대 {board.maxFiles}개, 파일당 {board.maxFileMb}MB까지{exts.length ? ` · 허용 형식: ${exts.join(', ')}` : ''}
      </Typography>
      {files.length > 0 && (
        <List dense sx={{ maxWidth: 640 }}>
          {files.map((f, i) => (
            <ListItem
              key={f.id}
              divider
              secondaryAction={
                !readOnly && (
                  <>
                    {i > 0 && (
                      <IconButton aria-label={`${f.name} 위로`} onClick={() => up(i)} size="small">
                        <ArrowUpwardIcon fontSize="small" />
                      </IconButton>
                    )}
                    <IconButton aria-label={`${f.name} 삭제`} onClick={() => remove(f.id)} size="small">
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </>
                )
              }
            >
              <ListItemText primary={f.name} secondary={formatSize(f.size)} />
            </ListItem>
          ))}
        </List>
      )}
      {hwpProblem && (
        <Alert severity="error" sx={{ maxWidth: 640, my: 1 }} id="attachments-hwp" role="alert">
          {hwpProblem} PDF를 올리기 전에는 저장할 수 없습니다.
        </Alert>
      )}
      {busy && <LinearProgress sx={{ maxWidth: 640, my: 1 }} />}
      {!readOnly && (
        <Button
          variant="outlined"
          size="small"
          startIcon={<AttachFileIcon />}
          disabled={busy || files.length >= board.maxFiles}
          onClick={open}
        >
          파일 추가
        </Button>
      )}
      {!readOnly && fileInput}
    </Box>
  );
}

export function PhotoInput({ readOnly = false }: { readOnly?: boolean }) {
  const { field } = useInput<UploadedFile | null>({ source: 'photo', defaultValue: null });
  const photo = field.value;
  const { busy, open, fileInput } = useFilePicker({
    accept: 'image/jpeg,image/png,image/webp',
    testId: 'photo-input',
    onFiles: async ([file]) => field.onChange(await uploadFile(file, 'image')),
  });
  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="subtitle2">사진</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1 }}>
        <Box
          sx={{
            width: 96,
            height: 120,
            bgcolor: 'grey.100',
            borderRadius: 1,
            overflow: 'hidden',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          {photo ? (
            <img
              src={photo.thumbUrl ?? photo.url}
              alt="교수 사진"
              style={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <Typography variant="caption">사진 없음</Typography>
          )}
        </Box>
        {!readOnly && (
          <Button variant="outlined" size="small" disabled={busy} onClick={open}>
            {photo ? '사진 바꾸기' : '사진 올리기'}
          </Button>
        )}
        {photo && !readOnly && (
          <Button size="small" color="error" onClick={() => field.onChange(null)}>
            사진 빼기
          </Button>
        )}
      </Box>
      {!readOnly && fileInput}
    </Box>
  );
}
