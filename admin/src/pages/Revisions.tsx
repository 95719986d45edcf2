// 변경 이력: every saved and published version of the page (who, when, what kind, the note), each comparable as text
// (TextDiff: deleted and inserted words marked) with the version before it (first: what it changed) or with what is
// being edited now, and restorable as the draft.
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
  scheduledAt = null,
}: {
  revisions: Revision[];
  current: PageVersion;
  /** A publish at a time is waiting: 되살리기 says that the scheduled words, not the restored ones, go live then. */
  scheduledAt?: string | null;
  onRestore: (r: Revision) => void;
  busy: boolean;
}) {
  const [compare, setCompare] = useState<Revision | null>(null);
  const [against, setAgainst] = useState<'current' | 'previous'>('previous');
  const previous = compare ? revisions[revisions.indexOf(compare) + 1] : undefined;
  // 비교 first shows what the version changed (the newest is the same as what is being edited, so "with now" is
  // empty for it); with no version before it, what changed since.
  const open = (r: Revision) => {
    setAgainst(revisions[revisions.indexOf(r) + 1] ? 'previous' : 'current');
    setCompare(r);
  };
  return (
    <Box component="section" aria-labelledby="revisions-title">
      <Typography variant="h6" component="h2" id="revisions-title" sx={{ mb: 1 }}>
        변경 이력
      </Typography>
      {scheduledAt ? (
        <Typography variant="body2" color="warning.dark" sx={{ mb: 1 }}>
          {formatSeoul(scheduledAt)}에 게시가 예약되어 있습니다. 되살린 판은 초안이 되고, 그 시각에는 예약해 둔 내용이
          게시됩니다.
        </Typography>
      ) : null}
      <List dense sx={{ maxHeight: 360, overflow: 'auto' }}>
        {revisions.map((r) => (
          <ListItem key={r.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              primary={`${formatSeoul(r.createdAt)} · ${REVISION_KINDS[r.kind]} · ${r.staffName ?? '시스템'}`}
              secondary={r.note ?? r.title}
            />
            <Stack direction="row" spacing={1}>
              <Button size="small" onClick={() => open(r)}>
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
                {previous ? (
                  <Button
                    size="small"
                    variant={against === 'previous' ? 'contained' : 'outlined'}
                    aria-pressed={against === 'previous'}
                    onClick={() => setAgainst('previous')}
                  >
                    바로 앞 판 → 이 판 (이 판에서 바뀐 것)
                  </Button>
                ) : null}
                <Button
                  size="small"
                  variant={against === 'current' ? 'contained' : 'outlined'}
                  aria-pressed={against === 'current'}
                  onClick={() => setAgainst('current')}
                >
                  이 판 → 지금 편집 중인 내용
                </Button>
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
