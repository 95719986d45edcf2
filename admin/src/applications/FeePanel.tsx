// The application page's 모집·입금 확인 card: the round it was made in and a switch for 입금 확인 (who, when).
import { Card, CardContent, CardHeader, FormControlLabel, Switch, Typography } from '@mui/material';
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
    <Card variant="outlined" sx={{ m: 2, mb: 0 }}>
      <CardHeader
        title="모집·입금 확인"
        titleTypographyProps={{ variant: 'subtitle1', fontWeight: 700 }}
        sx={{ pb: 0 }}
      />
      <CardContent>
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
      </CardContent>
    </Card>
  );
}
