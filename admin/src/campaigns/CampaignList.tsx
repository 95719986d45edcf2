// 홍보 메일: every campaign, newest first, with its status, when it goes (or went) and its counts.
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { CreateButton, DataTable, List, SelectInput, SimpleList, TextInput, TopToolbar } from 'react-admin';
import { campaignStatusChoices, seoul, type CampaignRecord } from './labels';

const filters = [
  <TextInput key="q" source="q" label="제목 검색" alwaysOn />,
  <SelectInput key="status" source="status" label="상태" choices={campaignStatusChoices} alwaysOn emptyText="전체" />,
];

const counts = (r: CampaignRecord) =>
  r.status === 'sent'
    ? `받는 사람 ${r.recipientCount ?? 0} · 발송 ${r.sent} · 실패 ${r.failed} · 수신 거부 ${r.unsubscribed}`
    : '—';

function Empty() {
  return (
    <Box sx={{ textAlign: 'center', mt: 6, mx: 'auto', maxWidth: 520 }}>
      <Typography variant="h6" component="p" gutterBottom>
        아직 홍보 메일이 없습니다.
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        수신에 동의한 구독자·지원자·신청자에게 입학설명회 같은 소식을 보낼 수 있습니다.
      </Typography>
      <CreateButton label="홍보 메일 쓰기" />
    </Box>
  );
}

export function CampaignList() {
  const phone = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  return (
    <List
      title="홍보 메일"
      filters={filters}
      sort={{ field: 'id', order: 'DESC' }}
      exporter={false}
      empty={<Empty />}
      actions={
        <TopToolbar>
          <CreateButton label="홍보 메일 쓰기" />
        </TopToolbar>
      }
    >
      {phone ? (
        <SimpleList<CampaignRecord>
          linkType="show"
          primaryText={(r) => r.subject}
          secondaryText={(r) => `${r.statusLabel} · ${counts(r)}`}
          tertiaryText={(r) => seoul(r.sendAt)}
        />
      ) : (
        <DataTable<CampaignRecord> bulkActionButtons={false} rowClick="show">
          <DataTable.Col source="subject" label="제목" />
          <DataTable.Col source="status" label="상태" render={(r) => r.statusLabel} />
          <DataTable.Col source="sendAt" label="발송(예정) 일시(한국시간)" render={(r) => seoul(r.sendAt)} />
          <DataTable.Col label="받는 사람" disableSort render={(r) => r.audienceLabels.join(', ')} />
          <DataTable.Col label="결과" disableSort render={counts} />
        </DataTable>
      )}
    </List>
  );
}
