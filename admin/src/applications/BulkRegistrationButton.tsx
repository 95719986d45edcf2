// 등록 of the list's selection: each selected 합격 is registered with their round's 등록금 (per track and department)
// and one day paid, and gets the 등록 확인 mail (POST /api/applications/bulk-registration). All or none: one that is
// not 합격, or whose round states no 등록금 for them, refuses the whole selection with its name.
import { useState } from 'react';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { Button, useListContext, useRefresh, useUnselectAll } from 'react-admin';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { seoulDay } from '../../../domain/time';
import { postJson } from './api';
import { useAction } from '../useAction';

export function BulkRegistrationButton() {
  const { selectedIds } = useListContext();
  const refresh = useRefresh();
  const unselect = useUnselectAll('applications');
  const [open, setOpen] = useState(false);
  const [paidAt, setPaidAt] = useState(seoulDay(new Date()));
  const { busy, act } = useAction();
  const apply = () =>
    act(
      () => postJson('/api/applications/bulk-registration', { ids: selectedIds, paidAt }),
      `${selectedIds.length}명의 등록을 기록하고 등록 확인 메일을 보냈습니다.`,
      () => {
        setOpen(false);
        unselect();
        refresh();
      },
    );
  return (
    <>
      <Button label="등록" onClick={() => setOpen(true)}>
        <HowToRegIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{`선택한 ${selectedIds.length}명 등록`}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>
            모집 일정에 적은 등록금(과정·학과별)으로 등록을 기록하고 지원자에게 등록 확인 메일을 보냅니다. 합격이
            아니거나 등록금이 정해지지 않은 지원자가 있으면 아무것도 기록하지 않습니다.
          </DialogContentText>
          <TextField
            fullWidth
            margin="dense"
            type="date"
            label="납부일"
            value={paidAt}
            onChange={(e) => setPaidAt(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            required
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>취소</MuiButton>
          <MuiButton variant="contained" onClick={apply} disabled={busy || !paidAt}>
            등록
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
