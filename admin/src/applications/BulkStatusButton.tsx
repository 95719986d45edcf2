// Changes the status of every selected application at once (with a reason and an optional applicant note).
import { useState } from 'react';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Button, useListContext, useRefresh, useUnselectAll } from 'react-admin';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { postJson } from './api';
import { ReasonField, StatusSelect } from './StatusFields';
import { useAction } from '../useAction';

export function BulkStatusButton() {
  const { selectedIds } = useListContext();
  const refresh = useRefresh();
  const unselect = useUnselectAll('applications');
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('doc_check');
  const [comment, setComment] = useState('');
  const { busy, act } = useAction();
  const apply = () =>
    act(
      () => postJson('/api/applications/bulk-status', { ids: selectedIds, status, comment: comment || undefined }),
      `${selectedIds.length}건의 상태를 바꿨습니다.`,
      () => {
        unselect();
        setOpen(false);
        refresh();
      },
    );
  return (
    <>
      <Button label="상태 일괄 변경" onClick={() => setOpen(true)}>
        <SwapHorizIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>선택한 {selectedIds.length}건의 상태 변경</DialogTitle>
        <DialogContent>
          <StatusSelect fullWidth margin="dense" label="바꿀 상태" value={status} onChange={setStatus} />
          <ReasonField fullWidth margin="dense" value={comment} onChange={setComment} />
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
