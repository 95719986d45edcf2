// 등록금 대조 on 등록 현황: the bank statement is read as 전형료 대조 reads it, each deposit proposed a 합격 by name and
// their own 등록금 (a near name marked 확인 필요 and left unticked). A deposit left over (two 합격 of one name, 2× 이도윤)
// can be paired with an applicant by hand. One confirmation registers every ticked and paired deposit at once; each
// applicant gets the 등록 확인 mail. Nothing is registered before it.
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControl,
  InputLabel,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Select,
  Stack,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import type { FeeMatchPreview } from '../../../domain/fee-matches';
import { useFilePicker } from '../editor/useFilePicker';
import { ProposalTable } from '../fees/ProposalTable';
import {
  confirmRegistrations,
  sendRegistrationStatement,
  type RegistrationPair,
  type ToRegister,
} from './registration-api';

export function RegistrationStatement({
  roundId,
  open,
  onDone,
}: {
  roundId: string;
  open: ToRegister[];
  onDone: () => void;
}) {
  const notify = useNotify();
  const [preview, setPreview] = useState<FeeMatchPreview | null>(null);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  /** Deposits left over, paired by hand: line → application id. */
  const [paired, setPaired] = useState<Record<number, number>>({});
  const [busy, setBusy] = useState(false);
  const picker = useFilePicker({
    accept: '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv',
    label: '등록금 거래내역 파일',
    testId: 'registration-statement-file',
    onFiles: async ([file]) => {
      setPreview(null);
      const answer = await sendRegistrationStatement(roundId, file!);
      setPreview(answer);
      setPaired({});
      setChosen(new Set(answer.proposals.filter((p) => p.kind !== 'fuzzy').map((p) => p.line)));
    },
  });
  const proposedIds = new Set(preview?.proposals.filter((p) => chosen.has(p.line)).map((p) => p.applicationId));
  const taken = (id: number, line: number) =>
    proposedIds.has(id) || Object.entries(paired).some(([l, a]) => a === id && Number(l) !== line);
  const pairs = (): RegistrationPair[] =>
    [
      ...(preview?.proposals ?? []).filter((p) => chosen.has(p.line)),
      ...(preview?.unmatched ?? [])
        .filter((d) => paired[d.line])
        .map((d) => ({ ...d, applicationId: paired[d.line]! })),
    ].map(({ applicationId, amount, depositor, paidOn, line }) => ({ applicationId, amount, depositor, paidOn, line }));
  const count = chosen.size + Object.keys(paired).length;
  const confirm = async () => {
    setBusy(true);
    try {
      const n = await confirmRegistrations(roundId, pairs());
      notify(`${n}명의 등록을 기록하고 등록 확인 메일을 보냈습니다.`, { type: 'success' });
      setPreview(null);
      onDone();
    } catch (err) {
      notify(err instanceof Error ? err.message : '에러가 발생했습니다', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        은행에서 내려받은 거래내역(.xlsx 또는 .csv)을 그대로 올리면 입금마다 등록금이 같은 합격자를 제안합니다. 제안을
        확인하고 아래 버튼을 눌러야 등록이 기록됩니다.
      </Typography>
      <Box>
        <Button variant="outlined" onClick={picker.open} disabled={picker.busy || busy}>
          {picker.busy ? '파일을 읽는 중…' : '등록금 거래내역 올리기'}
        </Button>
        {picker.fileInput}
      </Box>
      {preview && (
        <>
          {preview.problems.length > 0 && (
            <Alert severity="warning" data-testid="registration-problems">
              읽지 못한 행이 {preview.problems.length}개 있습니다. 그 행은 대조하지 않았습니다.
              <ul style={{ margin: '8px 0 0', paddingLeft: 20 }}>
                {preview.problems.map((p) => (
                  <li key={p.line}>{p.message}</li>
                ))}
              </ul>
            </Alert>
          )}
          <ProposalTable proposals={preview.proposals} chosen={chosen} onChange={setChosen} />
          <Box data-testid="registration-unmatched">
            <Typography variant="subtitle2" component="h3">
              대조 안 된 입금 {preview.unmatched.length}건: 지원자를 골라 짝지을 수 있습니다
            </Typography>
            <List dense>
              {preview.unmatched.map((d) => (
                <ListItem key={d.line} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                  <ListItemText
                    primary={`${d.line}행 · ${d.paidOn} · ${d.depositor} · ${d.amount.toLocaleString('ko-KR')}원`}
                    secondary={d.reason}
                  />
                  <FormControl size="small" sx={{ minWidth: 260 }}>
                    <InputLabel id={`pair-${d.line}`}>{`${d.line}행 짝지을 지원자`}</InputLabel>
                    <Select
                      labelId={`pair-${d.line}`}
                      label={`${d.line}행 짝지을 지원자`}
                      value={String(paired[d.line] ?? '')}
                      onChange={(e) => {
                        const next = { ...paired };
                        if (e.target.value === '') delete next[d.line];
                        else next[d.line] = Number(e.target.value);
                        setPaired(next);
                      }}
                    >
                      <MenuItem value="">짝짓지 않음</MenuItem>
                      {open.map((a) => (
                        <MenuItem key={a.id} value={String(a.id)} disabled={taken(a.id, d.line)}>
                          {`${a.receiptNo} ${a.name} · ${a.trackLabel} ${a.departmentName}`}
                          {a.amount !== null ? ` · ${a.amount.toLocaleString('ko-KR')}원` : ''}
                        </MenuItem>
                      ))}
                    </Select>
                  </FormControl>
                </ListItem>
              ))}
              {!preview.unmatched.length && <ListItem disableGutters>없습니다.</ListItem>}
            </List>
          </Box>
          <Box>
            <Button variant="contained" onClick={() => void confirm()} disabled={busy || count === 0}>
              {busy ? '기록하는 중…' : `선택한 ${count}건 등록 확정`}
            </Button>
          </Box>
        </>
      )}
    </Stack>
  );
}
