// The four lists of a month's review (a–d), each under its heading with its count.
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { ACCESS_ACTIONS } from '../../../domain/access-log';
import { DAILY_VIEW_LIMIT, FINDING_KINDS, type FindingKind } from '../../../domain/access-review';
import { ROLE_LABELS, type Role } from '../../../domain/roles';
import { formatDate, formatDateTime } from '../../../domain/time';
import { FindingTable, type Column } from './FindingTable';
import { who, type AccessRow, type ExportRow, type HeavyRow, type MonthReview, type OutsideRow } from './api';

const actionName = (code: string) => ACCESS_ACTIONS.find((a) => a.code === code)?.ko ?? code;
const roleName = (role: string | null) => (role && role in ROLE_LABELS ? ROLE_LABELS[role as Role] : '-');
const title = (kind: FindingKind) => FINDING_KINDS.find((k) => k.code === kind)!.ko;

const HELP: Record<FindingKind, string> = {
  offHours: '서울 시각 08:00 이전이나 20:00 이후에 지원자 개인정보에 접근한 기록입니다.',
  heavyViewing: `한 사람이 하루(서울 기준)에 서로 다른 지원서를 ${DAILY_VIEW_LIMIT}건 넘게 열람한 경우입니다.`,
  exports: '지원자 목록 내려받기와 서류 내려받기 전부를, 관리자가 남긴 사유와 함께 보여줍니다.',
  outsideRole:
    '지원서 열람 권한이 없는 역할, 비활성·탈퇴한 계정, 회원 계정, 삭제된 계정이 지원서에 접근한 경우입니다. 역할은 지금 기준입니다.',
};

const offHours: Column<AccessRow>[] = [
  { label: '일시', nowrap: true, render: (r) => formatDateTime(r.at) },
  { label: '관리자', render: who },
  { label: '접속 IP', render: (r) => r.ip ?? '-' },
  { label: '작업', render: (r) => actionName(r.action) },
  { label: '접수번호', render: (r) => r.receiptNo ?? '-' },
];
const heavy: Column<HeavyRow>[] = [
  { label: '날짜', nowrap: true, render: (r) => formatDate(r.day) },
  { label: '관리자', render: who },
  { label: '열람한 지원서', nowrap: true, render: (r) => `${r.count}건` },
];
const exports: Column<ExportRow>[] = [
  { label: '일시', nowrap: true, render: (r) => formatDateTime(r.at) },
  { label: '관리자', render: who },
  { label: '구분', render: (r) => (r.action === 'export' ? '목록 내려받기' : '서류 내려받기') },
  { label: '내용', render: (r) => [r.receiptNo, r.what].filter(Boolean).join(' · ') },
  {
    label: '사유',
    render: (r) =>
      r.reason ?? (
        <Box component="span" sx={{ color: 'error.main' }}>
          사유 없음
        </Box>
      ),
  },
];
const outside: Column<OutsideRow>[] = [
  { label: '관리자', render: who },
  { label: '현재 역할', render: (r) => roleName(r.role) },
  { label: '확인할 점', render: (r) => r.whyLabel },
  { label: '접근 횟수', nowrap: true, render: (r) => `${r.accesses}회` },
  { label: '기간', render: (r) => `${formatDateTime(r.firstAt)} ~ ${formatDateTime(r.lastAt)}` },
];

function Section({ kind, count, children }: { kind: FindingKind; count: number; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={`finding-${kind}`} data-finding={kind}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
          <Typography id={`finding-${kind}`} component="h2" variant="h6">
            {title(kind)}
          </Typography>
          <Chip size="small" label={`${count}건`} color={count ? 'warning' : 'default'} data-testid={`count-${kind}`} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {HELP[kind]}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export function Findings({ review }: { review: MonthReview }) {
  const f = review.findings;
  return (
    <Stack spacing={2}>
      <Section kind="offHours" count={f.offHours.count}>
        <FindingTable
          label={title('offHours')}
          columns={offHours}
          rows={f.offHours.rows}
          rowKey={(r) => r.id}
          count={f.offHours.count}
        />
      </Section>
      <Section kind="heavyViewing" count={f.heavyViewing.count}>
        <FindingTable
          label={title('heavyViewing')}
          columns={heavy}
          rows={f.heavyViewing.rows}
          rowKey={(r) => `${r.userId ?? r.userLogin}-${r.day}`}
          count={f.heavyViewing.count}
        />
      </Section>
      <Section kind="exports" count={f.exports.count}>
        <FindingTable
          label={title('exports')}
          columns={exports}
          rows={f.exports.rows}
          rowKey={(r) => r.id}
          count={f.exports.count}
        />
      </Section>
      <Section kind="outsideRole" count={f.outsideRole.count}>
        <FindingTable
          label={title('outsideRole')}
          columns={outside}
          rows={f.outsideRole.rows}
          rowKey={(r) => r.userId}
          count={f.outsideRole.count}
        />
      </Section>
    </Stack>
  );
}
