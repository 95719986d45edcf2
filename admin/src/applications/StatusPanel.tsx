// Status change with a reason (kept in the history) and the note the applicant sees in the look-up.
import { useEffect, useState } from 'react';
import { Button, Stack } from '@mui/material';
import { useRefresh } from 'react-admin';
import { postJson } from './api';
import { NoteField, ReasonField, StatusSelect } from './StatusFields';
import { useAction } from '../useAction';

export function StatusPanel({ id, status, applicantNote }: { id: number; status: string; applicantNote: string }) {
  const refresh = useRefresh();
  const [next, setNext] = useState(status);
  const [comment, setComment] = useState('');
  const [note, setNote] = useState(applicantNote);
  const { busy, act } = useAction();
  useEffect(() => {
    setNext(status);
    setNote(applicantNote);
  }, [status, applicantNote]);
  const save = () =>
    act(
      () =>
        postJson(`/api/applications/${id}/status`, {
          status: next,
          comment: comment || undefined,
          applicantNote: note,
        }),
      '상태를 저장했습니다.',
      () => {
        setComment('');
        refresh();
      },
    );
  return (
    <Stack spacing={1.5}>
      <StatusSelect
        label="상태"
        value={next}
        onChange={setNext}
        size="small"
        slotProps={{ htmlInput: { 'data-testid': 'status-select' } }}
      />
      <ReasonField value={comment} onChange={setComment} size="small" />
      <NoteField
        label="지원자 안내 (접수 조회 화면에 보입니다)"
        value={note}
        onChange={setNote}
        multiline
        minRows={2}
        maxLength={1000}
      />
      <Button variant="contained" onClick={save} disabled={busy}>
        상태 저장
      </Button>
    </Stack>
  );
}
