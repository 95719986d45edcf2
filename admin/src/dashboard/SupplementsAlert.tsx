// The dashboard's notice of 보완 제출 waiting: applications whose applicant uploaded a 보완 서류 in the
// look-up that staff have not marked 확인 yet; the button opens the list filtered to them.
import { Alert, Button, Grid } from '@mui/material';
import { Link } from 'react-router-dom';

export function SupplementsAlert({ waiting }: { waiting?: number }) {
  if (!waiting) return null;
  const filter = encodeURIComponent(JSON.stringify({ supplement: 'waiting' }));
  return (
    <Grid size={12}>
      <Alert
        severity="info"
        data-testid="supplements-alert"
        action={
          <Button component={Link} to={`/applications?filter=${filter}`} color="inherit" size="small">
            확인하기
          </Button>
        }
      >
        지원자가 접수 조회에서 올린 보완 서류가 있는 원서 {waiting}건이 확인을 기다립니다.
      </Alert>
    </Grid>
  );
}
