// The hand-off of the registered students to the 학적 system: a file with the fixed columns, after the reason is given
// (kept in the access log with who, when and from where, like every export).
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
import DownloadIcon from '@mui/icons-material/Download';
import { HANDOFF_COLUMNS } from '../../../domain/registration';
import { useAction } from '../useAction';
import { downloadHandoff } from './registration-api';

export function HandoffButton({ roundId, registered }: { roundId: string; registered: number }) {
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<'xlsx' | 'csv'>('xlsx');
  const [reason, setReason] = useState('');
  const { busy, act } = useAction();
  const close = () => {
    setOpen(false);
    setReason('');
  };
  const run = () =>
    act(
      () => downloadHandoff(roundId, format, reason.trim()),
      '파일을 내려받았습니다. 내려받은 기록과 사유가 저장되었습니다.',
      close,
    );
  return (
    <>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => setOpen(true)}>
        학적 연계 파일 내려받기
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>등록자 학적 연계 파일</DialogTitle>
        <DialogContent>
          <DialogContentText>
            등록한 {registered}명을 학적 시스템에 올릴 수 있는 정해진 열({HANDOFF_COLUMNS.join(', ')})로 내려받습니다.
            개인정보가 담긴 파일이므로 내려받는 사유를 남겨야 하며, 사유와 내려받은 관리자·시각·IP가 접근 기록에
            저장됩니다.
          </DialogContentText>
          <TextField
            select
            fullWidth
            margin="dense"
            label="파일 형식"
            value={format}
            onChange={(e) => setFormat(e.target.value as 'xlsx' | 'csv')}
          >
            <MenuItem value="xlsx">엑셀 (.xlsx)</MenuItem>
            <MenuItem value="csv">CSV (엑셀 호환, UTF-8)</MenuItem>
          </TextField>
          <TextField
            fullWidth
            required
            margin="dense"
            label="내려받는 사유"
            placeholder="예: 학적 시스템 신입생 등록"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            helperText="5자 이상 입력해주세요."
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>취소</Button>
          <Button variant="contained" onClick={run} disabled={busy || reason.trim().length < 5}>
            내려받기
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
