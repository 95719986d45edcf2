// Status change with a reason (kept in the history) and the note the applicant sees in the look-up.
import { useEffect, useState } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useNotify, useRefresh } from 'react-admin';
import { postJson } from './api';
import { statusChoices } from './statuses';

export function StatusPanel({ id, status, applicantNote }: { id: number; status: string; applicantNote: string }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [next, setNext] = useState(status);
  const [comment, setComment] = useState('');
  const [note, setNote] = useState(applicantNote);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setNext(status);
    setNote(applicantNote);
  }, [status, applicantNote]);
  const save = async () => {
    setBusy(true);
    try {
      await postJson(`/api/applications/${id}/status`, {
        status: next,
        comment: comment || undefined,
        applicantNote: note,
      });
      notify('상태를 저장했습니다.', { type: 'success' });
      setComment('');
      refresh();
    } catch (err) {
      notify(err instanceof Error ? err.message : '에러가 발생했습니다', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1.5}>
      <TextField
        select
        label="상태"
        value={next}
        onChange={(e) => setNext(e.target.value)}
        size="small"
        slotProps={{ htmlInput: { 'data-testid': 'status-select' } }}
      >
        {statusChoices.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="변경 사유 (내부 기록)"
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        size="small"
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <TextField
        label="지원자 안내 (접수 조회 화면에 보입니다)"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <Button variant="contained" onClick={save} disabled={busy}>
        상태 저장
      </Button>
    </Stack>
  );
}
