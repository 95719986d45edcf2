// The application page's 모집·입금 확인 section: the round it was made in and a switch for 입금 확인 (who, when).
import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import { useRecordContext, useRefresh } from 'react-admin';
import { httpClient } from '../httpClient';
import { seoul } from './statuses';
import { useAction } from '../useAction';

interface FeeRecord {
  id: number;
  term: string;
  roundName: string | null;
  feePaidAt: string | null;
  feePaidBy: string | null;
  documents?: unknown[];
}

export function FeePanel() {
  const r = useRecordContext<FeeRecord>();
  const refresh = useRefresh();
  const { busy, act } = useAction();
  if (!r || !r.documents) return null;
  const paid = r.feePaidAt !== null;
  const toggle = () =>
    act(
      () =>
        httpClient(`/api/applications/${r.id}/fee`, {
          method: 'PUT',
          body: JSON.stringify({ paid: !paid }),
          headers: new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' }),
        }),
      paid ? '입금 확인을 취소했습니다.' : '입금을 확인했습니다.',
      refresh,
    );
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        모집: {r.roundName ?? `${r.term} (모집 지정 없음)`}
      </Typography>
      <FormControlLabel
        control={<Switch checked={paid} onChange={toggle} disabled={busy} />}
        label={paid ? '입금 확인됨' : '입금 확인 전'}
      />
      {paid && (
        <Typography variant="body2" color="text.secondary" data-testid="fee-paid">
          {seoul(r.feePaidAt)} · {r.feePaidBy}
        </Typography>
      )}
    </Box>
  );
}
