// 승인 요청: the requests, waiting ones first by default filter, with what they are about, who asked, when, the time a
// scheduled publish waits for, and how much would change.
import { Box, Chip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, SelectInput, SimpleList } from 'react-admin';
import { changeSummary, kindChoices, seoul, statusChoices, type ApprovalRecord } from './labels';

const filters = [
  <SelectInput key="status" source="status" label="상태" choices={statusChoices} alwaysOn emptyText="전체" />,
  <SelectInput key="kind" source="kind" label="종류" choices={kindChoices} alwaysOn emptyText="전체" />,
];

function Empty() {
  return (
    <Box sx={{ textAlign: 'center', mt: 6, mx: 'auto', maxWidth: 520 }}>
      <Typography variant="h6" component="p" gutterBottom>
        승인 요청이 없습니다.
      </Typography>
      <Typography variant="body2" color="text.secondary">
        게시 전 승인이 필요한 계정, 게시판(게시판 관리), 페이지 주소(사이트 설정)에서 게시하면 여기에 승인 요청으로
        올라옵니다.
      </Typography>
    </Box>
  );
}

function Status({ r }: { r: ApprovalRecord }) {
  const color = r.status === 'pending' ? 'warning' : r.status === 'rejected' ? 'error' : 'success';
  return <Chip size="small" color={color} label={r.statusLabel} />;
}

export function ApprovalList() {
  const phone = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  return (
    <List
      title="승인 요청"
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'requestedAt', order: 'DESC' }}
      exporter={false}
      empty={<Empty />}
    >
      {phone ? (
        <SimpleList<ApprovalRecord>
          linkType="show"
          primaryText={(r) => `${r.kindLabel} · ${r.title}`}
          secondaryText={(r) => `${r.statusLabel} · ${r.requestedByName ?? '—'} · ${seoul(r.requestedAt)}`}
          tertiaryText={(r) => changeSummary(r.diff)}
        />
      ) : (
        <DataTable<ApprovalRecord> bulkActionButtons={false} rowClick="show">
          <DataTable.Col source="id" label="번호" />
          <DataTable.Col source="kind" label="종류" disableSort render={(r) => r.kindLabel} />
          <DataTable.Col label="제목" disableSort render={(r) => `${r.title} (${r.place ?? '—'})`} />
          <DataTable.Col label="요청한 사람" disableSort render={(r) => r.requestedByName ?? '—'} />
          <DataTable.Col source="requestedAt" label="요청 일시" render={(r) => seoul(r.requestedAt)} />
          <DataTable.Col label="예약 시각" disableSort render={(r) => (r.publishAt ? seoul(r.publishAt) : '—')} />
          <DataTable.Col label="바뀌는 내용" disableSort render={(r) => changeSummary(r.diff)} />
          <DataTable.Col source="status" label="상태" render={(r) => <Status r={r as ApprovalRecord} />} />
        </DataTable>
      )}
    </List>
  );
}
