// 결과 확정: the round's results as they stand (counts), who changed a result last, and the confirmation by someone
// else. The one who changed a result last cannot confirm; a 최고관리자 may, alone, by writing why (kept in the audit
// log). A result changed after the confirmation, before the announcement, withdraws it.
import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../../domain/time';
import { useAction } from '../../useAction';
import { confirmResults, resultsKey, type ResultsState } from './api';

export function ConfirmCard({ id, state }: { id: string; state: ResultsState }) {
  const client = useQueryClient();
  const action = useAction();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const s = state.byStatus;
  const decided = s.accepted + s.rejected + s.waitlisted + s.registered + s.declined;
  const undecided = state.total - decided;
  const submit = () =>
    action.act(
      () => confirmResults(id, reason),
      '결과를 확정했습니다. 발표 시각에 지원자에게 결과가 보이고 안내 메일이 나갑니다.',
      () => {
        setOpen(false);
        void client.invalidateQueries({ queryKey: resultsKey(id) });
      },
    );

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          결과 확정
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }} data-testid="result-counts">
          <Chip color="success" label={`합격 ${s.accepted + s.registered + s.declined}명`} />
          <Chip color="error" label={`불합격 ${s.rejected}명`} />
          <Chip color="warning" label={`예비 ${s.waitlisted}명`} />
          <Chip variant="outlined" label={`결과 없음 ${undecided}명`} />
        </Stack>
        {undecided > 0 && !state.confirmedAt && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            결과가 정해지지 않은 지원서가 {undecided}건 있습니다. 이 지원자들은 발표 뒤에도 심사 중으로 보이고 결과 안내
            메일을 받지 않습니다.
          </Alert>
        )}
        <Typography variant="body2" sx={{ mb: 1 }}>
          마지막 결과 변경:{' '}
          {state.changedAt ? `${state.changedByName ?? '알 수 없음'} · ${formatDateTime(state.changedAt)}` : '없음'}
        </Typography>
        {state.changers.length > 0 && (
          <Typography variant="body2" sx={{ mb: 1 }} data-testid="changers">
            지난 확정 뒤 결과를 바꾼 분: {state.changers.map((c) => c.name ?? '알 수 없음').join(', ')}
          </Typography>
        )}
        {state.confirmedAt ? (
          <Alert severity="success" data-testid="confirmed">
            {state.confirmedByName ?? '담당자'}님이 {formatDateTime(state.confirmedAt)}에 확정했습니다.
            {state.confirmReason ? ` 사유: ${state.confirmReason}` : ''}
          </Alert>
        ) : (
          <>
            <Alert severity={state.announced ? 'error' : 'warning'} sx={{ mb: 2 }}>
              아직 확정되지 않았습니다. 확정하지 않으면 발표 시각이 지나도 지원자에게는 ‘심사 중’으로 보이고 결과 안내
              메일이 나가지 않습니다. 결과를 바꾸지 않은 다른 담당자가 확인하고 확정해주세요.
            </Alert>
            {decided === 0 ? (
              <Alert severity="info">
                확정할 결과가 없습니다. 먼저 아래에서 결과를 가져오거나 지원서마다 정해주세요.
              </Alert>
            ) : state.canConfirm ? (
              <Button variant="contained" onClick={() => setOpen(true)} disabled={action.busy}>
                결과 확정
              </Button>
            ) : (
              <Alert severity="info">
                지난 확정 뒤 결과를 바꾼 분은 확정할 수 없습니다. 결과를 바꾸지 않은 다른 입학 담당자에게 확정을
                요청해주세요.
              </Alert>
            )}
          </>
        )}
      </CardContent>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>결과를 확정할까요?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            합격 {s.accepted}명, 불합격 {s.rejected}명, 예비 {s.waitlisted}명의 결과를 확정합니다. 발표 시각(
            {formatDateTime(state.announceAt)})부터 지원자가 결과를 보고 안내 메일을 받습니다. 발표 전에 결과를 바꾸면
            확정이 풀립니다.
          </DialogContentText>
          {state.reasonRequired && (
            <TextField
              label="혼자 확정하는 사유"
              helperText="마지막으로 결과를 바꾼 분이 확정하려면 사유가 필요합니다. 감사 기록에 남습니다."
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              multiline
              minRows={2}
              fullWidth
              required
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>취소</Button>
          <Button
            variant="contained"
            onClick={() => void submit()}
            disabled={action.busy || (state.reasonRequired && !reason.trim())}
          >
            확정
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
