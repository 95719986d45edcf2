// The admin home: figures the staff check first (posts, new applications, active popups) and the latest posts.
// Every role sees the same counts (never an applicant's data); a figure's button shows only for a role that may
// open its screen.
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Grid,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { Loading, Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { httpClient } from '../httpClient';
import { SearchStatsCard } from './SearchStats';
import { VisitsCard } from './visits/VisitsCard';
import { BackupWarning } from '../backups/BackupWarning';
import { formatDateTime } from '../../../domain/time';
import type { Area } from '../../../domain/roles';
import { canI } from '../can';
import { RoundCards } from './RoundCards';
import { ResultsConfirmAlert } from './ResultsConfirmAlert';
import { ZhGapsDashboardAlert, type RoundMissingChinese } from './ZhGapsAlert';
import { PrivacyDueAlert, type DueRequest } from '../privacy-requests/DueAlert';
import { SupplementsAlert } from './SupplementsAlert';
import { TranslationsAlert } from './TranslationsAlert';
import type { ConfirmWarning } from '../../../domain/result-confirmation';
import type { RoundFigures } from '../../../domain/round-dashboard';

interface DashboardData {
  posts: { total: number; week: number; scheduled: number };
  pages: { scheduled: number; translationStale?: number };
  boards: { enName: string; name: string; kind: string; count: number }[];
  recentPosts: {
    id: number;
    title: string;
    publishedAt: string;
    isNotice: boolean;
    boardEnName: string;
    boardName: string;
  }[];
  applications: { new: number; lastWeek: number; total: number };
  popups: { active: number; scheduled: number };
  rounds?: RoundFigures[];
  resultsToConfirm?: ConfirmWarning[];
  /** 입학상담 questions waiting for an answer; null for a role that does not read them. */
  questionsWaiting?: number | null;
  /** 승인 요청 waiting for a decision; null for an account that does not decide them. */
  approvalsWaiting?: number | null;
  privacyRequestsDue?: DueRequest[];
  supplementsWaiting?: number;
  roundsMissingChinese?: RoundMissingChinese[];
  /** 깨진 링크 the last link check found; null for a role that does not read the report. */
  brokenLinks?: number | null;
}

const n = (v: number) => v.toLocaleString('ko-KR');
/** 예약: posts and pages that appear by themselves later. */
const scheduledNote = (d: { posts: { scheduled: number }; pages?: { scheduled: number } }) => {
  const pages = d.pages?.scheduled ?? 0;
  return `예약 ${n(d.posts.scheduled + pages)}개${pages ? ` (페이지 ${n(pages)}개 포함)` : ''}`;
};
const date = (s: string) => formatDateTime(s);

interface FigureProps {
  title: string;
  value: string;
  note: string;
  to: string;
  action: string;
  /** The screen the button opens reads this area. */
  area: Area;
}

function Figure({ title, value, note, to, action, area }: FigureProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardHeader title={title} titleTypographyProps={{ variant: 'subtitle1', fontWeight: 600 }} />
      <CardContent sx={{ pt: 0 }}>
        <Typography variant="h4" component="p" data-figure={title}>
          {value}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {note}
        </Typography>
        {canI(area) && (
          <Button component={Link} to={to} size="small" variant="outlined">
            {action}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function ListCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card variant="outlined">
      <CardHeader title={title} titleTypographyProps={{ variant: 'subtitle1', fontWeight: 600 }} />
      <List dense disablePadding>
        {children}
      </List>
    </Card>
  );
}

export function Dashboard() {
  const { data, isPending, error } = useQuery({
    queryKey: ['dashboard'],
    queryFn: async () => (await httpClient('/api/dashboard')).json as DashboardData,
  });
  if (isPending) return <Loading loadingPrimary="불러오는 중" loadingSecondary="대시보드를 준비하고 있습니다." />;
  if (error || !data)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        대시보드를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.
      </Alert>
    );
  const path = (enName: string, id?: number) =>
    `/boards/content${id ? `/${id}` : ''}?boardEnName=${encodeURIComponent(enName)}`;
  const figures: FigureProps[] = [
    {
      title: '게시글',
      value: `${n(data.posts.total)}개`,
      note: `최근 7일 ${n(data.posts.week)}개 · ${scheduledNote(data)}`,
      to: '/boards',
      action: '게시판 관리',
      area: 'boards',
    },
    {
      title: '새 원서접수',
      value: `${n(data.applications.new)}건`,
      note: `확인 전(접수) 원서 · 최근 7일 ${n(data.applications.lastWeek)}건 · 전체 ${n(data.applications.total)}건`,
      to: '/applications',
      action: '원서접수 관리',
      area: 'applications',
    },
    ...(data.approvalsWaiting == null
      ? []
      : [
          {
            title: '승인 대기',
            value: `${n(data.approvalsWaiting)}건`,
            note: '게시 전 승인을 기다리는 페이지와 게시글',
            to: `/approvals?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`,
            action: '승인 요청',
            area: 'approvals' as const,
          },
        ]),
    ...(data.questionsWaiting == null
      ? []
      : [
          {
            title: '답변 대기 질문',
            value: `${n(data.questionsWaiting)}건`,
            note: '입학상담에서 답변을 기다리는 질문',
            to: `/questions?filter=${encodeURIComponent(JSON.stringify({ status: 'waiting' }))}`,
            action: '입학상담',
            area: 'questions' as const,
          },
        ]),
    ...(data.brokenLinks == null
      ? []
      : [
          {
            title: '깨진 링크',
            value: `${n(data.brokenLinks)}개`,
            note: '주간 링크 검사에서 열리지 않은 링크와 파일',
            to: '/link-checks',
            action: '깨진 링크',
            area: 'linkChecks' as const,
          },
        ]),
    {
      title: '게시 중인 팝업',
      value: `${n(data.popups.active)}개`,
      note: `지금 홈페이지에 보이는 팝업 · 예약 ${n(data.popups.scheduled)}개`,
      to: '/popups',
      action: '팝업 관리',
      area: 'popups',
    },
  ];
  return (
    <>
      <Title title="대시보드" />
      <BackupWarning />
      <Grid container spacing={2} sx={{ mt: 1 }}>
        <PrivacyDueAlert requests={data.privacyRequestsDue} />
        <ResultsConfirmAlert rounds={data.resultsToConfirm} />
        <SupplementsAlert waiting={data.supplementsWaiting} />
        <ZhGapsDashboardAlert rounds={data.roundsMissingChinese} />
        <TranslationsAlert stale={data.pages?.translationStale} />
        {figures.map((f) => (
          <Grid key={f.to} size={{ xs: 12, sm: 6, md: 4 }}>
            <Figure {...f} />
          </Grid>
        ))}
        <RoundCards rounds={data.rounds} />
        <Grid size={{ xs: 12, md: 7 }}>
          <ListCard title="최근 게시글">
            {data.recentPosts.map((p) => (
              <ListItem key={p.id} disablePadding divider>
                <ListItemButton component={Link} to={path(p.boardEnName, p.id)}>
                  <ListItemText
                    primary={
                      <>
                        {p.isNotice && <Chip label="공지" size="small" color="primary" sx={{ mr: 1 }} />}
                        {p.title}
                      </>
                    }
                    secondary={`${p.boardName} · ${date(p.publishedAt)}`}
                  />
                </ListItemButton>
              </ListItem>
            ))}
            {!data.recentPosts.length && (
              <ListItem>
                <Typography color="text.secondary">아직 게시글이 없습니다.</Typography>
              </ListItem>
            )}
          </ListCard>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <ListCard title="게시판별 글 수">
            {data.boards
              .filter((b) => b.kind !== 'qna')
              .map((b) => (
                <ListItem key={b.enName} disablePadding divider>
                  <ListItemButton component={Link} to={path(b.enName)}>
                    <ListItemText primary={b.name} />
                    <Typography variant="body2">{n(b.count)}개</Typography>
                  </ListItemButton>
                </ListItem>
              ))}
          </ListCard>
        </Grid>
        <VisitsCard />
        <SearchStatsCard />
      </Grid>
    </>
  );
}
