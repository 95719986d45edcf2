// 번역 확인 필요 on a Chinese page's editor: the Korean page changed since this page was last checked, shown as the
// Korean diff since then (TextDiff, domain/page-diff.ts). Saving this page takes the mark away; 확인 완료 takes it away
// without a save, with the reason staff give (POST /api/pages/:id/translation-check, kept in the audit log).
import { Alert, AlertTitle, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { formatSeoul } from '../rounds/seoulInput';
import type { PageRecord } from './api';
import { TextDiff } from './TextDiff';

interface Props {
  page: PageRecord;
  busy: boolean;
  /** The server's message for the reason field of a refused 확인 완료. */
  error?: string;
  onDismiss: (reason: string) => Promise<boolean>;
}

export function TranslationCheck({ page, busy, error, onDismiss }: Props) {
  const [reason, setReason] = useState('');
  const check = page.translationCheck;
  if (!page.translationStale || !check?.korean) return null;
  const korean = check.korean;
  return (
    <Alert severity="warning" id="translation-check" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>번역 확인 필요</AlertTitle>
      <Typography variant="body2">
        대응하는 한국어 페이지(<code>{page.counterpartPath}</code>)가 이 페이지를 마지막으로 확인한 뒤 바뀌었습니다
        {` (${formatSeoul(korean.createdAt)}${korean.staffName ? `, ${korean.staffName}` : ''})`}. 아래 바뀐 한국어
        내용을 번역에 반영해 저장하거나, 고칠 것이 없으면 사유를 적고 확인 완료를 누르세요.
      </Typography>
      <Box sx={{ my: 1.5 }} lang="ko">
        {check.since ? (
          <TextDiff from={check.since} to={korean} label="마지막 확인 이후 한국어 페이지의 변경" />
        ) : (
          <Typography variant="body2">
            이 페이지는 아직 한 번도 확인하지 않았습니다. 한국어 페이지 전체를 번역과 맞춰 보세요.
          </Typography>
        )}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          id="reason"
          name="reason"
          size="small"
          label="확인 사유"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={!!error}
          helperText={error ?? '예: 연도만 바뀌어 중국어 페이지는 그대로 둡니다'}
          sx={{ flex: 1, bgcolor: 'background.paper' }}
        />
        <Button
          variant="outlined"
          color="inherit"
          disabled={busy}
          onClick={() => void onDismiss(reason).then((done) => done && setReason(''))}
        >
          확인 완료
        </Button>
      </Stack>
    </Alert>
  );
}
