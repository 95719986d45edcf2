// The detail of one application: every field, the documents, status with history, memo and applicant note.
import type { ReactNode } from 'react';
import {
  Box,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Grid,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { ApplicantPreviewButton } from './ApplicantPreviewButton';
import { InterviewShowButton } from './InterviewButton';
import { DocumentsPanel, type DocumentRow } from './DocumentsPanel';
import { IncompleteRequestButton } from './IncompleteRequestButton';
import { FeePanel } from './FeePanel';
import { RegistrationPanel } from './RegistrationPanel';
import { MemoPanel } from './MemoPanel';
import { StatusPanel } from './StatusPanel';
import { seoul, statusColor, statusName } from './statuses';

interface Detail {
  id: number;
  receiptNo: string;
  term: string;
  track: string;
  departmentName: string;
  status: string;
  name: string;
  nameEn: string;
  birthDate: string;
  genderLabel: string;
  nationality: string;
  mobile: string;
  email: string;
  postalCode: string | null;
  address: string;
  addressDetail: string | null;
  school: string;
  major: string;
  degreeLabel: string;
  degreeStatusLabel: string;
  eduStart: string;
  eduEnd: string;
  company: string | null;
  companyDept: string | null;
  position: string | null;
  careerYears: number | null;
  industryLabel: string;
  careerRoleLabel: string;
  topikLevel: number | null;
  essayIntro: string;
  essayPlan: string;
  memo: string;
  applicantNote: string;
  submittedAt: string;
  consents: Record<string, { agreed: boolean; at: string }>;
  documents: DocumentRow[];
  history: {
    id: number;
    fromStatus: string | null;
    toStatus: string;
    note: string;
    changedByName: string | null;
    createdAt: string;
  }[];
}

const consentNames: Record<string, string> = {
  privacy: '개인정보 수집·이용 (필수)',
  verify: '학력조회 제3자 제공 (필수)',
  career: '경력 정보 수집 (선택)',
  marketing: '입학 안내 수신 (선택)',
};

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '7.5em 1fr', md: '9em 1fr' }, gap: 1, m: 0 }}>
      {rows.map(([k, v]) => (
        <Box key={k} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" variant="body2">
            {k}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'keep-all' }}>
            {v === null || v === '' ? '—' : v}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardHeader title={title} titleTypographyProps={{ variant: 'subtitle1', fontWeight: 700 }} sx={{ pb: 0 }} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function DetailBody() {
  const r = useRecordContext<Detail>();
  // The list's row is shown first while the full record loads: wait for the detail fields.
  if (!r || !r.documents) return null;
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2">
          {r.receiptNo} · {r.name}
        </Typography>
        <Chip color={statusColor(r.status)} label={statusName(r.status)} data-testid="status-chip" />
        <Typography color="text.secondary" variant="body2">
          접수 {seoul(r.submittedAt)}
        </Typography>
      </Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Section title="지원 과정·인적 사항">
            <Facts
              rows={[
                ['모집학기', r.term],
                ['지원학과', r.departmentName],
                ['성명', r.name],
                ['영문성명', r.nameEn],
                ['생년월일', r.birthDate],
                ['성별', r.genderLabel],
                ['국적', r.nationality],
                ...(r.track === 'china_mba'
                  ? [['TOPIK', r.topikLevel ? `${r.topikLevel}급` : '없음'] as [string, ReactNode]]
                  : []),
              ]}
            />
          </Section>
          <Section title="연락처">
            <Facts
              rows={[
                ['휴대전화', r.mobile],
                ['이메일', r.email],
                ['우편번호', r.postalCode],
                ['주소', [r.address, r.addressDetail].filter(Boolean).join(' ')],
              ]}
            />
          </Section>
          <Section title="학력">
            <Facts
              rows={[
                ['출신학교', r.school],
                ['전공', r.major],
                ['학위', `${r.degreeLabel} (${r.degreeStatusLabel})`],
                ['재학 기간', `${r.eduStart} ~ ${r.eduEnd}`],
              ]}
            />
          </Section>
          <Section title="경력">
            <Facts
              rows={[
                ['직장명', r.company],
                ['부서', r.companyDept],
                ['직위', r.position],
                ['경력', r.careerYears === null ? null : `${r.careerYears}년`],
                ['업종', r.industryLabel],
                ['대표·임원 여부', r.careerRoleLabel],
              ]}
            />
          </Section>
          <Section title="자기소개서">
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {r.essayIntro}
            </Typography>
          </Section>
          <Section title="학업계획서">
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {r.essayPlan}
            </Typography>
          </Section>
          <Section title="동의 내역">
            <Facts
              rows={Object.keys(consentNames)
                .filter((k) => r.consents[k])
                .map((k) => [k, r.consents[k]] as const)
                .map(([k, c]) => [consentNames[k], `${c.agreed ? '동의' : '동의하지 않음'} · ${seoul(c.at)}`])}
            />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Section title="모집·입금 확인">
            <FeePanel />
          </Section>
          <Section title="등록·등록포기">
            <RegistrationPanel />
          </Section>
          <Section title="상태 변경·지원자 안내">
            <StatusPanel id={r.id} status={r.status} applicantNote={r.applicantNote} />
          </Section>
          <Section title="제출 서류">
            <DocumentsPanel applicationId={r.id} documents={r.documents} />
          </Section>
          <Section title="내부 메모">
            <MemoPanel id={r.id} memo={r.memo} />
          </Section>
          <Section title="상태 변경 이력">
            {/* Four columns do not fit a phone: the table scrolls sideways inside its own box, not the page. */}
            {/* Focusable and named, so a keyboard can scroll it too (axe: scrollable-region-focusable). */}
            <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="상태 변경 이력 표">
              <Table size="small" aria-label="상태 변경 이력" sx={{ minWidth: 520 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>일시</TableCell>
                    <TableCell>변경</TableCell>
                    <TableCell>처리자</TableCell>
                    <TableCell>사유</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {r.history.map((h) => (
                    <TableRow key={h.id}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{seoul(h.createdAt)}</TableCell>
                      <TableCell>
                        {h.fromStatus ? `${statusName(h.fromStatus)} → ` : ''}
                        {statusName(h.toStatus)}
                      </TableCell>
                      <TableCell>{h.changedByName}</TableCell>
                      <TableCell>{h.note}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Section>
        </Grid>
      </Grid>
    </Box>
  );
}

export function ApplicationShow() {
  return (
    <Show
      title="지원서 상세"
      actions={
        <TopToolbar>
          <InterviewShowButton />
          <ApplicantPreviewButton />
          <ListButton label="목록" />
          <IncompleteRequestButton />
        </TopToolbar>
      }
    >
      <DetailBody />
    </Show>
  );
}
