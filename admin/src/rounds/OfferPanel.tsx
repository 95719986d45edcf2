// 추가합격 by rank on 등록 현황: how many of the next 예비 and the deadline to register (Seoul time), asked once more in
// a dialog that says mail goes out; the server picks the 예비 in rank order and answers who was offered.
import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import { fromSeoulInput } from './seoulInput';
import { makeOffers, type RegistrationStatus } from './registration-api';

export function OfferPanel({ status, onDone }: { status: RegistrationStatus; onDone: () => void }) {
  const notify = useNotify();
  const [count, setCount] = useState('1');
  const [respondBy, setRespondBy] = useState('');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const { waitlist, round } = status;
  const ready = round.announced && round.resultsConfirmedAt !== null;
  const n = Number(count);
  const valid = Number.isInteger(n) && n >= 1 && n <= waitlist.ranked && respondBy !== '';
  const run = async () => {
    setBusy(true);
    try {
      const offered = await makeOffers(String(round.id), n, fromSeoulInput(respondBy) ?? '');
      notify(`추가합격을 제안했습니다: ${offered.map((o) => `${o.waitlistRank}순위 ${o.name}`).join(', ')}`, {
        type: 'success',
      });
      setAsking(false);
      onDone();
    } catch (err) {
      notify(err instanceof Error ? err.message : '에러가 발생했습니다', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2">
        남은 예비 {waitlist.ranked}명{waitlist.nextRank !== null ? ` (다음 ${waitlist.nextRank}순위)` : ''}
        {waitlist.unranked ? ` · 순위 없는 예비 ${waitlist.unranked}명은 제안 대상이 아닙니다` : ''}
      </Typography>
      {!ready && <Alert severity="info">결과가 확정되어 발표된 뒤에 추가합격을 제안할 수 있습니다.</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          size="small"
          label="제안 인원"
          sx={{ width: { sm: 140 } }}
          value={count}
          onChange={(e) => setCount(e.target.value.replace(/[^\d]/g, ''))}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
        />
        <TextField
          size="small"
          type="datetime-local"
          label="등록 기한 (한국시간)"
          sx={{ width: { sm: 260 } }}
          value={respondBy}
          onChange={(e) => setRespondBy(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button
          variant="contained"
          sx={{ whiteSpace: 'nowrap', flex: 'none' }}
          onClick={() => setAsking(true)}
          disabled={!ready || !valid || busy}
        >
          추가합격 제안
        </Button>
      </Stack>
      <Dialog open={asking} onClose={() => setAsking(false)} fullWidth maxWidth="sm">
        <DialogTitle>추가합격 제안</DialogTitle>
        <DialogContent>
          <DialogContentText>
            예비 순위대로 다음 {n}명을 추가합격으로 바꾸고, 등록 기한을 적은 추가합격 안내 메일을 보냅니다. 기한까지
            등록하지 않으면 저절로 등록포기(미응답)로 처리됩니다.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>취소</Button>
          <Button variant="contained" onClick={run} disabled={busy}>
            제안하고 메일 보내기
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
