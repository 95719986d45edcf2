// One version of the 개인정보처리방침, read-only (/admin/privacy-versions/:id/show): past, current and announced
// versions alike, its text drawn as the public page draws it (headings, tables with their header rows, the 부칙 with
// its 시행일), with a link to the public page itself. An announced version can still be corrected from here.
import { formatLongDate } from '../../../domain/time';
import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { EditButton, ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import type { PrivacyStatus } from '../../../domain/privacy';

export interface VersionRow {
  id: number;
  name: string;
  effectiveOn: string;
  status: PrivacyStatus;
  editable: boolean;
  content: string;
  summary: string | null;
  notes: string | null;
}

export const STATUS: Record<PrivacyStatus, { label: string; color: 'success' | 'default' | 'info' }> = {
  current: { label: '현행', color: 'success' },
  previous: { label: '이전', color: 'default' },
  upcoming: { label: '시행 예정', color: 'info' },
};

export const publicPathOf = (r: Pick<VersionRow, 'id' | 'status'>) =>
  r.status === 'current' ? '/policy/privacy' : `/policy/privacy/v/${r.id}`;

// The public page's content styles (public-web/assets/css/content.css), as far as the policy text uses them.
const publicText = {
  fontSize: 16,
  lineHeight: 1.75,
  color: '#222',
  wordBreak: 'keep-all',
  '& h2': { fontSize: 20, fontWeight: 800, color: '#12355b', mt: 4, mb: 1.5 },
  '& h3': { fontSize: 17, fontWeight: 700, color: '#12355b', mt: 3, mb: 1 },
  '& .page-lead': { fontSize: 17, mb: 2 },
  '& ul, & ol': { pl: 3 },
  '& table': { width: '100%', borderCollapse: 'collapse', my: 2, fontSize: 15 },
  '& th, & td': { border: '1px solid #cfd8e3', p: 1, verticalAlign: 'top', textAlign: 'left' },
  '& th': { bgcolor: '#eef3f9', fontWeight: 700 },
  '& .table-wrap, & .table-scroll': { overflowX: 'auto' },
  '& dl': { m: 0 },
  '& .info-row': { display: 'flex', gap: 2 },
  '& .info-row dt': { fontWeight: 700, color: '#0e2a48', minWidth: 80 },
  '& .info-row dd': { m: 0 },
  '& a': { color: '#12355b' },
} as const;

function Actions() {
  const r = useRecordContext<VersionRow>();
  return (
    <TopToolbar>
      <ListButton label="목록" />
      {r?.editable ? <EditButton label="고치기" /> : null}
    </TopToolbar>
  );
}

function Body() {
  const r = useRecordContext<VersionRow>();
  if (!r) return null;
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography component="h2" variant="h6">
          {r.name}
        </Typography>
        <Chip size="small" label={STATUS[r.status].label} color={STATUS[r.status].color} />
      </Stack>
      <Typography variant="body2" sx={{ mb: 2 }}>
        시행일 {formatLongDate(r.effectiveOn)}
        {r.summary ? ` · 주요 변경 사항: ${r.summary}` : ''}
        {' · '}
        <a href={publicPathOf(r)} target="_blank" rel="noopener">
          공개 화면에서 보기
          <Box component="span" sx={visuallyHidden}>
            {' '}
            (새 창)
          </Box>
        </a>
      </Typography>
      <Alert severity={r.editable ? 'info' : 'success'} sx={{ mb: 2 }}>
        {r.editable
          ? '시행일 전인 판입니다. 시행일 전까지만 고치거나 철회할 수 있습니다.'
          : '시행일이 지난 판은 게시된 그대로 보관되며 고칠 수 없습니다.'}
      </Alert>
      <Box component="article" aria-label={`개인정보처리방침 ${r.name} 본문`} sx={publicText}>
        <Typography component="h1" sx={{ fontSize: 26, fontWeight: 800, color: '#12355b', mb: 2 }}>
          개인정보처리방침
        </Typography>
        {r.content ? (
          <div dangerouslySetInnerHTML={{ __html: r.content }} />
        ) : (
          <p className="page-lead">{r.notes ?? '이 판의 전문은 대학원 행정실에 요청해 주십시오.'}</p>
        )}
        <h2>부칙</h2>
        <p>
          이 개인정보처리방침은 <strong>{formatLongDate(r.effectiveOn)}</strong>부터 시행합니다.
        </p>
      </Box>
    </Box>
  );
}

export function VersionShow() {
  return (
    <Show title="개인정보처리방침 판 보기" actions={<Actions />}>
      <Body />
    </Show>
  );
}
