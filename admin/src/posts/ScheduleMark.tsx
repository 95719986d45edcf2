// Above a post dated ahead: "예약됨: 12월 1일 09:00 게시" (Seoul time). The form below is that scheduled post, so a
// save changes what goes out at that time; 예약 취소 keeps it as 임시저장 (a revision says so), off the site.
import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { scheduledMark } from '../../../domain/scheduled';
import { httpClient } from '../httpClient';

export function ScheduleMark({
  postId,
  publishedAt,
  canWrite,
}: {
  postId: string;
  publishedAt: string;
  canWrite: boolean;
}) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    setBusy(true);
    try {
      await httpClient(`/api/posts/${postId}`, {
        method: 'PUT',
        body: JSON.stringify({ isDraft: true, revisionNote: '예약 취소: 임시저장으로' }),
      });
      notify('예약을 취소했습니다. 예약했던 글은 임시저장으로 남습니다.', { type: 'success' });
      refresh();
    } catch (err) {
      notify((err as Error).message || '예약을 취소하지 못했습니다.', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert
      severity="info"
      id="scheduled-mark"
      sx={{ mb: 1, maxWidth: 980 }}
      action={
        canWrite ? (
          <Button color="inherit" size="small" disabled={busy} onClick={() => void cancel()}>
            예약 취소
          </Button>
        ) : undefined
      }
    >
      <strong>{scheduledMark(publishedAt)}</strong> — 아직 사이트에 보이지 않습니다. 고쳐 저장하면 예약된 글이 바뀌고,
      그 시각에 공개됩니다.
    </Alert>
  );
}
