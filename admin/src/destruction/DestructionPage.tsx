// 보안 › 파기 대장: a month's entries (what, how many, the rule, the method, when, by which job or person, and the
// backups that still hold a copy until they rotate out), the 개인정보 보호책임자's sign-off once the month is over,
// and the download with a reason. On a phone the table scrolls sideways.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Loading, Title } from 'react-admin';
import { BACKUP_NOTE } from '../../../domain/destruction';
import { formatDateTime } from '../../../domain/time';
import { useAction } from '../useAction';
import { downloadRegister, fetchMonths, fetchRecords, signMonth, type MonthRow } from './api';

function SignOff({ month, onSigned }: { month: MonthRow; onSigned: () => void }) {
  const [note, setNote] = useState('');
  const { busy, act } = useAction();
  const s = month.signOff;
  if (s)
    return (
      <Alert severity="success" data-testid="destruction-signed">
        {s.signedByName ?? s.signedByLogin}님이 {formatDateTime(s.signedAt)}에 검토하고 서명했습니다 (당시{' '}
        {s.recordCount}건). 의견: {s.note}
      </Alert>
    );
  if (!month.over)
    return (
      <Alert severity="info">{month.label}은 아직 끝나지 않았습니다. 달이 끝난 뒤 검토하고 서명할 수 있습니다.</Alert>
    );
  return (
    <Stack spacing={1}>
      <TextField
        label="검토 의견"
        required
        multiline
        minRows={2}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        placeholder="예: 보유기간이 지난 지원서 파기 확인. 백업 사본은 순환 삭제 예정."
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <div>
        <Button
          variant="contained"
          disabled={busy || !note.trim()}
          onClick={() =>
            act(() => signMonth(month.id, note.trim()), `${month.label} 파기 대장에 서명했습니다.`, onSigned)
          }
        >
          검토 완료 서명
        </Button>
      </div>
    </Stack>
  );
}

function Export({ month }: { month: MonthRow }) {
  const [reason, setReason] = useState('');
  const { busy, act } = useAction();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        size="small"
        label="내려받는 사유"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        sx={{ flex: 1 }}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Button
        variant="outlined"
        disabled={busy || reason.trim().length < 5}
        onClick={() => act(() => downloadRegister(month.id, reason.trim()), '파기 대장을 내려받았습니다.')}
      >
        엑셀로 내려받기
      </Button>
    </Stack>
  );
}

export function DestructionPage() {
  const client = useQueryClient();
  const months = useQuery({ queryKey: ['destruction', 'months'], queryFn: fetchMonths });
  const [chosen, setChosen] = useState<string | null>(null);
  const month = months.data?.find((m) => m.id === chosen) ?? months.data?.[0];
  const records = useQuery({
    queryKey: ['destruction', 'records', month?.id],
    queryFn: () => fetchRecords(month!.id),
    enabled: !!month,
  });
  if (months.isLoading) return <Loading />;
  if (!month) return <Alert severity="error">파기 대장을 불러오지 못했습니다.</Alert>;
  return (
    <Box sx={{ mt: 1 }}>
      <Title title="파기 대장" />
      <Stack spacing={2}>
        <TextField
          select
          label="달"
          value={month.id}
          onChange={(e) => setChosen(e.target.value)}
          sx={{ maxWidth: 280 }}
        >
          {months.data!.map((m) => (
            <MenuItem key={m.id} value={m.id}>
              {m.label} · {m.records}건{m.signOff ? ' · 서명 완료' : m.over ? ' · 서명 전' : ''}
            </MenuItem>
          ))}
        </TextField>
        <Card>
          <CardContent>
            <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
              {month.label} 파기 기록
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {BACKUP_NOTE} 이 기록은 고치거나 지울 수 없습니다.
            </Typography>
            {records.data?.length ? (
              <TableContainer sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={`${month.label} 파기 기록`}>
                  <TableHead>
                    <TableRow>
                      <TableCell>일시</TableCell>
                      <TableCell>대상</TableCell>
                      <TableCell align="right">건수</TableCell>
                      <TableCell>근거</TableCell>
                      <TableCell>방법</TableCell>
                      <TableCell>처리자</TableCell>
                      <TableCell>사본이 남은 백업</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {records.data.map((r) => (
                      <TableRow key={r.id}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.at)}</TableCell>
                        <TableCell>{r.kindLabel}</TableCell>
                        <TableCell align="right">
                          {r.count}
                          {r.files ? ` (파일 ${r.files})` : ''}
                        </TableCell>
                        <TableCell>{r.rule}</TableCell>
                        <TableCell>{r.methodLabel}</TableCell>
                        <TableCell>{r.by}</TableCell>
                        <TableCell>
                          {r.heldInBackups.length ? r.heldInBackups.map((b) => b.file).join(', ') : '없음'}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            ) : (
              <Typography>{records.isLoading ? '불러오는 중…' : '이 달에는 파기 기록이 없습니다.'}</Typography>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
              개인정보 보호책임자 검토·서명
            </Typography>
            <SignOff month={month} onSigned={() => void client.invalidateQueries({ queryKey: ['destruction'] })} />
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
              내려받기
            </Typography>
            <Export month={month} />
          </CardContent>
        </Card>
      </Stack>
    </Box>
  );
}
