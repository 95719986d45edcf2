// One 홍보 메일: what it says, to whom, its status, and — once sent — its counts (받는 사람, 발송, 대기, 실패,
// 수신 거부). A draft is sent now (between 21:00 and 08:00 it waits for 08:00) or scheduled for a time in Seoul;
// a scheduled one can be taken back to a draft.
import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import ScheduleIcon from '@mui/icons-material/Schedule';
import UndoIcon from '@mui/icons-material/Undo';
import { DeleteButton, EditButton, ListButton, Show, TopToolbar, useRecordContext, useRefresh } from 'react-admin';
import { isQuietHour } from '../../../domain/campaigns';
import { nowMs } from '../../../domain/clock';
import { parseSeoulLocalInput } from '../../../domain/time';
import { httpClient } from '../httpClient';
import { FieldList, PlainText } from '../layout/FieldList';
import { useAction } from '../useAction';
import { json, seoul, type CampaignRecord } from './labels';

function Facts() {
  const r = useRecordContext<CampaignRecord>();
  if (!r) return null;
  const rows: [string, ReactNode][] = [
    ['상태', r.statusLabel],
    ['받는 사람', r.audienceLabels.join(', ')],
    ['발송(예정) 일시', r.sendAt ? `${seoul(r.sendAt)} (한국시간)` : '—'],
    ...(r.status === 'sent'
      ? ([
          ['받는 사람 수', `${r.recipientCount ?? 0}명`],
          ['발송 완료', `${r.sent}통`],
          ['발송 대기', `${r.queued}통`],
          ['발송 실패', `${r.failed}통`],
          ['수신 거부', `${r.unsubscribed}명`],
        ] as [string, ReactNode][])
      : []),
    ['제목', `(광고) ${r.subject.replace(/^\(광고\)\s*/, '')}`],
  ];
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <FieldList rows={rows} labelWidth="8em" />
        <PlainText heading="본문" level="h2" as="pre">
          {r.body}
        </PlainText>
      </CardContent>
    </Card>
  );
}

function SendPanel() {
  const r = useRecordContext<CampaignRecord>();
  const refresh = useRefresh();
  const { busy, act } = useAction();
  const [at, setAt] = useState('');
  if (!r || r.status === 'sent') return null;
  const call = (path: string, body: unknown, done: string) =>
    void act(() => httpClient(`/api/campaigns/${r.id}/${path}`, json(body)), done, refresh);
  if (r.status === 'scheduled')
    return (
      <Alert
        severity="info"
        sx={{ mt: 2 }}
        action={
          <Button
            color="inherit"
            startIcon={<UndoIcon />}
            disabled={busy}
            onClick={() => call('cancel', {}, '예약을 취소했습니다.')}
          >
            예약 취소
          </Button>
        }
      >
        {seoul(r.sendAt)}(한국시간)에 발송합니다.
      </Alert>
    );
  const scheduled = parseSeoulLocalInput(at);
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          발송
        </Typography>
        {isQuietHour(new Date(nowMs())) && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            지금은 야간(21시~8시)이라 「지금 보내기」를 누르면 오전 8시에 발송됩니다.
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Button
            variant="contained"
            startIcon={<SendIcon />}
            disabled={busy}
            onClick={() => call('send', {}, '발송을 시작했습니다(야간이면 오전 8시에 발송합니다).')}
          >
            지금 보내기
          </Button>
          <TextField
            type="datetime-local"
            label="예약 일시(한국시간)"
            value={at}
            onChange={(e) => setAt(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            size="small"
          />
          <Button
            variant="outlined"
            startIcon={<ScheduleIcon />}
            disabled={busy || !scheduled}
            onClick={() => call('send', { at: scheduled?.toISOString() }, '발송을 예약했습니다.')}
          >
            예약하기
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

function Actions() {
  const r = useRecordContext<CampaignRecord>();
  return (
    <TopToolbar>
      <ListButton label="목록" />
      {r?.status === 'draft' && <EditButton label="고치기" />}
      {r && r.status !== 'sent' && <DeleteButton label="삭제" mutationMode="pessimistic" />}
    </TopToolbar>
  );
}

export function CampaignShow() {
  return (
    <Show title="홍보 메일" actions={<Actions />} component="div">
      <SendPanel />
      <Facts />
    </Show>
  );
}
