// The side of the editor: where the page stands (published when, draft saved when, scheduled for when), the
// authoring warnings of the last save, and the buttons: preview (a signed link in a new tab), publish now, publish
// at a time (Seoul time; unsaved changes are saved as the draft first), cancel the schedule.
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { formatSeoul, fromSeoulInput } from '../rounds/seoulInput';
import { HINT_CODES } from '../../../domain/authoring-checks';
import type { PageCheck, PageRecord } from './api';

interface Props {
  page: PageRecord;
  warnings: PageCheck[];
  busy: boolean;
  dirty: boolean;
  onPreview: () => void;
  onPublish: (at?: string) => void;
  onCancel: () => void;
}

export function PublishPanel({ page, warnings, busy, dirty, onPreview, onPublish, onCancel }: Props) {
  const [at, setAt] = useState('');
  return (
    <Stack spacing={2} component="aside" aria-label="게시">
      <Box>
        <Typography variant="body2">
          게시: {page.publishedAt ? formatSeoul(page.publishedAt) : '아직 게시하지 않았습니다'}
        </Typography>
        <Typography variant="body2">
          초안: {page.draftSavedAt ? `${formatSeoul(page.draftSavedAt)} 저장` : '없음'}
        </Typography>
        {page.scheduledAt ? (
          <Alert
            severity="info"
            sx={{ mt: 1 }}
            action={
              <Button color="inherit" size="small" disabled={busy} onClick={onCancel}>
                예약 취소
              </Button>
            }
          >
            {formatSeoul(page.scheduledAt)}에 게시 예약됨
          </Alert>
        ) : null}
        {page.translationStale ? (
          <Alert severity="warning" sx={{ mt: 1 }}>
            <a href="#translation-check">번역 확인 필요</a>: 대응하는 한국어 페이지가 바뀌었습니다.
          </Alert>
        ) : null}
      </Box>
      {warnings.length ? (
        <Alert severity="warning" role="status">
          <Typography variant="subtitle2" component="h2">
            {warnings.some((w) => !(HINT_CODES as readonly string[]).includes(w.code))
              ? '접근성 점검 (고치지 않으면 최고관리자만 게시할 수 있습니다)'
              : '접근성 점검 (게시는 됩니다)'}
          </Typography>
          <Box component="ul" sx={{ pl: 2, m: 0 }}>
            {warnings.map((w, i) => (
              <li key={i}>{w.message}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
      {dirty ? (
        <Typography variant="body2" color="warning.dark">
          저장하지 않은 변경이 있습니다. 게시하면(지금 또는 예약) 먼저 초안으로 저장합니다. 미리보기는 저장한 뒤에 볼 수
          있습니다.
        </Typography>
      ) : null}
      <Button variant="outlined" disabled={busy || dirty} onClick={onPreview}>
        미리보기 (새 탭, 10분 유효)
      </Button>
      <Button variant="contained" color="success" disabled={busy} onClick={() => onPublish()}>
        지금 게시
      </Button>
      <Stack spacing={1}>
        <TextField
          type="datetime-local"
          size="small"
          label="예약 게시 시각 (한국 시간)"
          value={at}
          onChange={(e) => setAt(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
        />
        <Button variant="outlined" disabled={busy || !at} onClick={() => onPublish(fromSeoulInput(at) ?? undefined)}>
          예약 게시
        </Button>
      </Stack>
    </Stack>
  );
}
