// 입금 확인 of one application: what arrived as the bank statement shows it (amount, depositor, day). Each may be
// left empty; the confirmation is recorded all the same (who and when).
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useRefresh } from 'react-admin';
import { httpClient } from '../httpClient';
import { useAction } from '../useAction';
import { seoulDay } from '../../../domain/time';

export function FeeConfirmDialog(p: { id: number; applicant: string; open: boolean; onClose: () => void }) {
  const refresh = useRefresh();
  const { busy, act } = useAction();
  const [amount, setAmount] = useState('');
  const [depositor, setDepositor] = useState(p.applicant);
  const [paidOn, setPaidOn] = useState(() => seoulDay(new Date()));
  const save = () =>
    act(
      () =>
        httpClient(`/api/applications/${p.id}/fee`, {
          method: 'PUT',
          body: JSON.stringify({
            paid: true,
            amount: amount.trim() ? Number(amount.replace(/[,\s원]/g, '')) : null,
            depositor: depositor.trim() || null,
            paidOn: paidOn || null,
          }),
        }),
      '입금을 확인했습니다.',
      () => {
        p.onClose();
        refresh();
      },
    );
  return (
    <Dialog open={p.open} onClose={p.onClose} fullWidth maxWidth="xs">
      <DialogTitle>입금 확인</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label="입금액 (원)"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField label="입금자명" value={depositor} onChange={(e) => setDepositor(e.target.value)} />
          <TextField
            label="입금일"
            type="date"
            value={paidOn}
            onChange={(e) => setPaidOn(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose}>닫기</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          입금 확인
        </Button>
      </DialogActions>
    </Dialog>
  );
}
