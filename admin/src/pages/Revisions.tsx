// 변경 이력: every saved and published version of the page (who, when, what kind, the note), each comparable as text
// (TextDiff: deleted and inserted words marked) with what is being edited now or with the version before it, and
// restorable as the draft.
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
import type { PageVersion } from '../../../domain/pages';
import { TextDiff } from './TextDiff';
import { formatSeoul } from '../rounds/seoulInput';
import { REVISION_KINDS, type Revision } from './api';

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
  const [against, setAgainst] = useState<'current' | 'previous'>('current');
  const previous = compare ? revisions[revisions.indexOf(compare) + 1] : undefined;
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
              <Button
                size="small"
                onClick={() => {
                  setAgainst('current');
                  setCompare(r);
                }}
              >
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
        <DialogContent>
          {compare ? (
            <>
              <Stack direction="row" spacing={1} sx={{ mb: 1.5, flexWrap: 'wrap', gap: 1 }}>
                <Button
                  size="small"
                  variant={against === 'current' ? 'contained' : 'outlined'}
                  aria-pressed={against === 'current'}
                  onClick={() => setAgainst('current')}
                >
                  이 판 → 지금 편집 중인 내용
                </Button>
                {previous ? (
                  <Button
                    size="small"
                    variant={against === 'previous' ? 'contained' : 'outlined'}
                    aria-pressed={against === 'previous'}
                    onClick={() => setAgainst('previous')}
                  >
                    바로 앞 판 → 이 판
                  </Button>
                ) : null}
              </Stack>
              {against === 'previous' && previous ? (
                <TextDiff from={previous} to={compare} label="바로 앞 판과 이 판의 차이" />
              ) : (
                <TextDiff from={compare} to={current} label="이 판과 지금 편집 중인 내용의 차이" />
              )}
            </>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setCompare(null)}>닫기</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
