// 보안 › 백업: each run with its time, size and result (and why it failed), whether the file is still kept or the
// rotation removed it. Newest first; on a phone a simple list.
import { Alert, Box, Chip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, SimpleList } from 'react-admin';
import { formatDateTime } from '../../../domain/time';

export interface BackupRow {
  id: number;
  trigger: 'schedule' | 'manual';
  startedAt: string;
  finishedAt: string | null;
  result: 'ok' | 'failed' | 'running' | 'interrupted';
  file: string | null;
  size: number | null;
  encrypted: boolean;
  error: string | null;
  kept: boolean;
  removedAt: string | null;
}

const RESULT: Record<BackupRow['result'], { label: string; color: 'success' | 'error' | 'default' | 'warning' }> = {
  ok: { label: '성공', color: 'success' },
  failed: { label: '실패', color: 'error' },
  running: { label: '진행 중', color: 'default' },
  interrupted: { label: '중단됨', color: 'warning' },
};

export const sizeText = (n: number | null) =>
  n === null ? '' : n >= 1 << 20 ? `${(n / (1 << 20)).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`;
const kind = (r: BackupRow) => (r.trigger === 'schedule' ? '매일 03:00 자동' : '수동(서버에서 직접)');
const where = (r: BackupRow) =>
  r.result !== 'ok'
    ? (r.error ?? '')
    : r.kept
      ? `${r.file ?? ''}${r.encrypted ? ' (암호화)' : ''}`
      : `보관 기간이 지나 삭제됨 (${r.removedAt ? formatDateTime(r.removedAt) : ''})`;

function Result({ r }: { r: BackupRow }) {
  const x = RESULT[r.result];
  return <Chip size="small" label={x.label} color={x.color} />;
}

function Empty() {
  return (
    <Box sx={{ textAlign: 'center', mt: 6, mx: 'auto', maxWidth: 520 }}>
      <Typography variant="h6" component="p" gutterBottom>
        아직 만든 백업이 없습니다.
      </Typography>
      <Typography variant="body2" color="text.secondary">
        매일 03:00(서울)에 백업이 만들어지고, 전산 담당자가 서버에서 바로 만들 수도 있습니다. 만들어지면 여기에 시각,
        크기, 결과가 표시됩니다.
      </Typography>
    </Box>
  );
}

export function BackupList() {
  const phone = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  return (
    <Box>
      <Alert severity="info" sx={{ mt: 1 }}>
        백업은 매일 03:00(한국시간)에 자동으로 만들어지며, 최근 7일치와 주별 4개를 보관합니다. 지금 바로 백업을 만들거나
        백업 파일로 복원하려면 전산 담당자에게 요청해주세요(방법은 운영 안내서에 있습니다).
      </Alert>
      <List
        resource="backups"
        title="백업"
        sort={{ field: 'id', order: 'DESC' }}
        perPage={25}
        exporter={false}
        empty={<Empty />}
      >
        {phone ? (
          <SimpleList<BackupRow>
            rowClick={false}
            primaryText={(r) => `${formatDateTime(r.startedAt)} · ${RESULT[r.result].label}`}
            secondaryText={(r) => [kind(r), sizeText(r.size)].filter(Boolean).join(' · ')}
            tertiaryText={(r) => where(r)}
          />
        ) : (
          <DataTable<BackupRow> bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="startedAt" label="시각" render={(r) => formatDateTime(r.startedAt)} />
            <DataTable.Col source="trigger" label="종류" render={kind} disableSort />
            <DataTable.Col source="result" label="결과" render={(r) => <Result r={r as BackupRow} />} disableSort />
            <DataTable.Col source="size" label="크기" render={(r) => sizeText(r.size)} disableSort />
            <DataTable.Col source="file" label="파일 또는 실패 사유" render={where} disableSort />
          </DataTable>
        )}
      </List>
    </Box>
  );
}
