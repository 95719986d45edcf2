// Asks why a document is being downloaded before it is: the reason is kept in the access log and read in the
// monthly review (접속기록 점검).
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useAction } from '../useAction';

export function DownloadReasonDialog({
  title,
  onClose,
  download,
}: {
  /** What is downloaded, e.g. "졸업증명서 — 졸업증명서.pdf"; the dialog is open while it is set. */
  title: string | null;
  onClose: () => void;
  download: (reason: string) => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const { busy, act } = useAction();
  const close = () => {
    setReason('');
    onClose();
  };
  const run = () =>
    act(() => download(reason.trim()), '서류를 내려받았습니다. 내려받은 기록과 사유가 저장되었습니다.', close);
  return (
    <Dialog open={title !== null} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>서류 내려받기</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {title} 파일을 내려받습니다. 개인정보가 담긴 서류이므로 내려받는 사유를 남겨야 하며, 사유와 내려받은
          관리자·시각·IP가 접근 기록에 저장됩니다.
        </DialogContentText>
        <TextField
          fullWidth
          required
          autoFocus
          margin="dense"
          label="내려받는 사유"
          placeholder="예: 서류심사 위원 검토용 사본"
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
  );
}
