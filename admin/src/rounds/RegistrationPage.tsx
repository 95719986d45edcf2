// 등록 현황 at /admin/rounds/:id/registration: per track and department the quota, 합격, 등록,
// 등록포기, offers pending, 미등록 and the seats still open (quota − 등록 − offers pending), the 추가합격 to offer by
// rank, the offers waiting for an answer, the 미등록 after the 등록 deadline for follow-up, the hand-off file, and
// 등록 in bulk (a bank statement of 등록금, or a selection with the round's amounts).
import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  CardHeader,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, Title } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { SeatCounts } from '../../../domain/registration';
import { formatSeoul } from './seoulInput';
import { HandoffButton } from './HandoffButton';
import { OfferPanel } from './OfferPanel';
import { RegistrationSelection } from './RegistrationSelection';
import { RegistrationStatement } from './RegistrationStatement';
import { fetchRegistration, type RegistrationStatus } from './registration-api';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardHeader
        title={title}
        titleTypographyProps={{ variant: 'subtitle1', component: 'h2', fontWeight: 700, fontSize: '1rem' }}
      />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

const dash = (n: number | null) => (n === null ? '—' : n);

function Counts({ c }: { c: SeatCounts }) {
  return (
    <>
      <TableCell align="right">{dash(c.quota)}</TableCell>
      <TableCell align="right">
        {c.accepted}
        {c.additional ? ` (추가 ${c.additional})` : ''}
      </TableCell>
      <TableCell align="right">{c.registered}</TableCell>
      <TableCell align="right">{c.declined}</TableCell>
      <TableCell align="right">{c.pendingOffers}</TableCell>
      <TableCell align="right">{c.unregistered}</TableCell>
      <TableCell align="right" sx={{ fontWeight: 700, color: (c.seatsOpen ?? 0) < 0 ? 'error.main' : undefined }}>
        {dash(c.seatsOpen)}
      </TableCell>
    </>
  );
}

const line = (c: SeatCounts) =>
  [
    `모집 ${dash(c.quota)}`,
    `합격 ${c.accepted}${c.additional ? ` (추가 ${c.additional})` : ''}`,
    `등록 ${c.registered}`,
    `등록포기 ${c.declined}`,
    `제안 중 ${c.pendingOffers}`,
    `미등록 ${c.unregistered}`,
  ].join(' · ');

/** On a phone: one line per track and department, 남은 자리 first. */
function SeatList({ status }: { status: RegistrationStatus }) {
  const rows = [
    ...status.rows.map((r) => ({
      key: `${r.track}-${r.department ?? ''}`,
      title: `${r.trackLabel} ${r.departmentName}`,
      c: r as SeatCounts,
    })),
    { key: 'total', title: '합계', c: status.totals },
  ];
  return (
    <Stack spacing={1} data-testid="seat-list">
      {rows.map((r) => (
        <Card variant="outlined" key={r.key} data-testid={r.key === 'total' ? 'seat-totals' : undefined}>
          <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
              {r.title} · 남은 자리 {dash(r.c.seatsOpen)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {line(r.c)}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

function SeatTable({ status }: { status: RegistrationStatus }) {
  const phone = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  if (phone) return <SeatList status={status} />;
  return (
    // Nine columns do not fit a phone: the table scrolls sideways inside its own box (focusable and named, for axe).
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="과정·학과별 등록 현황 표">
      <Table size="small" aria-label="과정·학과별 등록 현황" sx={{ minWidth: 720 }} data-testid="seat-table">
        <TableHead>
          <TableRow>
            {['과정', '학과', '모집 인원', '합격', '등록', '등록포기', '제안 중', '미등록', '남은 자리'].map((h, i) => (
              <TableCell key={h} align={i < 2 ? 'left' : 'right'} sx={{ whiteSpace: 'nowrap' }}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {status.rows.map((r) => (
            <TableRow key={`${r.track}-${r.department ?? ''}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.trackLabel}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.departmentName || '—'}</TableCell>
              <Counts c={r} />
            </TableRow>
          ))}
          <TableRow sx={{ '& td': { fontWeight: 700 } }} data-testid="seat-totals">
            <TableCell colSpan={2}>합계</TableCell>
            <Counts c={status.totals} />
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}

function People({ rows, empty }: { rows: { id: number; receiptNo: string; line: string }[]; empty: string }) {
  if (!rows.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  return (
    <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
      {rows.map((r) => (
        <Typography component="li" variant="body2" key={r.id}>
          <MuiLink component={Link} to={`/applications/${r.id}/show`}>
            {r.receiptNo}
          </MuiLink>{' '}
          {r.line}
        </Typography>
      ))}
    </Stack>
  );
}

export function RegistrationPage() {
  const { id = '' } = useParams();
  const q = useQuery({ queryKey: ['round-registration', id], queryFn: () => fetchRegistration(id) });
  if (q.isPending) return <Loading loadingPrimary="불러오는 중" loadingSecondary="등록 현황을 모으고 있습니다." />;
  if (q.error || !q.data)
    return <Alert severity="error">{q.error?.message ?? '등록 현황을 불러오지 못했습니다.'}</Alert>;
  const s = q.data;
  const refresh = () => void q.refetch();
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="등록 현황" />
      <Box>
        <Typography variant="h5" component="h1">
          {s.round.name} 등록 현황
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {s.round.registrationEndAt
            ? `등록 마감 ${formatSeoul(s.round.registrationEndAt)}${s.round.registrationClosed ? ' (마감됨)' : ''}`
            : '등록 기간이 정해지지 않았습니다. 모집 일정에서 등록 기간을 넣으면 마감 뒤 미등록이 표시됩니다.'}
          {' · '}남은 자리 = 모집 인원 − 등록 − 응답을 기다리는 추가합격
        </Typography>
      </Box>
      <SeatTable status={s} />
      <Box>
        <HandoffButton roundId={id} registered={s.totals.registered} />
      </Box>
      <Section title={`등록 처리: 등록을 기다리는 합격자 ${s.toRegister.length}명`}>
        <Stack spacing={3}>
          <RegistrationStatement roundId={id} open={s.toRegister} onDone={refresh} />
          <RegistrationSelection roundId={id} open={s.toRegister} onDone={refresh} />
        </Stack>
      </Section>
      <Section title="추가합격 제안 (예비 순위순)">
        <OfferPanel status={s} onDone={refresh} />
      </Section>
      <Section title={`응답을 기다리는 추가합격 ${s.offers.length}명`}>
        <People
          empty="응답을 기다리는 추가합격이 없습니다."
          rows={s.offers.map((o) => ({
            ...o,
            line: `${o.name} · 예비 ${o.waitlistRank ?? '-'}순위 · ${o.trackLabel} ${o.departmentName} · 등록 기한 ${o.respondByText}`,
          }))}
        />
      </Section>
      <Section title={`미등록 ${s.unregistered.length}명 (등록 마감 후 연락할 합격자)`}>
        <People
          empty={s.round.registrationClosed ? '미등록 합격자가 없습니다.' : '등록 마감 전입니다.'}
          rows={s.unregistered.map((u) => ({
            ...u,
            line: `${u.name}${u.additional ? ' (추가합격)' : ''} · ${u.trackLabel} ${u.departmentName} · ${u.mobile} · ${u.email}`,
          }))}
        />
      </Section>
    </Stack>
  );
}
