// Export of the filtered list (or the selected rows) to .xlsx or CSV: the reason is asked for and logged.
import { useState } from 'react';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useListContext } from 'react-admin';
import { downloadExport } from './api';
import { useAction } from '../useAction';

export function ExportButton() {
  const { filterValues, selectedIds, total } = useListContext();
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<'xlsx' | 'csv'>('xlsx');
  const [reason, setReason] = useState('');
  const { busy, act } = useAction();
  const filter = selectedIds.length ? { id: selectedIds } : filterValues;
  const count = selectedIds.length || total || 0;
  const run = () =>
    act(
      () => downloadExport({ format, reason, filter }),
      '파일을 내려받았습니다. 내려받은 기록과 사유가 저장되었습니다.',
      () => {
        setOpen(false);
        setReason('');
      },
    );
  return (
    <>
      <Button label="내려받기" onClick={() => setOpen(true)}>
        <DownloadIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>지원자 목록 내려받기</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {selectedIds.length ? '선택한' : '현재 조건에 맞는'} {count}건을 내려받습니다. 개인정보가 담긴 파일이므로
            내려받는 사유를 남겨야 하며, 사유와 내려받은 관리자·시각·IP가 접근 기록에 저장됩니다.
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
            placeholder="예: 입학전형위원회 서류심사 회의 자료"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            helperText="5자 이상 입력해주세요."
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>취소</MuiButton>
          <MuiButton variant="contained" onClick={run} disabled={busy || reason.trim().length < 5}>
            내려받기
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
