// The dashboard's 방문 통계 (GET /api/visits): the last 90 days' page views and visitors, the admissions funnel of the
// open round, and the charts (VisitCharts: recharts, loaded only when this card draws, so the admin's first load does
// not carry the chart library). Counted without cookies: the card says so, for staff asked about it.
import { lazy, Suspense, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CardHeader, Grid, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { downloadVisitsCsv, fetchVisits, type Funnel } from './api';

const VisitCharts = lazy(() => import('./VisitCharts'));

const dotted = (day: string) => day.replace(/-/g, '.');
const n = (v: number) => v.toLocaleString('ko-KR');
const rate = (part: number, whole: number) => (whole > 0 ? ` (${Math.round((part / whole) * 100)}%)` : '');

function FunnelSteps({ funnel }: { funnel: Funnel }) {
  const steps = [
    ['모집요강 조회', funnel.recruitViews],
    ['원서접수 화면 조회', funnel.receiptViews],
    ['원서 작성 시작', funnel.started],
    ['원서 제출', funnel.submitted],
  ] as const;
  return (
    <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
      {steps.map(([label, value], i) => (
        <Box component="li" key={label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <Typography variant="body2">
            {i + 1}. {label}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {n(value)}
            {i > 0 ? rate(value, steps[i - 1][1]) : ''}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function VisitsCard() {
  const { data, error } = useQuery({ queryKey: ['visits'], queryFn: fetchVisits });
  const [failed, setFailed] = useState('');
  if (error) return null;
  if (!data) return null;
  const save = (kind: 'views' | 'days') =>
    downloadVisitsCsv(data, kind).then(
      () => setFailed(''),
      (e: Error) => setFailed(e.message),
    );
  return (
    <Grid size={{ xs: 12 }}>
      <Card variant="outlined">
        <CardHeader
          title="방문 통계"
          subheader={`${dotted(data.from)} ~ ${dotted(data.to)} (최근 90일) · 쿠키 없이, 방문자를 알아볼 수 없는 숫자로만 셉니다. 검색 로봇은 빠집니다.`}
          slotProps={{ title: { variant: 'subtitle1', fontWeight: 700, component: 'h2' } }}
        />
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ mb: 2 }}>
            <Typography>
              페이지뷰 <strong>{n(data.totals.views)}</strong>
            </Typography>
            <Typography>
              일별 순방문자 합계 <strong>{n(data.totals.visitors)}</strong>
            </Typography>
            <Box sx={{ flexGrow: 1 }} />
            <Button size="small" variant="outlined" onClick={() => void save('days')}>
              일별 CSV 내려받기
            </Button>
            <Button size="small" variant="outlined" onClick={() => void save('views')}>
              페이지별 CSV 내려받기
            </Button>
          </Stack>
          {failed && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failed}
            </Alert>
          )}
          {data.funnels.map((f) => (
            <Box key={f.round.id} sx={{ mb: 3 }}>
              <Typography variant="subtitle2" component="h3" gutterBottom>
                모집 단계별 현황: {f.round.name} {f.round.open ? '(접수 중)' : '(접수 마감)'} · {dotted(f.from)} ~{' '}
                {dotted(f.to)}
              </Typography>
              <FunnelSteps funnel={f} />
            </Box>
          ))}
          <Suspense
            fallback={
              <Typography variant="body2" color="text.secondary">
                그래프를 불러오는 중입니다…
              </Typography>
            }
          >
            <VisitCharts data={data} />
          </Suspense>
        </CardContent>
      </Card>
    </Grid>
  );
}
