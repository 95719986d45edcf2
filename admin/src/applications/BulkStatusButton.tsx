// Changes the status of every selected application at once (with a reason and an optional applicant note).
import { useState } from 'react';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { Button, useListContext, useNotify, useRefresh, useUnselectAll } from 'react-admin';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { postJson } from './api';
import { statusChoices } from './statuses';

export function BulkStatusButton() {
  const { selectedIds } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselect = useUnselectAll('application');
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('doc_check');
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const apply = async () => {
    setBusy(true);
    try {
      await postJson('/api/applications/bulk-status', { ids: selectedIds, status, comment: comment || undefined });
      notify(`${selectedIds.length}건의 상태를 바꿨습니다.`, { type: 'success' });
      unselect();
      setOpen(false);
      refresh();
    } catch (err) {
      notify(err instanceof Error ? err.message : '에러가 발생했습니다', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button label="상태 일괄 변경" onClick={() => setOpen(true)}>
        <SwapHorizIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>선택한 {selectedIds.length}건의 상태 변경</DialogTitle>
        <DialogContent>
          <TextField
            select
            fullWidth
            margin="dense"
            label="바꿀 상태"
            value={status}
            onChange={(e) => setStatus(e.target.value)}
          >
            {statusChoices.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            fullWidth
            margin="dense"
            label="변경 사유 (내부 기록)"
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>취소</MuiButton>
          <MuiButton variant="contained" onClick={apply} disabled={busy}>
            변경
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
