// One mail of the 발송 내역: its facts (recipient masked), the text that was or will be sent, and 다시 보내기.
import type { ReactNode } from 'react';
import { Card, CardContent, Chip } from '@mui/material';
import { ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { FieldList, PlainText } from '../layout/FieldList';
import { RetryButton } from './RetryButton';
import { kindName, seoul, statusColor, statusName, type MailDetail } from './labels';

const langName: Record<string, string> = { ko: '한국어', 'zh-Hans': '중국어(간체)' };

function Facts() {
  const r = useRecordContext<MailDetail>();
  if (!r) return null;
  const rows: [string, ReactNode][] = [
    ['상태', <Chip key="s" size="small" color={statusColor(r.status)} label={statusName(r.status)} />],
    ['종류', kindName(r.kind)],
    ['받는 사람', r.to],
    ['언어', langName[r.lang] ?? r.lang],
    ['제목', r.subject],
    ['시도 횟수', `${r.attempts}회`],
    ['요청 일시', `${seoul(r.createdAt)} (한국시간)`],
    ['발송 일시', r.sentAt ? `${seoul(r.sentAt)} (한국시간)` : '—'],
    ...(r.nextAttemptAt ? [['다음 시도', `${seoul(r.nextAttemptAt)} (한국시간)`] as [string, ReactNode]] : []),
    ['마지막 오류', r.lastError ?? '—'],
    ['메시지 ID', r.messageId ?? '—'],
  ];
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <FieldList rows={rows} labelWidth="7.5em" />
        <PlainText heading="본문" level="h2" as="pre">
          {r.textBody}
        </PlainText>
      </CardContent>
    </Card>
  );
}

const Actions = () => (
  <TopToolbar>
    <ListButton label="목록" />
    <RetryButton />
  </TopToolbar>
);

export function MailShow() {
  return (
    <Show title="발송 내역" actions={<Actions />} component="div">
      <Facts />
    </Show>
  );
}
