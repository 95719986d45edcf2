// 결과 가져오기: the committee's spreadsheet (xlsx or CSV with the columns 접수번호, 결과, 예비순위, 비고) is first
// previewed — what each row changes, and each problem by its row — and then applied with one button, all rows at
// once. While a row has a problem nothing can be applied; the file is fixed and chosen again.
import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { statusLabel } from '../../../../domain/application-status';
import { useFilePicker } from '../../editor/useFilePicker';
import { resultsKey, sendImport, type ImportAnswer } from './api';

const label = (code: string | null) => (code ? statusLabel(code) : '—');

export function ImportCard({ id }: { id: string }) {
  const client = useQueryClient();
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportAnswer | null>(null);
  const [busy, setBusy] = useState(false);

  const picker = useFilePicker({
    accept: '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv',
    label: '결과 파일',
    testId: 'results-file',
    onFiles: async ([picked]) => {
      setPreview(null);
      const { body } = await sendImport(id, picked!, true);
      setFile(picked!);
      setPreview(body);
    },
  });

  const apply = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const { ok, body } = await sendImport(id, file, false);
      if (!ok) {
        setPreview(body);
        notify(body.errorMessage ?? '반영하지 못했습니다.', { type: 'error' });
        return;
      }
      notify(
        `${body.applied ?? 0}건의 결과를 반영했습니다.${body.confirmationWithdrawn ? ' 결과가 바뀌어 확정이 풀렸습니다. 다시 확정받아주세요.' : ''}`,
        { type: 'success' },
      );
      setPreview(null);
      setFile(null);
      await client.invalidateQueries({ queryKey: resultsKey(id) });
    } catch (err) {
      notify(err instanceof Error ? err.message : '에러가 발생했습니다', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const s = preview?.summary;
  const changes = s ? s.accepted + s.rejected + s.waitlisted : 0;
  const problems = preview?.rows.filter((r) => r.problem) ?? [];
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          결과 가져오기
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          사정 결과 엑셀(.xlsx) 또는 CSV 파일을 올리세요. 첫 줄(또는 제목 아래 줄)에 <b>접수번호</b>, <b>결과</b>
          (합격·불합격·예비), <b>예비순위</b>(예비일 때 필수), <b>비고</b>(선택) 열이 있어야 합니다. 올리면 먼저 미리
          보기만 하고, 아래 버튼을 눌러야 반영됩니다.
        </Typography>
        <Button variant="outlined" onClick={picker.open} disabled={picker.busy || busy}>
          {picker.busy ? '파일을 읽는 중…' : '결과 파일 선택'}
        </Button>
        {picker.fileInput}
        {preview && s && (
          <>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
              미리 보기{file ? `: ${file.name}` : ''}
            </Typography>
            {preview.windowOpen ? (
              <Alert severity="warning" sx={{ mb: 2 }} data-testid="import-window-open">
                아직 원서접수 기간입니다. 지금 결과를 반영하면 마감 전에 접수하는 지원자는 이 결과에 들어가지 않습니다.
                마감 뒤에 가져오기를 권합니다.
              </Alert>
            ) : null}
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }} data-testid="import-summary">
              <Chip color="success" label={`합격 ${s.accepted}`} />
              <Chip color="error" label={`불합격 ${s.rejected}`} />
              <Chip color="warning" label={`예비 ${s.waitlisted}`} />
              <Chip variant="outlined" label={`변경 없음 ${s.unchanged}`} />
              <Chip color={s.problems ? 'error' : 'default'} variant="outlined" label={`문제 ${s.problems}`} />
            </Stack>
            {problems.length > 0 && (
              <Alert severity="error" sx={{ mb: 2 }} data-testid="import-problems">
                문제가 있는 행이 {problems.length}개 있어 반영할 수 없습니다. 파일을 고친 뒤 다시 선택해주세요.
                <ul style={{ margin: '8px 0 0', paddingLeft: 20 }}>
                  {problems.map((r) => (
                    <li key={r.line}>{r.problem}</li>
                  ))}
                </ul>
              </Alert>
            )}
            <TableContainer sx={{ maxHeight: 480, mb: 2 }}>
              <Table size="small" stickyHeader aria-label="가져올 결과 미리 보기">
                <TableHead>
                  <TableRow>
                    <TableCell>행</TableCell>
                    <TableCell>접수번호</TableCell>
                    <TableCell>성명</TableCell>
                    <TableCell>현재</TableCell>
                    <TableCell>결과</TableCell>
                    <TableCell>예비순위</TableCell>
                    <TableCell>확인</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {preview.rows.map((r) => (
                    <TableRow key={r.line} sx={r.problem ? { bgcolor: 'error.50' } : undefined}>
                      <TableCell>{r.line}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.receiptNo}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.name}</TableCell>
                      <TableCell>{label(r.from)}</TableCell>
                      <TableCell>{label(r.to)}</TableCell>
                      <TableCell>{r.waitlistRank ?? ''}</TableCell>
                      <TableCell sx={{ color: r.problem ? 'error.main' : 'text.secondary', minWidth: 160 }}>
                        {r.problem ?? (r.unchanged ? '변경 없음' : '반영 예정')}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <Button variant="contained" onClick={() => void apply()} disabled={busy || s.problems > 0 || changes === 0}>
              {busy ? '반영하는 중…' : `결과 반영 (${changes}건)`}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
