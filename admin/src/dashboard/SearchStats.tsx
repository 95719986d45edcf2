// The dashboard's 검색어 card: the last seven days' most asked queries of 통합검색 and the queries that
// found nothing, so the office sees what visitors look for and miss. Text and counts only (GET /api/search-stats).
import {
  Card,
  CardContent,
  CardHeader,
  Grid,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { httpClient } from '../httpClient';

interface Counted {
  query: string;
  count: number;
}
interface Stats {
  from: string;
  to: string;
  topQueries: Counted[];
  zeroResults: Counted[];
}

function QueryTable({ caption, rows, empty }: { caption: string; rows: Counted[]; empty: string }) {
  return (
    <Table size="small" aria-label={caption}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            검색어
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            횟수
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.query}>
            <TableCell sx={{ wordBreak: 'keep-all' }}>{r.query}</TableCell>
            <TableCell align="right">{r.count.toLocaleString('ko-KR')}</TableCell>
          </TableRow>
        ))}
        {!rows.length && (
          <TableRow>
            <TableCell colSpan={2}>
              <Typography variant="body2" color="text.secondary">
                {empty}
              </Typography>
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}

export function SearchStatsCard() {
  const { data } = useQuery({
    queryKey: ['search-stats'],
    queryFn: async () => (await httpClient('/api/search-stats')).json as Stats,
  });
  if (!data) return null;
  return (
    <Grid size={{ xs: 12 }}>
      <Card variant="outlined">
        <CardHeader
          title="통합검색 검색어"
          subheader={`${data.from.replace(/-/g, '.')} ~ ${data.to.replace(/-/g, '.')} (최근 7일, 검색어와 횟수만 모읍니다)`}
          slotProps={{ title: { variant: 'subtitle1', fontWeight: 700, component: 'h2' } }}
        />
        <CardContent>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Typography variant="subtitle2" component="h3" gutterBottom>
                많이 찾은 검색어
              </Typography>
              <QueryTable caption="많이 찾은 검색어" rows={data.topQueries} empty="아직 검색 기록이 없습니다." />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Typography variant="subtitle2" component="h3" gutterBottom>
                결과가 없던 검색어
              </Typography>
              <QueryTable
                caption="결과가 없던 검색어"
                rows={data.zeroResults}
                empty="결과 없이 끝난 검색이 없습니다."
              />
            </Grid>
          </Grid>
        </CardContent>
      </Card>
    </Grid>
  );
}
