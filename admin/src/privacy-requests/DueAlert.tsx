// The dashboard's warning about 개인정보 요청 (server/api/dashboard: privacyRequestsDue): each open request within 3
// days of its due date, or past it, with a link to answer it.
import { Alert, Button, Grid } from '@mui/material';
import { Link } from 'react-router-dom';

export interface DueRequest {
  id: number;
  kindLabel: string;
  dueDay: string;
  daysLeft: number;
}

const when = (d: number) => (d < 0 ? `${-d}일 지났습니다` : d === 0 ? '오늘까지입니다' : `${d}일 남았습니다`);

export function PrivacyDueAlert({ requests }: { requests?: DueRequest[] }) {
  if (!requests?.length) return null;
  return (
    <Grid size={12}>
      {requests.map((r) => (
        <Alert
          key={r.id}
          severity={r.daysLeft < 0 ? 'error' : 'warning'}
          sx={{ mb: 1 }}
          data-testid="privacy-request-due"
          action={
            <Button component={Link} to={`/privacy-requests/${r.id}/show`} color="inherit" size="small">
              답변하기
            </Button>
          }
        >
          개인정보 {r.kindLabel} 요청 {r.id}번: 처리 기한({r.dueDay.replaceAll('-', '.')})이 {when(r.daysLeft)}.
          개인정보 보호법상 10일 안에 답해야 합니다.
        </Alert>
      ))}
    </Grid>
  );
}
