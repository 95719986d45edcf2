// The refund account and the refunds of an application: the account masked until staff open it (the
// opening is a read in the access log), the refunds made, and a form to record one (amount, day, reason). Under
// 고등교육법 시행령 the unspent 전형료 is refunded in proportion by 4월 30일.
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { seoulDay } from '../../../domain/time';
import { httpClient } from '../httpClient';
import { useAction } from '../useAction';

interface RefundState {
  account: { bank: string; account: string; holder: string } | null;
  refunds: { id: number; amount: number; refundedOn: string; reason: string; createdByName: string | null }[];
}

export function RefundPanel({ id, masked }: { id: number; masked: string | null }) {
  const notify = useNotify();
  const { busy, act } = useAction();
  const [state, setState] = useState<RefundState | null>(null);
  const [amount, setAmount] = useState('');
  const [on, setOn] = useState(() => seoulDay(new Date()));
  const [reason, setReason] = useState('');
  const load = async () => {
    try {
      setState((await httpClient(`/api/applications/${id}/refunds`)).json as RefundState);
    } catch (err) {
      notify(err instanceof Error ? err.message : '에러가 발생했습니다', { type: 'error' });
    }
  };
  const add = () =>
    act(
      () =>
        httpClient(`/api/applications/${id}/refunds`, {
          method: 'POST',
          body: JSON.stringify({ amount: Number(amount.replace(/[,\s원]/g, '')), refundedOn: on, reason }),
        }),
      '환불을 기록했습니다.',
      () => {
        setAmount('');
        setReason('');
        void load();
      },
    );
  return (
    <Box sx={{ mt: 2 }} data-testid="refund-panel">
      <Typography variant="subtitle2" component="h3">
        전형료 환불
      </Typography>
      <Typography variant="body2" color="text.secondary">
        환불 계좌:{' '}
        {state?.account
          ? `${state.account.bank} ${state.account.account} (${state.account.holder})`
          : (masked ?? '없음')}
      </Typography>
      {!state ? (
        <Button size="small" onClick={() => void load()}>
          환불 계좌·내역 열기
        </Button>
      ) : (
        <>
          {state.refunds.map((r) => (
            <Typography key={r.id} variant="body2">
              {r.refundedOn} · {r.amount.toLocaleString('ko-KR')}원 · {r.reason}
              {r.createdByName ? ` · ${r.createdByName}` : ''}
            </Typography>
          ))}
          <Stack spacing={1} sx={{ mt: 1 }}>
            <TextField
              size="small"
              label="환불 금액 (원)"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <TextField
              size="small"
              label="환불일"
              type="date"
              value={on}
              onChange={(e) => setOn(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField size="small" label="환불 사유" value={reason} onChange={(e) => setReason(e.target.value)} />
            <Box>
              <Button size="small" variant="outlined" onClick={() => void add()} disabled={busy}>
                환불 기록
              </Button>
            </Box>
          </Stack>
        </>
      )}
    </Box>
  );
}
