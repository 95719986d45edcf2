// The school's seal (직인) printed on the 합격증 applicants print from the look-up: the current image, a new upload,
// or none. The image is never a public file: only the applicant's own certificate page carries it.
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useRecordContext, useRefresh } from 'react-admin';
import { authorizedFetch } from '../httpClient';
import { useFilePicker } from '../editor/useFilePicker';
import { useAction } from '../useAction';

interface Seal {
  name: string;
  size: number;
}

export function SealCard() {
  const record = useRecordContext<{ id: number; seal: Seal | null }>();
  const refresh = useRefresh();
  const action = useAction();

  const send = (init: RequestInit, done: string) =>
    action.act(
      async () => {
        const res = await authorizedFetch('/api/settings/seal', init);
        const body = (await res.json().catch(() => ({}))) as { errorMessage?: string };
        if (!res.ok) throw new Error(body.errorMessage ?? '에러가 발생했습니다');
      },
      done,
      refresh,
    );

  const picker = useFilePicker({
    accept: 'image/png,image/jpeg,.png,.jpg,.jpeg',
    label: '직인 이미지 파일',
    testId: 'seal-file',
    onFiles: ([file]) => {
      const form = new FormData();
      form.append('file', file);
      return send({ method: 'POST', body: form }, '직인 이미지를 올렸습니다. 합격증에 이 직인이 찍힙니다.');
    },
  });
  const busy = action.busy || picker.busy;

  return (
    <Card variant="outlined" sx={{ width: { xs: '100%', md: 320 }, mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          합격증 직인
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }} data-testid="seal-current">
          {record?.seal
            ? `현재 직인: ${record.seal.name} (${Math.ceil(record.seal.size / 1024).toLocaleString('ko-KR')}KB)`
            : '현재 직인: 없음 (합격증에 직인 없이 학교장 이름만 인쇄됩니다)'}
        </Typography>
        <Stack spacing={1}>
          <Button variant="contained" disabled={busy} onClick={picker.open}>
            직인 이미지 올리기
          </Button>
          {record?.seal ? (
            <Button
              color="warning"
              disabled={busy}
              onClick={() => void send({ method: 'DELETE' }, '직인을 지웠습니다.')}
            >
              직인 지우기
            </Button>
          ) : null}
        </Stack>
        {picker.fileInput}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          배경이 투명한 PNG를 권장합니다 (JPG도 가능, 2MB까지). 지원자가 접수 조회에서 인쇄하는 합격증에만 쓰이며
          홈페이지에 공개되지 않습니다.
        </Typography>
      </CardContent>
    </Card>
  );
}
