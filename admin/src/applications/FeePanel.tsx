// The application page's 모집·입금 확인 section: the round it was made in; 입금 확인 with what arrived (amount,
// depositor, day: FeeConfirmDialog), or its cancellation; and the refund account and refunds (RefundPanel).
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useRefresh } from 'react-admin';
import { httpClient } from '../httpClient';
import { seoul } from './statuses';
import { useAction } from '../useAction';
import { FeeConfirmDialog } from './FeeConfirmDialog';
import { RefundPanel } from './RefundPanel';

interface FeeRecord {
  id: number;
  name: string;
  term: string;
  roundName: string | null;
  feePaidAt: string | null;
  feePaidBy: string | null;
  feeAmount: number | null;
  feeDepositor: string | null;
  feePaidOn: string | null;
  refundAccountMasked: string | null;
  documents?: unknown[];
}

export function FeePanel() {
  const r = useRecordContext<FeeRecord>();
  const refresh = useRefresh();
  const { busy, act } = useAction();
  const [open, setOpen] = useState(false);
  if (!r || !r.documents) return null;
  const paid = r.feePaidAt !== null;
  const cancel = () =>
    act(
      () =>
        httpClient(`/api/applications/${r.id}/fee`, {
          method: 'PUT',
          body: JSON.stringify({ paid: false }),
        }),
      '입금 확인을 취소했습니다.',
      refresh,
    );
  const told = [
    r.feeAmount === null ? '' : `${r.feeAmount.toLocaleString('ko-KR')}원`,
    r.feeDepositor ?? '',
    r.feePaidOn ?? '',
  ].filter(Boolean);
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        모집: {r.roundName ?? `${r.term} (모집 지정 없음)`}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {paid ? '입금 확인됨' : '입금 확인 전'}
      </Typography>
      {paid && (
        <Typography variant="body2" color="text.secondary" data-testid="fee-paid">
          {told.length ? `${told.join(' · ')} · ` : ''}
          {seoul(r.feePaidAt)} · {r.feePaidBy}
        </Typography>
      )}
      <Box sx={{ mt: 1 }}>
        {paid ? (
          <Button size="small" onClick={() => void cancel()} disabled={busy}>
            입금 확인 취소
          </Button>
        ) : (
          <Button size="small" variant="outlined" onClick={() => setOpen(true)} disabled={busy}>
            입금 확인
          </Button>
        )}
      </Box>
      <FeeConfirmDialog id={r.id} applicant={r.name} open={open} onClose={() => setOpen(false)} />
      <RefundPanel id={r.id} masked={r.refundAccountMasked} />
    </Box>
  );
}
