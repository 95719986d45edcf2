// 입금 확인 in the list: a chip per row and a bulk action that marks (or clears) every selected application.
import { useState } from 'react';
import {
  Button as MuiButton,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import PaidIcon from '@mui/icons-material/Paid';
import { Button, useListContext, useRefresh, useUnselectAll } from 'react-admin';
import { postJson } from './api';
import { seoul } from './statuses';
import { useAction } from '../useAction';

export function FeeChip({ paidAt, by }: { paidAt: string | null; by: string | null }) {
  return paidAt ? (
    <Chip size="small" color="success" variant="outlined" label="입금 확인" title={`${seoul(paidAt)} ${by ?? ''}`} />
  ) : (
    <Chip size="small" variant="outlined" label="미확인" />
  );
}

export function BulkFeeButton() {
  const { selectedIds } = useListContext();
  const refresh = useRefresh();
  const unselect = useUnselectAll('applications');
  const [open, setOpen] = useState(false);
  const { busy, act } = useAction();
  const apply = (paid: boolean) =>
    act(
      () => postJson('/api/applications/bulk-fee', { ids: selectedIds, paid }),
      paid ? `${selectedIds.length}건을 입금 확인했습니다.` : `${selectedIds.length}건의 입금 확인을 취소했습니다.`,
      () => {
        unselect();
        setOpen(false);
        refresh();
      },
    );
  return (
    <>
      <Button label="입금 확인" onClick={() => setOpen(true)}>
        <PaidIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>선택한 {selectedIds.length}건 입금 확인</DialogTitle>
        <DialogContent>
          <Typography variant="body2">
            전형료 입금을 확인한 지원서에 표시합니다. 확인한 시각과 처리자가 함께 기록됩니다.
          </Typography>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>닫기</MuiButton>
          <MuiButton onClick={() => apply(false)} disabled={busy}>
            확인 취소
          </MuiButton>
          <MuiButton variant="contained" onClick={() => apply(true)} disabled={busy}>
            입금 확인
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
