// 발송 내역: every mail of the outbox, newest first: when, what kind, to whom (masked), subject, status, attempts,
// the last error and when it was sent, in Seoul time.
import { Box, Chip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateInput, List, SelectInput, SimpleList } from 'react-admin';
import { RetryButton } from './RetryButton';
import { SmtpNotice } from './SmtpNotice';
import { kindChoices, kindName, seoul, statusChoices, statusColor, statusName, type MailRow } from './labels';

const filters = [
  <SelectInput key="status" source="status" label="상태" choices={statusChoices} alwaysOn emptyText="전체 상태" />,
  <SelectInput key="kind" source="kind" label="종류" choices={kindChoices} alwaysOn emptyText="전체 종류" />,
  <DateInput key="from" source="from" label="기간(부터)" />,
  <DateInput key="to" source="to" label="기간(까지)" />,
];

// The masked address, the count and the button keep to one line; the subject and the error take what is left.
const nowrap = { whiteSpace: 'nowrap' } as const;

const StatusChip = ({ status }: { status: string }) => (
  <Chip size="small" color={statusColor(status)} label={statusName(status)} />
);

function Empty() {
  return (
    <Box sx={{ textAlign: 'center', mt: 6, mx: 'auto', maxWidth: 520 }}>
      <Typography variant="h6" component="p" gutterBottom>
        아직 보낸 메일이 없습니다.
      </Typography>
      <Typography variant="body2" color="text.secondary">
        원서 접수 확인, 계정 잠금 알림 같은 메일이 생기면 여기에 발송 상태와 함께 표시됩니다.
      </Typography>
    </Box>
  );
}

export function MailList() {
  const phone = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  return (
    <>
      <SmtpNotice />
      <List
        title="발송 내역"
        filters={filters}
        sort={{ field: 'id', order: 'DESC' }}
        perPage={50}
        exporter={false}
        empty={<Empty />}
      >
        {phone ? (
          <SimpleList<MailRow>
            linkType="show"
            primaryText={(r) => r.subject}
            secondaryText={(r) =>
              `${statusName(r.status)} · ${kindName(r.kind)} · ${r.to}${r.lastError ? ` — ${r.lastError}` : ''}`
            }
            tertiaryText={(r) => seoul(r.createdAt)}
          />
        ) : (
          <DataTable<MailRow> bulkActionButtons={false} rowClick="show">
            <DataTable.Col source="createdAt" label="요청 일시(한국시간)" render={(r) => seoul(r.createdAt)} />
            <DataTable.Col source="kind" label="종류" sx={nowrap} render={(r) => kindName(r.kind)} />
            <DataTable.Col source="to" label="받는 사람" disableSort sx={nowrap} />
            <DataTable.Col source="subject" label="제목" disableSort />
            <DataTable.Col source="status" label="상태" render={(r) => <StatusChip status={String(r.status)} />} />
            <DataTable.NumberCol source="attempts" label="시도 횟수" sx={nowrap} />
            <DataTable.Col source="lastError" label="마지막 오류" disableSort render={(r) => r.lastError ?? '—'} />
            <DataTable.Col source="sentAt" label="발송 일시(한국시간)" render={(r) => seoul(r.sentAt)} />
            <DataTable.Col label="" disableSort sx={nowrap}>
              <RetryButton />
            </DataTable.Col>
          </DataTable>
        )}
      </List>
    </>
  );
}
