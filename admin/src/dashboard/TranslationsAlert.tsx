// The dashboard's count of 번역 확인 필요: Chinese pages whose Korean counterpart changed since they were last checked
// (for the roles that keep 페이지 관리); the button opens the page list filtered to them.
import { Alert, Button, Grid } from '@mui/material';
import { Link } from 'react-router-dom';

export function TranslationsAlert({ stale }: { stale?: number }) {
  if (!stale) return null;
  const filter = encodeURIComponent(JSON.stringify({ translationStale: true }));
  return (
    <Grid size={12}>
      <Alert
        severity="warning"
        data-testid="translations-alert"
        action={
          <Button component={Link} to={`/pages?filter=${filter}`} color="inherit" size="small">
            번역 확인하기
          </Button>
        }
      >
        번역 확인 필요: 한국어 페이지가 바뀐 뒤 확인하지 않은 중국어 페이지 {stale}개가 있습니다.
      </Alert>
    </Grid>
  );
}
