// 미리보기: the text as it is in the editor now (saved or not), filled with a made-up applicant by the server, so
// staff read what an applicant would get before saving.
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import PreviewIcon from '@mui/icons-material/Preview';
import { useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { httpClient } from '../httpClient';
import type { MailTemplateRecord } from './labels';

export function PreviewPanel() {
  const record = useRecordContext<MailTemplateRecord>();
  const subject = useWatch({ name: 'subject' }) as string | undefined;
  const body = useWatch({ name: 'body' }) as string | undefined;
  const [shown, setShown] = useState<{ subject: string; body: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const preview = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await httpClient(`/api/mail-templates/${encodeURIComponent(record.id)}/preview`, {
        method: 'POST',
        body: JSON.stringify({ subject: subject ?? '', body: body ?? '' }),
        headers: new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' }),
      });
      setShown(res.json as { subject: string; body: string });
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
          data-testid="mail-preview"
          aria-label="미리보기 결과"
          lang={record.lang}
        >
          <CardContent>
            <Typography variant="caption" color="text.secondary">
              예시 지원자로 채운 메일입니다.
            </Typography>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, mt: 0.5, overflowWrap: 'anywhere' }}>
              {shown.subject}
            </Typography>
            <Box
              component="pre"
              sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0, mt: 1, p: 1.5, bgcolor: 'action.hover' }}
            >
              {shown.body}
            </Box>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
