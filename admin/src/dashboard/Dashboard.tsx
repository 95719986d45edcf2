// The admin home: where each task of the staff starts.
import { Card, CardContent, CardHeader, Grid, Typography, Button } from '@mui/material';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { navigation } from '../layout/Menu';

export function Dashboard() {
  const tasks = navigation.flatMap((g) => g.items).filter((i) => i.to !== '/');
  return (
    <>
      <Title title="대시보드" />
      <Grid container spacing={2} sx={{ mt: 1 }}>
        {tasks.map((t) => (
          <Grid key={t.to} size={{ xs: 12, sm: 6, md: 3 }}>
            <Card variant="outlined">
              <CardHeader title={t.label} />
              <CardContent>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {t.label} 화면으로 이동합니다.
                </Typography>
                <Button component={Link} to={t.to} variant="contained" size="small">
                  바로가기
                </Button>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
