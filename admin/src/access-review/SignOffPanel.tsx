// The reviewer's sign-off of a month: the kept record once signed, the form once the month is over, a note before.
import { useState } from 'react';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { FINDING_KINDS } from '../../../domain/access-review';
import { formatDateTime } from '../../../domain/time';
import { useAction } from '../useAction';
import { signOffMonth, type MonthReview, type SignOff } from './api';

export const countsText = (s: SignOff) => FINDING_KINDS.map((k) => `${k.ko} ${s.counts[k.code]}건`).join(' · ');
export const signer = (s: SignOff) =>
  s.signedByName ? `${s.signedByName} (${s.signedByLogin})` : (s.signedByLogin ?? '-');

export function SignOffPanel({ review, onSigned }: { review: MonthReview; onSigned: () => void }) {
  const [note, setNote] = useState('');
  const { busy, act } = useAction();
  const s = review.signOff;
  const sign = () =>
    act(
      () => signOffMonth(review.month, note.trim()),
      `${review.label} 점검을 완료했습니다.`,
      () => {
        setNote('');
        onSigned();
      },
    );
  return (
    <Card component="section" aria-labelledby="sign-off-title">
      <CardContent>
        <Typography id="sign-off-title" component="h2" variant="h6" sx={{ mb: 1 }}>
          점검 완료 서명
        </Typography>
        {s ? (
          <Alert severity="success" data-testid="signed-off">
            <Typography>
              {signer(s)}님이 {formatDateTime(s.signedAt)}에 점검을 마쳤습니다.
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', my: 1 }}>의견: {s.note}</Typography>
            <Typography variant="body2">서명 당시 건수: {countsText(s)}</Typography>
          </Alert>
        ) : !review.over ? (
          <Alert severity="info">
            {review.label}은 아직 끝나지 않았습니다. 달이 끝난 뒤 점검을 마치고 서명할 수 있습니다.
          </Alert>
        ) : (
          <Stack spacing={1}>
            <Typography variant="body2" color="text.secondary">
              위 네 가지 목록을 확인하고 조치 내용이나 의견을 남겨주세요. 서명하면 서명자·일시·의견과 지금의 건수가
              보관되며, 한 달에 한 번만 서명할 수 있습니다.
            </Typography>
            <TextField
              label="점검 의견"
              required
              multiline
              minRows={3}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              placeholder="예: 업무시간 외 접근 2건은 원서 마감일 야간 근무로 확인함. 이상 없음."
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            <div>
              <Button variant="contained" onClick={sign} disabled={busy || !note.trim()}>
                점검 완료 서명
              </Button>
            </div>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
