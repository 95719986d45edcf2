// The application page's 등록 section: 예비 순위 and 추가합격 with its deadline, 등록 recorded with the amount
// and the day paid (the applicant gets the 등록 확인 mail) or undone, and 등록포기 recorded with the reason staff were
// told. Each change is in the status history below; the server refuses what the status does not allow.
import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useRecordContext, useRefresh } from 'react-admin';
import { seoulDay } from '../../../domain/time';
import { httpClient } from '../httpClient';
import { useAction } from '../useAction';
import { seoul } from './statuses';

interface RegistrationRecord {
  id: number;
  status: string;
  documents?: unknown[];
  waitlistRank: number | null;
  additional: boolean;
  offeredAt: string | null;
  offerRespondBy: string | null;
  registeredAt: string | null;
  registrationAmount: number | null;
  registrationPaidAt: string | null;
  declinedAt: string | null;
  declineKindLabel: string | null;
  declineReason: string | null;
}

const won = (n: number | null) => (n === null ? '—' : `${n.toLocaleString('ko-KR')}원`);

const send = (url: string, method: 'PUT' | 'POST', body: unknown) =>
  httpClient(url, {
    method,
    body: JSON.stringify(body),
    headers: new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' }),
  });

function DeclineDialog({ id, open, onClose }: { id: number; open: boolean; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const refresh = useRefresh();
  const { busy, act } = useAction();
  const run = () =>
    act(
      () => send(`/api/applications/${id}/decline`, 'POST', { reason: reason.trim() }),
      '등록포기로 처리했습니다.',
      () => {
        setReason('');
        onClose();
        refresh();
      },
    );
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>등록포기 처리</DialogTitle>
      <DialogContent>
        <DialogContentText>
          지원자가 전화나 서면으로 등록하지 않겠다고 알린 경우에 처리합니다. 처리하면 되돌릴 수 없고, 등록 현황의 남은
          자리에 반영됩니다.
        </DialogContentText>
        <TextField
          fullWidth
          required
          autoFocus
          margin="dense"
          label="등록포기 사유"
          placeholder="예: 1월 27일 전화로 타 대학원 진학 의사를 알림"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>취소</Button>
        <Button color="error" variant="contained" onClick={run} disabled={busy || reason.trim().length < 2}>
          등록포기 처리
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function RegistrationPanel() {
  const r = useRecordContext<RegistrationRecord>();
  const refresh = useRefresh();
  const { busy, act } = useAction();
  const [amount, setAmount] = useState('');
  const [paidAt, setPaidAt] = useState(() => seoulDay(new Date()));
  const [declining, setDeclining] = useState(false);
  if (!r || !r.documents) return null;
  const register = () =>
    act(
      () => send(`/api/applications/${r.id}/registration`, 'PUT', { registered: true, amount: Number(amount), paidAt }),
      '등록을 처리했습니다. 지원자에게 등록 확인 메일을 보냅니다.',
      refresh,
    );
  const undo = () =>
    act(
      () => send(`/api/applications/${r.id}/registration`, 'PUT', { registered: false }),
      '등록을 취소했습니다.',
      refresh,
    );
  const amountOk = /^\d+$/.test(amount.trim());
  return (
    <Box data-testid="registration-panel">
      <Stack spacing={0.5} sx={{ mb: 1.5 }}>
        {r.waitlistRank !== null && <Typography variant="body2">예비 순위: {r.waitlistRank}순위</Typography>}
        {r.additional && (
          <Typography variant="body2">
            추가합격 {seoul(r.offeredAt)} · 등록 기한 {seoul(r.offerRespondBy)}
          </Typography>
        )}
        {r.status === 'registered' && (
          <Typography variant="body2" data-testid="registered">
            등록 {won(r.registrationAmount)} · 납부일 {r.registrationPaidAt} · 처리 {seoul(r.registeredAt)}
          </Typography>
        )}
        {r.status === 'declined' && (
          <Typography variant="body2" data-testid="declined">
            등록포기 ({r.declineKindLabel}) {seoul(r.declinedAt)}
            {r.declineReason ? ` · ${r.declineReason}` : ''}
          </Typography>
        )}
      </Stack>
      {r.status === 'accepted' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1 }}>
          <TextField
            size="small"
            label="납부 금액 (원)"
            value={amount}
            onChange={(e) => setAmount(e.target.value.replace(/[^\d]/g, ''))}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
          />
          <TextField
            size="small"
            type="date"
            label="납부일"
            value={paidAt}
            onChange={(e) => setPaidAt(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button variant="contained" onClick={register} disabled={busy || !amountOk || !paidAt}>
            등록 처리
          </Button>
        </Stack>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {r.status === 'registered' && (
          <Button onClick={undo} disabled={busy}>
            등록 취소
          </Button>
        )}
        {(r.status === 'accepted' || r.status === 'registered') && (
          <Button color="error" onClick={() => setDeclining(true)} disabled={busy}>
            등록포기 처리
          </Button>
        )}
      </Stack>
      {!['accepted', 'registered', 'declined'].includes(r.status) && (
        <Typography variant="body2" color="text.secondary">
          합격(추가합격 포함)한 지원서만 등록하거나 등록포기로 처리할 수 있습니다.
        </Typography>
      )}
      <DeclineDialog id={r.id} open={declining} onClose={() => setDeclining(false)} />
    </Box>
  );
}
