// The role register of one account: every grant or change of its role or active state, newest first (kept 3 years).
import { useEffect, useState } from 'react';
import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatDateTime } from '../../../domain/time';
import { httpClient } from '../httpClient';
import { roleLabel } from './roles';

interface Grant {
  id: number;
  grantedByLoginId: string | null;
  oldRole: string | null;
  newRole: string;
  oldActive: boolean | null;
  newActive: boolean;
  createdAt: string;
}

function describe(g: Grant): string {
  if (g.oldRole === null) return `${roleLabel(g.newRole)}(으)로 계정 생성`;
  const parts: string[] = [];
  if (g.oldRole !== g.newRole) parts.push(`${roleLabel(g.oldRole)} → ${roleLabel(g.newRole)}`);
  if (g.oldActive !== g.newActive) parts.push(g.newActive ? '사용 재개' : '사용 중지');
  return parts.join(', ');
}

export function GrantsPanel() {
  const record = useRecordContext<{ id: number; role: string; active: boolean }>();
  const [grants, setGrants] = useState<Grant[] | null>(null);
  const id = record?.id;
  // Read again after a save changed the role or the active state.
  const key = `${record?.role}/${record?.active}`;
  useEffect(() => {
    if (!id) return;
    httpClient(`/api/staff/${id}/grants`).then(
      ({ json }) => setGrants(json as Grant[]),
      () => setGrants([]),
    );
  }, [id, key]);
  if (!record) return null;
  return (
    <Box component="section" aria-labelledby="grants-title" sx={{ mt: 3 }}>
      <Typography id="grants-title" variant="h6" component="h2">
        권한 부여 기록
      </Typography>
      {grants?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          기록이 없습니다.
        </Typography>
      )}
      <List dense>
        {(grants ?? []).map((g) => (
          <ListItem key={g.id} disableGutters>
            <ListItemText
              primary={describe(g)}
              secondary={`${formatDateTime(g.createdAt)} · ${g.grantedByLoginId ?? '시스템'}`}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
