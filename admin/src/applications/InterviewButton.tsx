// 면접 배정: gives every selected application one interview date-time (Seoul) and place; the server numbers the
// 수험번호 of those without one, moves them to 면접 and mails each applicant (POST /api/applications/bulk-interview).
import { useState } from 'react';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { Button, useListContext, useRecordContext, useRefresh, useUnselectAll } from 'react-admin';
import EventIcon from '@mui/icons-material/Event';
import { postJson } from './api';
import { useAction } from '../useAction';

/** "2027-01-08T14:00" typed in Seoul time → "2027-01-08T14:00:00+09:00" (Seoul keeps no daylight saving). */
export const seoulIso = (local: string): string => `${local}:00+09:00`;

/** The dialog of both buttons: one date-time, one place, an optional first number, for `ids`. */
function InterviewDialog({
  ids,
  open,
  setOpen,
  done,
}: {
  ids: readonly unknown[];
  open: boolean;
  setOpen: (open: boolean) => void;
  done: () => void;
}) {
  const [at, setAt] = useState('');
  const [place, setPlace] = useState('');
  const [start, setStart] = useState('');
  const { busy, act } = useAction();
  const apply = () =>
    act(
      () =>
        postJson('/api/applications/bulk-interview', {
          ids,
          interviewAt: at ? seoulIso(at) : '',
          place,
          ...(start ? { examNoStart: Number(start) } : {}),
        }),
      `${ids.length}건에 면접을 배정하고 안내 메일을 보냈습니다.`,
      () => {
        setOpen(false);
        done();
      },
    );
  return (
    <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
      <DialogTitle>{ids.length === 1 ? '면접 배정' : `선택한 ${ids.length}건 면접 배정`}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          수험번호가 없는 지원서에는 모집·과정별로 다음 번호를 매기고(예: 2027-1-M-0001), 접수·서류 단계의 지원서는
          ‘면접’ 상태로 바꾼 뒤 지원자에게 면접 안내 메일을 보냅니다.
        </DialogContentText>
        <TextField
          fullWidth
          margin="dense"
          type="datetime-local"
          label="면접 일시 (한국시간)"
          value={at}
          onChange={(e) => setAt(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          required
        />
        <TextField
          fullWidth
          margin="dense"
          label="면접 장소"
          value={place}
          onChange={(e) => setPlace(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          required
        />
        <TextField
          fullWidth
          margin="dense"
          type="number"
          label="시작 수험번호 (선택)"
          helperText="비워 두면 이미 쓴 번호 다음부터 매깁니다."
          value={start}
          onChange={(e) => setStart(e.target.value)}
          slotProps={{ htmlInput: { min: 1, max: 9999 } }}
        />
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={() => setOpen(false)}>취소</MuiButton>
        <MuiButton variant="contained" onClick={apply} disabled={busy}>
          배정
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}

/** 면접 배정 of the list's selection. */
export function InterviewButton() {
  const { selectedIds } = useListContext();
  const refresh = useRefresh();
  const unselect = useUnselectAll('applications');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="면접 배정" onClick={() => setOpen(true)}>
        <EventIcon />
      </Button>
      <InterviewDialog
        ids={selectedIds}
        open={open}
        setOpen={setOpen}
        done={() => {
          unselect();
          refresh();
        }}
      />
    </>
  );
}

/** 면접 배정 (or moving the interview) of the one application on its page. */
export function InterviewShowButton() {
  const record = useRecordContext<{ id: number }>();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <Button label="면접 배정" onClick={() => setOpen(true)}>
        <EventIcon />
      </Button>
      <InterviewDialog ids={[record.id]} open={open} setOpen={setOpen} done={refresh} />
    </>
  );
}
