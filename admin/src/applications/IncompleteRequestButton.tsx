// 서류 보완 요청: staff write what is missing; the note becomes the applicant's note (look-up screen), the status
// moves to 서류확인, and the applicant gets the 서류 보완 요청 mail with the note (see 발송 내역).
import { useState } from 'react';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useRecordContext, useRefresh } from 'react-admin';
import { postJson } from './api';
import { useAction } from '../useAction';

const DECIDED = ['accepted', 'rejected', 'waitlisted'];
const MAX = 2000;

export function IncompleteRequestButton() {
  const record = useRecordContext<{ id: number; status: string; name: string; email: string }>();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const { busy, act } = useAction();
  // A decided application gets no request (the API refuses it too).
  if (!record || !record.status || DECIDED.includes(record.status)) return null;
  const close = () => {
    setOpen(false);
    setNote('');
  };
  const send = () =>
    act(
      () => postJson(`/api/applications/${record.id}/incomplete`, { note: note.trim() }),
      '서류 보완을 요청했습니다. 안내 메일은 발송 내역에서 확인할 수 있습니다.',
      () => {
        close();
        refresh();
      },
    );
  return (
    <>
      <Button size="small" startIcon={<NoteAddIcon />} onClick={() => setOpen(true)}>
        서류 보완 요청
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>서류 보완 요청</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {record.name}님({record.email})에게 서류 보완 요청 메일을 보냅니다. 적은 내용은 메일 본문에 들어가고, 접수
            조회 화면의 지원자 안내로도 보입니다. 상태는 서류확인으로 바뀝니다(면접 단계는 그대로).
          </DialogContentText>
          <TextField
            fullWidth
            required
            autoFocus
            multiline
            minRows={4}
            margin="dense"
            label="보완할 내용"
            placeholder="예: 졸업증명서의 발급일이 3개월을 넘었습니다. 최근 발급본을 다시 보내주세요."
            value={note}
            onChange={(e) => setNote(e.target.value)}
            slotProps={{ htmlInput: { maxLength: MAX } }}
            helperText={`${note.length} / ${MAX}자`}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>취소</Button>
          <Button variant="contained" onClick={send} disabled={busy || !note.trim()}>
            요청 메일 보내기
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
