// 미리보기: the letter as it is in the editor now (saved or not), filled with a made-up applicant by the server and
// cleaned by the same policy the look-up uses, so staff read what an applicant will.
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import PreviewIcon from '@mui/icons-material/Preview';
import { useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { httpClient } from '../httpClient';
import type { ResultLetterRecord } from './labels';

export function LetterPreview() {
  const record = useRecordContext<ResultLetterRecord>();
  const title = useWatch({ name: 'title' }) as string | undefined;
  const body = useWatch({ name: 'body' }) as string | undefined;
  const [shown, setShown] = useState<{ title: string; html: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const preview = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await httpClient(`/api/result-letters/${encodeURIComponent(record.id)}/preview`, {
        method: 'POST',
        body: JSON.stringify({ title: title ?? '', body: body ?? '' }),
        headers: new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' }),
      });
      setShown(res.json as { title: string; html: string });
    } catch (err) {
      setShown(null);
      setError(err instanceof Error ? err.message : '에러가 발생했습니다');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ width: '100%' }}>
      <Button variant="outlined" startIcon={<PreviewIcon />} onClick={() => void preview()} disabled={busy}>
        미리보기
      </Button>
      {error && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {error}
        </Alert>
      )}
      {shown && (
        <Card
          variant="outlined"
          sx={{ mt: 1.5 }}
          data-testid="letter-preview"
          aria-label="미리보기 결과"
          lang={record.lang}
        >
          <CardContent>
            <Typography variant="caption" color="text.secondary">
              예시 지원자로 채운 통지서입니다.
            </Typography>
            <Typography variant="h6" component="p" sx={{ fontWeight: 700, mt: 0.5 }}>
              {shown.title}
            </Typography>
            {/* The server's HTML: staff's text through the letter policy, sample values escaped. */}
            <Box sx={{ mt: 1, '& p': { mt: 0 } }} dangerouslySetInnerHTML={{ __html: shown.html }} />
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
