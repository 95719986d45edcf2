// 지원자 화면 미리보기: what the applicant's look-up shows now and what it will show from the announcement on
// (GET /api/applications/:id/applicant-view, logged as a view), side by side, so staff can check a result and
// its note before the announced hour.
import { useState } from 'react';
import {
  Alert,
  Box,
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  Typography,
} from '@mui/material';
import { Button, useNotify, useRecordContext } from 'react-admin';
import PreviewIcon from '@mui/icons-material/Preview';
import { httpClient } from '../httpClient';
import type { Receipt } from '../../../domain/receipt';

interface Preview {
  now: Receipt;
  afterAnnouncement: Receipt;
}

function View({ title, r }: { title: string; r: Receipt }) {
  const rows: [string, string][] = [
    ['현재 상태', r.statusLabel],
    ...(r.announceText ? ([['발표', r.announceText]] as [string, string][]) : []),
    ['수험번호', r.examNo ?? '배정 전'],
    ['면접', r.interview ? `${r.interview.atText} · ${r.interview.place}` : '배정 전'],
    ['안내 사항', r.note || '안내 사항이 없습니다.'],
  ];
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, height: '100%' }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '6em 1fr', gap: 0.75, m: 0 }}>
        {rows.map(([k, v]) => (
          <Box key={k} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {k}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
              {v}
            </Typography>
          </Box>
        ))}
      </Box>
      {r.registration && (
        <Alert severity="success" sx={{ mt: 1.5 }}>
          등록 안내: {r.registration.periodText}
          {r.registration.place && ` · ${r.registration.place}`}
          {r.registration.note && <Box sx={{ whiteSpace: 'pre-wrap' }}>{r.registration.note}</Box>}
        </Alert>
      )}
    </Box>
  );
}

export function ApplicantPreviewButton() {
  const record = useRecordContext<{ id: number }>();
  const notify = useNotify();
  const [preview, setPreview] = useState<Preview | null>(null);
  if (!record) return null;
  const open = async () => {
    try {
      const { json } = await httpClient(`/api/applications/${record.id}/applicant-view`);
      setPreview(json as Preview);
    } catch (err) {
      notify(err instanceof Error ? err.message : '에러가 발생했습니다', { type: 'error' });
    }
  };
  return (
    <>
      <Button label="지원자 화면 미리보기" onClick={() => void open()}>
        <PreviewIcon />
      </Button>
      <Dialog open={!!preview} onClose={() => setPreview(null)} fullWidth maxWidth="md">
        <DialogTitle>지원자 화면 미리보기</DialogTitle>
        <DialogContent>
          {preview && (
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <View title="지금 지원자가 보는 화면" r={preview.now} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <View title="발표 시각 이후" r={preview.afterAnnouncement} />
              </Grid>
            </Grid>
          )}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setPreview(null)}>닫기</MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
