// Writing a 홍보 메일: subject, plain-text body and audiences, with the deduplicated count of the chosen audiences
// and a preview of the mail as recipients get it ("(광고)" before the subject, the school's footer, the
// unsubscribe link). Saved as a draft; sending is on the campaign's page.
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import PreviewIcon from '@mui/icons-material/Preview';
import { CheckboxGroupInput, Create, Edit, required, SimpleForm, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { httpClient } from '../httpClient';
import { audienceChoices, json } from './labels';

function AudienceCount() {
  const audiences = (useWatch({ name: 'audiences' }) as string[] | undefined) ?? [];
  const [count, setCount] = useState<number | null>(null);
  const key = audiences.join(',');
  useEffect(() => {
    let live = true;
    httpClient('/api/campaigns/audience-count', json({ audiences: key ? key.split(',') : [] }))
      .then((res) => live && setCount((res.json as { total: number }).total))
      .catch(() => live && setCount(null));
    return () => {
      live = false;
    };
  }, [key]);
  return (
    <Typography role="status" sx={{ mb: 2 }}>
      {count === null
        ? '받는 사람 수를 세는 중입니다.'
        : `지금 보내면 ${count.toLocaleString('ko-KR')}명이 받습니다(같은 주소는 한 번, 수신 거부·동의 만료는 제외).`}
    </Typography>
  );
}

function Preview() {
  const subject = useWatch({ name: 'subject' }) as string | undefined;
  const body = useWatch({ name: 'body' }) as string | undefined;
  const audiences = useWatch({ name: 'audiences' }) as string[] | undefined;
  const [shown, setShown] = useState<{ subject: string; text: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = async () => {
    setError(null);
    try {
      const res = await httpClient('/api/campaigns/preview', json({ subject, body, audiences }));
      setShown(res.json as { subject: string; text: string });
    } catch (err) {
      setShown(null);
      setError(err instanceof Error ? err.message : '에러가 발생했습니다');
    }
  };
  return (
    <Box sx={{ width: '100%' }}>
      <Button variant="outlined" startIcon={<PreviewIcon />} onClick={() => void preview()}>
        미리보기
      </Button>
      {error && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {error}
        </Alert>
      )}
      {shown && (
        <Card variant="outlined" sx={{ mt: 1.5 }} aria-label="미리보기 결과">
          <CardContent>
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
              {shown.subject}
            </Typography>
            <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0, mt: 1 }}>
              {shown.text}
            </Box>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}

const toPayload = (r: Record<string, unknown>) => ({ subject: r.subject, body: r.body, audiences: r.audiences });

function CampaignForm() {
  return (
    <SimpleForm>
      <Alert severity="info" sx={{ mb: 2 }}>
        제목 앞에는 「(광고)」가, 본문 끝에는 학교 이름·주소·전화와 수신 거부 링크가 자동으로 붙습니다. 21시부터 다음 날
        8시 사이에 보내면 8시에 발송됩니다.
      </Alert>
      <TextInput source="subject" label="제목" validate={required('제목을 입력해주세요.')} fullWidth />
      <TextInput
        source="body"
        label="본문"
        validate={required('본문을 입력해주세요.')}
        multiline
        minRows={8}
        fullWidth
      />
      <CheckboxGroupInput
        source="audiences"
        label="받는 사람"
        choices={audienceChoices}
        row={false}
        validate={required('받는 사람을 하나 이상 골라주세요.')}
      />
      <AudienceCount />
      <Preview />
    </SimpleForm>
  );
}

export function CampaignCreate() {
  return (
    <Create title="홍보 메일 쓰기" redirect="show" transform={toPayload} record={{ audiences: ['subscribers'] }}>
      <CampaignForm />
    </Create>
  );
}

export function CampaignEdit() {
  return (
    <Edit title="홍보 메일 고치기" redirect="show" transform={toPayload} mutationMode="pessimistic">
      <CampaignForm />
    </Edit>
  );
}
