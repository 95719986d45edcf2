// The brochure PDF the footer links to: the current file, a new upload, or back to the shipped one.
import { Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useRecordContext, useRefresh } from 'react-admin';
import { authorizedFetch } from '../httpClient';
import { useFilePicker } from '../editor/useFilePicker';
import { useAction } from '../useAction';

interface Brochure {
  name: string;
  size: number;
}

export function BrochureCard() {
  const record = useRecordContext<{ id: number; brochure: Brochure | null }>();
  const refresh = useRefresh();
  const action = useAction();

  const send = (init: RequestInit, done: string) =>
    action.act(
      async () => {
        const res = await authorizedFetch('/api/settings/brochure', init);
        const body = (await res.json().catch(() => ({}))) as { errorMessage?: string };
        if (!res.ok) throw new Error(body.errorMessage ?? '에러가 발생했습니다');
      },
      done,
      refresh,
    );

  const picker = useFilePicker({
    accept: 'application/pdf,.pdf',
    label: '브로슈어 PDF 파일',
    testId: 'brochure-file',
    onFiles: ([file]) => {
      const form = new FormData();
      form.append('file', file);
      return send(
        { method: 'POST', body: form },
        '새 브로슈어를 올렸습니다. 홈페이지 아래쪽 링크가 이 파일을 내려받습니다.',
      );
    },
  });
  const busy = action.busy || picker.busy;

  return (
    <Card variant="outlined" sx={{ width: { xs: '100%', md: 320 } }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          브로슈어 (PDF)
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }} data-testid="brochure-current">
          {record?.brochure
            ? `현재 파일: ${record.brochure.name} (${Math.ceil(record.brochure.size / 1024).toLocaleString('ko-KR')}KB)`
            : '현재 파일: 기본 제공 브로슈어'}
        </Typography>
        <Stack spacing={1}>
          <Button variant="contained" disabled={busy} onClick={picker.open}>
            새 브로슈어 올리기
          </Button>
          {record?.brochure ? (
            <Button
              color="warning"
              disabled={busy}
              onClick={() => void send({ method: 'DELETE' }, '기본 브로슈어로 되돌렸습니다.')}
            >
              기본 브로슈어로 되돌리기
            </Button>
          ) : null}
          <Link href="/brochure.pdf" target="_blank" rel="noopener">
            지금 내려받는 파일 확인 (새 창)
          </Link>
        </Stack>
        {picker.fileInput}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          PDF만, 30MB까지. 올린 파일 이름 그대로 내려받습니다.
        </Typography>
      </CardContent>
    </Card>
  );
}
