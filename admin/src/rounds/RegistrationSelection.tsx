// 등록 for a selection on 등록 현황: the 합격 not yet registered with the round's 등록금 each, ticked, and one day paid.
// An applicant whose track and department have no 등록금 in the round cannot be ticked (the round's 등록 says so).
import { useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
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
import { useNotify } from 'react-admin';
import { seoulDay } from '../../../domain/time';
import { registerSelection, type ToRegister } from './registration-api';

export function RegistrationSelection({
  roundId,
  open,
  onDone,
}: {
  roundId: string;
  open: ToRegister[];
  onDone: () => void;
}) {
  const notify = useNotify();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [paidAt, setPaidAt] = useState(seoulDay(new Date()));
  const [busy, setBusy] = useState(false);
  const able = open.filter((a) => a.amount !== null);
  const all = able.length > 0 && able.every((a) => chosen.has(a.id));
  const toggle = (id: number) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  };
  const register = async () => {
    setBusy(true);
    try {
      const n = await registerSelection(roundId, [...chosen], paidAt);
      notify(`${n}명의 등록을 기록하고 등록 확인 메일을 보냈습니다.`, { type: 'success' });
      setChosen(new Set());
      onDone();
    } catch (err) {
      notify(err instanceof Error ? err.message : '에러가 발생했습니다', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  if (!open.length) return <Typography variant="body2">등록을 기다리는 합격자가 없습니다.</Typography>;
  return (
    <Stack spacing={2}>
      <TableContainer sx={{ maxHeight: 420 }}>
        <Table size="small" stickyHeader aria-label="등록을 기다리는 합격자">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={all}
                  indeterminate={!all && chosen.size > 0}
                  onChange={() => setChosen(all ? new Set() : new Set(able.map((a) => a.id)))}
                  slotProps={{ input: { 'aria-label': '등록할 합격자 모두 선택' } }}
                />
              </TableCell>
              <TableCell>접수번호</TableCell>
              <TableCell>성명</TableCell>
              <TableCell>과정·학과</TableCell>
              <TableCell align="right">등록금</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {open.map((a) => (
              <TableRow key={a.id} hover data-testid={`to-register-${a.id}`}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={chosen.has(a.id)}
                    disabled={a.amount === null}
                    onChange={() => toggle(a.id)}
                    slotProps={{ input: { 'aria-label': `${a.receiptNo} ${a.name} 등록` } }}
                  />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{a.receiptNo}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {a.name}
                  {a.additional ? ' (추가합격)' : ''}
                </TableCell>
                <TableCell>{`${a.trackLabel} ${a.departmentName}`}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {a.amount === null ? '등록금 미정' : `${a.amount.toLocaleString('ko-KR')}원`}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          size="small"
          type="date"
          label="납부일"
          value={paidAt}
          onChange={(e) => setPaidAt(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Box>
          <Button variant="contained" disabled={busy || !chosen.size || !paidAt} onClick={() => void register()}>
            {busy ? '기록하는 중…' : `선택한 ${chosen.size}명 등록 (모집의 등록금)`}
          </Button>
        </Box>
      </Stack>
    </Stack>
  );
}
