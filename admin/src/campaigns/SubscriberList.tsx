// 입학 소식 구독자: name and address masked, status, when the consent was given and when it ends (it is asked again
// 30 days before). Removing one (at the person's request) keeps the address from every future mailing.
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DeleteButton, List, SelectInput, SimpleList } from 'react-admin';
import { seoul, subscriberStatusChoices, type SubscriberRecord } from './labels';

const filters = [
  <SelectInput key="status" source="status" label="상태" choices={subscriberStatusChoices} alwaysOn emptyText="전체" />,
];

function Empty() {
  return (
    <Box sx={{ textAlign: 'center', mt: 6, mx: 'auto', maxWidth: 520 }}>
      <Typography variant="h6" component="p" gutterBottom>
        아직 구독자가 없습니다.
      </Typography>
      <Typography variant="body2" color="text.secondary">
        홈페이지의 입학 소식 받기나 신청 양식·원서의 입학 소식 수신 동의로 신청한 분이 여기에 표시됩니다. 확인 메일의
        링크를 누르기 전에는 확인 대기입니다.
      </Typography>
    </Box>
  );
}

export function SubscriberList() {
  const phone = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  return (
    <List
      title="입학 소식 구독자"
      filters={filters}
      sort={{ field: 'requestedAt', order: 'DESC' }}
      exporter={false}
      empty={<Empty />}
    >
      {phone ? (
        <SimpleList<SubscriberRecord>
          linkType={false}
          primaryText={(r) => `${r.name} · ${r.email}`}
          secondaryText={(r) => `${r.statusLabel} · ${r.viaLabel}`}
          tertiaryText={(r) => seoul(r.consentEndsAt)}
        />
      ) : (
        <DataTable<SubscriberRecord> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="name" label="이름" disableSort />
          <DataTable.Col source="email" label="이메일" disableSort />
          <DataTable.Col source="status" label="상태" render={(r) => r.statusLabel} />
          <DataTable.Col label="신청 경로" disableSort render={(r) => r.viaLabel} />
          <DataTable.Col source="requestedAt" label="신청 일시" render={(r) => seoul(r.requestedAt)} />
          <DataTable.Col source="consentAt" label="동의 일시" render={(r) => seoul(r.consentAt)} />
          <DataTable.Col label="동의 만료" disableSort render={(r) => seoul(r.consentEndsAt)} />
          <DataTable.Col label="" disableSort>
            <DeleteButton
              label="구독 해지"
              mutationMode="pessimistic"
              confirmTitle="구독을 해지할까요?"
              confirmContent="이 주소로는 홍보 메일을 더 보내지 않고 구독 정보를 파기합니다."
            />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
