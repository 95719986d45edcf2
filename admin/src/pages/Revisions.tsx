// 변경 이력: every saved and published version of the page (who, when, what kind, the note), each comparable side by
// side with what is being edited now (domain/page-diff.ts), and restorable as the draft.
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { diffVersions } from '../../../domain/page-diff';
import type { PageVersion } from '../../../domain/pages';
import { formatSeoul } from '../rounds/seoulInput';
import { REVISION_KINDS, type Revision } from './api';

const rowBg = { same: undefined, changed: '#fff4e5', removed: '#fdecea', added: '#edf7ed' } as const;

function DiffTable({ left, right }: { left: PageVersion; right: PageVersion }) {
  const rows = diffVersions(left, right);
  return (
    <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed', fontSize: 13 }}>
      <caption style={{ textAlign: 'left', paddingBottom: 8 }}>
        바뀐 줄만 색으로 표시합니다: 주황 바뀜, 빨강 지워짐, 초록 더해짐.
      </caption>
      <thead>
        <tr>
          <th scope="col">이 판</th>
          <th scope="col">지금 편집 중인 내용</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <Box component="tr" key={i} sx={{ bgcolor: rowBg[r.kind], color: '#1a1a1a' }}>
            {[r.left, r.right].map((cell, j) => (
              <Box
                component="td"
                key={j}
                sx={{ border: 1, borderColor: 'divider', p: 0.5, verticalAlign: 'top', wordBreak: 'break-all' }}
              >
                <code>{cell ?? ''}</code>
              </Box>
            ))}
          </Box>
        ))}
      </tbody>
    </Box>
  );
}

export function Revisions({
  revisions,
  current,
  onRestore,
  busy,
}: {
  revisions: Revision[];
  current: PageVersion;
  onRestore: (r: Revision) => void;
  busy: boolean;
}) {
  const [compare, setCompare] = useState<Revision | null>(null);
  return (
    <Box component="section" aria-labelledby="revisions-title">
      <Typography variant="h6" component="h2" id="revisions-title" sx={{ mb: 1 }}>
        변경 이력
      </Typography>
      <List dense sx={{ maxHeight: 360, overflow: 'auto' }}>
        {revisions.map((r) => (
          <ListItem key={r.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              primary={`${formatSeoul(r.createdAt)} · ${REVISION_KINDS[r.kind]} · ${r.staffName ?? '시스템'}`}
              secondary={r.note ?? r.title}
            />
            <Stack direction="row" spacing={1}>
              <Button size="small" onClick={() => setCompare(r)}>
                비교
              </Button>
              <Button size="small" disabled={busy} onClick={() => onRestore(r)}>
                되살리기
              </Button>
            </Stack>
          </ListItem>
        ))}
      </List>
      <Dialog open={compare !== null} onClose={() => setCompare(null)} maxWidth="lg" fullWidth>
        <DialogTitle>
          {compare ? `${formatSeoul(compare.createdAt)} ${REVISION_KINDS[compare.kind]} 판과 비교` : ''}
        </DialogTitle>
        <DialogContent>{compare ? <DiffTable left={compare} right={current} /> : null}</DialogContent>
        <DialogActions>
          <Button onClick={() => setCompare(null)}>닫기</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
