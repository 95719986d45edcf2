// The dashboard's warning about 결과 확정 (server/api/dashboard/results-confirm.ts): a round whose results are not
// confirmed, from 24 hours before its announcement. Past the announcement applicants still read 심사 중.
import { Alert, Button, Grid } from '@mui/material';
import { Link } from 'react-router-dom';
import type { ConfirmWarning } from '../../../domain/result-confirmation';
import { formatDateTime } from '../../../domain/time';

export function ResultsConfirmAlert({ rounds }: { rounds?: ConfirmWarning[] }) {
  if (!rounds?.length) return null;
  return (
    <Grid size={12}>
      {rounds.map((r) => (
        <Alert
          key={r.id}
          severity={r.overdue ? 'error' : 'warning'}
          sx={{ mb: 1 }}
          data-testid="results-confirm-warning"
          action={
            <Button component={Link} to={`/rounds/${r.id}/results`} color="inherit" size="small">
              결과 확정하기
            </Button>
          }
        >
          {r.overdue
            ? `${r.name}: 발표 시각(${formatDateTime(r.announceAt)})이 지났지만 결과가 확정되지 않아 지원자에게 ‘심사 중’으로 보이고 안내 메일이 나가지 않았습니다.`
            : `${r.name}: ${formatDateTime(r.announceAt)} 발표 전에 결과를 확정해야 합니다. 확정하지 않으면 결과가 공개되지 않습니다.`}
        </Alert>
      ))}
    </Grid>
  );
}
