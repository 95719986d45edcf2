// 옮기기 (one applicant to another room and time) and 맞바꾸기 (two applicants exchange slots): each changed
// applicant gets the interview mail again with the new time and place.
import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useNotify } from 'react-admin';
import type { InterviewRoom, TimetableSlot } from '../../../domain/interview-schedule';
import { fromSeoulInput, toSeoulInput } from '../rounds/seoulInput';
import { moveApplicant, swapApplicants } from './api';
import { slotTime } from './TimetableView';

type Room = InterviewRoom & { roomNo: number };
const fail = (notify: ReturnType<typeof useNotify>, err: unknown) =>
  notify(err instanceof Error ? err.message : '에러가 발생했습니다', { type: 'error' });

export function MoveDialog({
  roundId,
  slot,
  rooms,
  onClose,
}: {
  roundId: string;
  slot: TimetableSlot;
  rooms: Room[];
  onClose: (done: boolean) => void;
}) {
  const notify = useNotify();
  const [roomNo, setRoomNo] = useState(slot.roomNo);
  const [at, setAt] = useState(toSeoulInput(slot.startsAt).slice(0, 16));
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await moveApplicant(roundId, slot.applicationId, roomNo, fromSeoulInput(at) ?? '');
      notify(`${slot.name} 님의 면접 시간을 옮기고 안내 메일을 보냈습니다.`, { type: 'success' });
      onClose(true);
    } catch (err) {
      fail(notify, err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="xs">
      <DialogTitle>{slot.name} 님 옮기기</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>지금: {slotTime(slot)}</DialogContentText>
        <TextField
          select
          fullWidth
          label="면접실"
          value={roomNo}
          onChange={(e) => setRoomNo(Number(e.target.value))}
          sx={{ mb: 2 }}
        >
          {rooms.map((r) => (
            <MenuItem key={r.roomNo} value={r.roomNo}>
              {r.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          fullWidth
          type="datetime-local"
          label="시작 (서울 시각)"
          value={at}
          onChange={(e) => setAt(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>취소</Button>
        <Button variant="contained" disabled={busy || !at} onClick={submit}>
          옮기고 안내
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function SwapDialog({
  roundId,
  slot,
  others,
  rooms,
  onClose,
}: {
  roundId: string;
  slot: TimetableSlot;
  others: TimetableSlot[];
  rooms: Room[];
  onClose: (done: boolean) => void;
}) {
  const notify = useNotify();
  const [other, setOther] = useState<number | ''>('');
  const [busy, setBusy] = useState(false);
  const roomName = (n: number) => rooms.find((r) => r.roomNo === n)?.name ?? '';
  const submit = async () => {
    if (other === '') return;
    setBusy(true);
    try {
      await swapApplicants(roundId, slot.applicationId, other);
      notify('두 지원자의 면접 시간을 맞바꾸고 각자에게 안내 메일을 보냈습니다.', { type: 'success' });
      onClose(true);
    } catch (err) {
      fail(notify, err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="sm">
      <DialogTitle>{slot.name} 님과 맞바꾸기</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          지금: {slotTime(slot)}, {roomName(slot.roomNo)}
        </DialogContentText>
        <TextField
          select
          fullWidth
          label="맞바꿀 지원자"
          value={other}
          onChange={(e) => setOther(Number(e.target.value))}
        >
          {others.map((o) => (
            <MenuItem key={o.applicationId} value={o.applicationId}>
              {`${o.name} (${o.examNo ?? o.receiptNo}) · ${roomName(o.roomNo)} ${slotTime(o)}`}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>취소</Button>
        <Button variant="contained" disabled={busy || other === ''} onClick={submit}>
          맞바꾸고 안내
        </Button>
      </DialogActions>
    </Dialog>
  );
}
