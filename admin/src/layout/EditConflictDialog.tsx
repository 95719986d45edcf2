// Edit conflicts: a save refused with 409 because someone saved the page, post or menu first. The
// dialog names who and when (Seoul time), shows both versions as text side by side (stacked at 375 px), and offers
// the two ways on: save my words again over the new version, or load the latest and drop mine. Nothing is
// overwritten without this choice; closing it keeps my words in the form, unsaved.
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { HttpError } from 'react-admin';
import { conflictTime, type EditConflict } from '../../../domain/edit-conflict';

/** The 409 of a versioned save, or null for any other failure. */
export function conflictOf<T = unknown>(err: unknown): EditConflict<T> | null {
  if (!(err instanceof HttpError) || err.status !== 409) return null;
  const body = err.body as Partial<EditConflict<T>> | undefined;
  if (!body || typeof body.version !== 'number' || typeof body.savedAt !== 'string') return null;
  return {
    savedBy: body.savedBy ?? '다른 관리자',
    savedAt: body.savedAt,
    version: body.version,
    current: body.current as T,
  };
}

interface Props {
  conflict: EditConflict | null;
  /** My unsaved version and the one saved first, as text a person reads (title first, a line per paragraph). */
  mine: string;
  theirs: string;
  busy?: boolean;
  onKeepMine: () => void;
  onLoadLatest: () => void;
  onClose: () => void;
}

function Version({ id, heading, text }: { id: string; heading: string; text: string }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography id={id} component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
        {heading}
      </Typography>
      <Box
        tabIndex={0}
        role="region"
        aria-labelledby={id}
        sx={{
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: 1.5,
          maxHeight: { xs: 200, sm: 360 },
          overflow: 'auto',
          fontSize: 14,
          color: 'text.primary',
        }}
      >
        {text || '(내용 없음)'}
      </Box>
    </Box>
  );
}

export function EditConflictDialog({ conflict, mine, theirs, busy = false, onKeepMine, onLoadLatest, onClose }: Props) {
  const open = conflict !== null;
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      maxWidth="lg"
      fullWidth
      aria-labelledby="edit-conflict-title"
    >
      <DialogTitle id="edit-conflict-title">다른 사람이 먼저 저장했습니다</DialogTitle>
      {conflict && (
        <DialogContent>
          <DialogContentText sx={{ mb: 2, color: 'text.primary' }}>
            {conflict.savedBy}님이 {conflictTime(conflict.savedAt)}에 먼저 저장했습니다. 내 내용은 아직 저장되지
            않았습니다. 두 내용을 비교한 뒤 하나를 고르세요.
          </DialogContentText>
          <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
            <Version id="edit-conflict-mine" heading="내 내용 (저장되지 않음)" text={mine} />
            <Version id="edit-conflict-theirs" heading={`${conflict.savedBy}님이 저장한 최신 내용`} text={theirs} />
          </Box>
        </DialogContent>
      )}
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          닫고 계속 고치기
        </Button>
        <Button variant="outlined" onClick={onLoadLatest} disabled={busy}>
          최신 내용 불러오기
        </Button>
        <Button variant="contained" onClick={onKeepMine} disabled={busy}>
          내 내용 유지하고 다시 저장
        </Button>
      </DialogActions>
    </Dialog>
  );
}
