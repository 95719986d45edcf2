// The dashboard's backup warning for the 최고관리자: the newest backup older than 26 hours, none yet, or the last
// run failed (GET /api/backups/status; the rule is domain/backups.ts). Nothing shows while the backups are fine.
import { useQuery } from '@tanstack/react-query';
import { Alert, AlertTitle, Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../domain/time';
import { canI } from '../can';
import { httpClient } from '../httpClient';
import type { BackupRow } from './BackupList';

interface Status {
  warning: 'none' | 'missing' | 'stale' | 'failed';
  message: string | null;
  newest: BackupRow | null;
  lastRun: BackupRow | null;
}

export function BackupWarning() {
  const allowed = canI('backups');
  const { data } = useQuery({
    queryKey: ['backups', 'status'],
    queryFn: async () => (await httpClient('/api/backups/status')).json as Status,
    enabled: allowed,
    staleTime: 60_000,
  });
  if (!allowed || !data || data.warning === 'none') return null;
  return (
    <Alert
      severity={data.warning === 'failed' ? 'error' : 'warning'}
      sx={{ mb: 2 }}
      data-testid="backup-warning"
      action={
        <Button component={Link} to="/backups" color="inherit" size="small">
          백업 보기
        </Button>
      }
    >
      <AlertTitle>백업 확인 필요</AlertTitle>
      {data.message}
      {data.newest ? ` 가장 최근 백업: ${formatDateTime(data.newest.startedAt)}.` : ''}
      {data.warning === 'failed' && data.lastRun?.error ? ` 실패 사유: ${data.lastRun.error}` : ''}
    </Alert>
  );
}
