// CSV 가져오기: the chosen file is first read as a dry run (how many rows are new, how many change, and each problem
// by its line), and imported with one button, all rows at once; while a row has a problem nothing can be imported.
import {
  Alert,
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { useState } from 'react';
import { Button, useNotify, useRefresh } from 'react-admin';
import { useFilePicker } from '../editor/useFilePicker';
import { sendRedirectsCsv, type ImportReport } from './api';

export function ImportButton() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [text, setText] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [report, setReport] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState(false);
  const picker = useFilePicker({
    accept: '.csv,text/csv',
    label: '리디렉션 CSV 파일',
    testId: 'redirects-csv',
    onFiles: async ([file]) => {
      const csv = await file!.text();
      const { body } = await sendRedirectsCsv(csv, true);
      setText(csv);
      setName(file!.name);
      setReport(body);
    },
  });
  const close = () => {
    setReport(null);
    setText(null);
  };
  const apply = async () => {
    if (text === null) return;
    setBusy(true);
    try {
      const { ok, body } = await sendRedirectsCsv(text, false);
      if (!ok) {
        setReport(body);
        notify(body.errorMessage ?? '가져오지 못했습니다.', { type: 'error' });
        return;
      }
      notify(`리디렉션 ${body.created}개를 추가하고 ${body.updated}개를 바꿨습니다.`, { type: 'success' });
      close();
      refresh();
    } catch (err) {
      notify(err instanceof Error ? err.message : '에러가 발생했습니다', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button label="CSV 가져오기" onClick={picker.open} disabled={picker.busy}>
        <UploadIcon />
      </Button>
      {picker.fileInput}
      <Dialog open={report !== null} onClose={close} fullWidth maxWidth="md" aria-labelledby="redirects-import-title">
        <DialogTitle id="redirects-import-title">CSV 가져오기 미리 보기: {name}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {report?.rows ?? 0}행 중 새로 추가 {report?.created ?? 0}개, 바뀜 {report?.updated ?? 0}개. 아직 아무것도
            저장하지 않았습니다. 첫 줄에는 <b>옛 주소</b>, <b>새 주소</b>, <b>응답</b>(선택) 열 제목이 있어야 합니다.
          </DialogContentText>
          {report && report.problems.length > 0 && (
            <>
              <Alert severity="error" sx={{ my: 2 }} data-testid="redirects-import-problems">
                문제가 있는 행이 {report.problems.length}개 있어 가져올 수 없습니다. 파일을 고친 뒤 다시 선택해주세요.
              </Alert>
              <Table size="small" aria-label="문제가 있는 행">
                <TableHead>
                  <TableRow>
                    <TableCell>줄</TableCell>
                    <TableCell>옛 주소</TableCell>
                    <TableCell>문제</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {report.problems.map((p) => (
                    <TableRow key={p.line}>
                      <TableCell>{p.line}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-all' }}>{p.from}</TableCell>
                      <TableCell>{p.problem}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close}>닫기</MuiButton>
          <MuiButton
            variant="contained"
            onClick={() => void apply()}
            disabled={busy || !report || report.problems.length > 0}
          >
            {busy ? '가져오는 중…' : '가져오기'}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
