// The dashboard's card per open round (and the latest closed one whose results are not out yet): applications by
// status, by department against the quota, 입금 확인 and complete documents. Counts only, for every role; the
// button to the round's applications shows for a role that may open them.
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Grid,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link } from 'react-router-dom';
import { STATUSES } from '../../../domain/application-status';
import type { RoundFigures } from '../../../domain/round-dashboard';
import { formatDateTime } from '../../../domain/time';
import { canI } from '../can';

const n = (v: number) => v.toLocaleString('ko-KR');
const nowrap = { whiteSpace: 'nowrap' } as const;

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Box sx={{ minWidth: 96 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" data-figure={label}>
        {value}
      </Typography>
      {note && (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      )}
    </Box>
  );
}

function RoundCard({ r }: { r: RoundFigures }) {
  // Null for a role that may not count results (domain/round-dashboard.ts): no chips by status then.
  const byStatus = r.byStatus;
  const filter = encodeURIComponent(JSON.stringify({ roundId: r.id }));
  return (
    <Card variant="outlined" data-round={r.id}>
      <CardHeader
        title={r.name}
        slotProps={{ title: { variant: 'subtitle1', fontWeight: 700, component: 'h2' } }}
        subheader={`접수 ${formatDateTime(r.applyStartAt)} ~ ${formatDateTime(r.applyEndAt)} · 발표 ${formatDateTime(r.announceAt)}`}
        action={
          <Chip
            size="small"
            color={r.state === 'open' ? 'success' : 'default'}
            label={r.state === 'open' ? '접수 중' : '마감 · 발표 전'}
            sx={{ mt: 1 }}
          />
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mb: 2 }}>
          <Stat
            label="지원"
            value={`${n(r.total)}건`}
            note={r.quotaTotal === null ? '모집 인원 미정' : `모집 ${n(r.quotaTotal)}명`}
          />
          <Stat
            label="입금 확인"
            value={`${n(r.feePaid)}건`}
            note={r.feeAsked ? `미확인 ${n(r.total - r.feePaid)}건` : '전형료 없음'}
          />
          <Stat
            label="서류 완비"
            value={`${n(r.documentsComplete)}건`}
            note={`필수 서류 누락 ${n(r.documentsMissing)}건`}
          />
        </Box>
        {byStatus && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }} aria-label="상태별 지원서 수" role="list">
            {STATUSES.map((s) => (
              <Chip
                key={s.code}
                role="listitem"
                size="small"
                variant="outlined"
                label={`${s.ko} ${n(byStatus[s.code])}`}
              />
            ))}
          </Box>
        )}
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={`${r.name} 학과별 지원 현황`}>
          <Table size="small" aria-label="학과별 지원 현황">
            <TableHead>
              <TableRow>
                <TableCell>학과·과정</TableCell>
                <TableCell align="right" sx={nowrap}>
                  지원
                </TableCell>
                <TableCell align="right" sx={nowrap}>
                  모집
                </TableCell>
                <TableCell sx={{ ...nowrap, minWidth: 90 }}>경쟁률</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {r.quota.map((q) => (
                <TableRow key={q.key}>
                  <TableCell sx={{ wordBreak: 'keep-all' }}>{q.label}</TableCell>
                  <TableCell align="right" sx={nowrap}>
                    {n(q.applied)}
                  </TableCell>
                  <TableCell align="right" sx={nowrap}>
                    {q.quota === null ? '미정' : n(q.quota)}
                  </TableCell>
                  <TableCell>
                    {q.quota ? (
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                        <LinearProgress
                          variant="determinate"
                          value={Math.min(100, (q.applied / q.quota) * 100)}
                          sx={{ flex: 1, minWidth: 40 }}
                          aria-label={`${q.label} 모집 인원 대비 지원`}
                        />
                        <Typography variant="caption">{(q.applied / q.quota).toFixed(1)} : 1</Typography>
                      </Box>
                    ) : (
                      '—'
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        {canI('applications') && (
          <Button component={Link} to={`/applications?filter=${filter}`} size="small" variant="outlined" sx={{ mt: 2 }}>
            이 모집의 지원서 보기
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

export function RoundCards({ rounds }: { rounds: RoundFigures[] | undefined }) {
  if (!rounds?.length) return null;
  return (
    <>
      {rounds.map((r) => (
        <Grid key={r.id} size={{ xs: 12, md: rounds.length > 1 ? 6 : 12 }}>
          <RoundCard r={r} />
        </Grid>
      ))}
    </>
  );
}
