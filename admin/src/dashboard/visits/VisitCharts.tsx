// The charts of 방문 통계 (recharts, in a chunk of its own that VisitsCard loads when it draws): page views and
// visitors per day for the span, the top pages, the top referrers, devices, and the open round's funnel. Each chart
// carries a short description for screen readers; the numbers themselves are in the card and the CSV.
import { Box, Grid, Typography, useTheme } from '@mui/material';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { DEVICE_LABELS, LANG_LABELS, referrerLabel, type VisitFigures } from './api';

const n = (v: number) => v.toLocaleString('ko-KR');
const short = (day: string) => `${Number(day.slice(5, 7))}.${Number(day.slice(8, 10))}`;

function Figure({
  title,
  summary,
  height,
  children,
}: {
  title: string;
  summary: string;
  height: number;
  children: React.ReactElement;
}) {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography variant="subtitle2" component="figcaption" gutterBottom>
        {title}
      </Typography>
      <Box role="img" aria-label={`${title}: ${summary}`} sx={{ width: '100%', height }}>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </Box>
    </Box>
  );
}

function Bars({ rows, color }: { rows: { name: string; value: number }[]; color: string }) {
  return (
    <BarChart data={rows} layout="vertical" margin={{ left: 8, right: 16 }}>
      <CartesianGrid strokeDasharray="3 3" horizontal={false} />
      <XAxis type="number" allowDecimals={false} tickFormatter={n} />
      <YAxis type="category" dataKey="name" width={140} tick={{ fontSize: 12 }} interval={0} />
      <Tooltip formatter={(v) => n(Number(v))} />
      <Bar dataKey="value" name="페이지뷰" fill={color} isAnimationActive={false} />
    </BarChart>
  );
}

const top = (rows: { name: string; value: number }[]) =>
  rows.length
    ? rows
        .slice(0, 3)
        .map((r) => `${r.name} ${n(r.value)}회`)
        .join(', ')
    : '아직 기록이 없습니다';

export default function VisitCharts({ data }: { data: VisitFigures }) {
  const theme = useTheme();
  const primary = theme.palette.primary.main;
  const secondary = theme.palette.secondary.main;
  const pages = data.pages.slice(0, 10).map((p) => ({ name: p.path, value: p.views }));
  const referrers = data.referrers
    .filter((r) => r.referrer !== '-')
    .slice(0, 10)
    .map((r) => ({ name: referrerLabel(r.referrer), value: r.views }));
  const devices = data.devices.map((d) => ({ name: DEVICE_LABELS[d.device] ?? d.device, value: d.views }));
  const languages = data.languages.slice(0, 6).map((l) => ({ name: LANG_LABELS[l.lang] ?? l.lang, value: l.views }));
  const busiest = data.days.reduce(
    (a, d) => (d.views > a.views ? d : a),
    data.days[0] ?? { day: '', views: 0, visitors: 0 },
  );
  const funnel = data.funnels[0];
  const steps = funnel
    ? [
        { name: '모집요강 조회', value: funnel.recruitViews },
        { name: '원서접수 화면 조회', value: funnel.receiptViews },
        { name: '원서 작성 시작', value: funnel.started },
        { name: '원서 제출', value: funnel.submitted },
      ]
    : [];
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12 }}>
        <Figure
          title="일별 방문"
          summary={`${data.days.length}일 동안 페이지뷰 ${n(data.totals.views)}회${busiest.views ? `, 가장 많은 날 ${busiest.day} ${n(busiest.views)}회` : ''}`}
          height={260}
        >
          <LineChart data={data.days} margin={{ left: 0, right: 16 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" tickFormatter={short} minTickGap={24} />
            <YAxis allowDecimals={false} tickFormatter={n} width={48} />
            <Tooltip formatter={(v) => n(Number(v))} labelFormatter={(d) => String(d).replace(/-/g, '.')} />
            <Legend />
            <Line
              type="monotone"
              dataKey="views"
              name="페이지뷰"
              stroke={primary}
              dot={false}
              isAnimationActive={false}
            />
            <Line
              type="monotone"
              dataKey="visitors"
              name="순방문자"
              stroke={secondary}
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </Figure>
      </Grid>
      {funnel && (
        <Grid size={{ xs: 12, md: 6 }}>
          <Figure title={`모집 단계별 현황 (${funnel.round.name})`} summary={top(steps)} height={200}>
            <Bars rows={steps} color={primary} />
          </Figure>
        </Grid>
      )}
      <Grid size={{ xs: 12, md: 6 }}>
        <Figure title="많이 본 페이지" summary={top(pages)} height={Math.max(160, pages.length * 28)}>
          <Bars rows={pages} color={primary} />
        </Figure>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Figure title="유입 경로" summary={top(referrers)} height={Math.max(160, referrers.length * 28)}>
          <Bars rows={referrers} color={secondary} />
        </Figure>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Figure title="기기와 언어" summary={`${top(devices)}; ${top(languages)}`} height={200}>
          <Bars rows={[...devices, ...languages]} color={secondary} />
        </Figure>
      </Grid>
    </Grid>
  );
}
