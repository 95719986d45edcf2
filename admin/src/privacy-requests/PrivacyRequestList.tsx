// 개인정보 요청: every request with its kind, whom it is about, its state and the days left before its due date
// (soonest first); one past or within 3 days of its due date is marked.
import { Box, Chip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, SelectInput, SimpleList } from 'react-admin';
import { daysLeftLabel, dotted, seoul, statusChoices, type PrivacyRequestRecord } from './labels';

const filters = [
  <SelectInput key="status" source="status" label="상태" choices={statusChoices} alwaysOn emptyText="전체" />,
];

function Empty() {
  return (
    <Box sx={{ textAlign: 'center', mt: 6, mx: 'auto', maxWidth: 520 }}>
      <Typography variant="h6" component="p" gutterBottom>
        아직 개인정보 요청이 없습니다.
      </Typography>
      <Typography variant="body2" color="text.secondary">
        홈페이지의 개인정보 열람·정정·삭제·처리정지 요청(/privacy/request)으로 접수된 요청이 여기에 표시됩니다. 요청일의
        다음 날부터 10일 안에 답해야 합니다.
      </Typography>
    </Box>
  );
}

function DaysLeft({ r }: { r: PrivacyRequestRecord }) {
  const label = daysLeftLabel(r);
  if (r.daysLeft === null) return <>{label}</>;
  const color = r.daysLeft < 0 ? 'error' : r.daysLeft <= 3 ? 'warning' : 'default';
  return <Chip size="small" color={color} label={label} variant={color === 'default' ? 'outlined' : 'filled'} />;
}

export function PrivacyRequestList() {
  const phone = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  return (
    <List
      title="개인정보 요청"
      filters={filters}
      sort={{ field: 'dueAt', order: 'ASC' }}
      exporter={false}
      empty={<Empty />}
    >
      {phone ? (
        <SimpleList<PrivacyRequestRecord>
          linkType="show"
          primaryText={(r) => `${r.id}번 ${r.kindLabel} · ${r.about}`}
          secondaryText={(r) => `${r.statusLabel} · 기한 ${dotted(r.dueDay)}`}
          tertiaryText={(r) => daysLeftLabel(r)}
        />
      ) : (
        <DataTable<PrivacyRequestRecord> bulkActionButtons={false} rowClick="show">
          <DataTable.Col source="id" label="번호" />
          <DataTable.Col source="kind" label="종류" render={(r) => r.kindLabel} />
          <DataTable.Col label="대상" disableSort render={(r) => r.about} />
          <DataTable.Col source="status" label="상태" render={(r) => r.statusLabel} />
          <DataTable.Col source="createdAt" label="접수 일시" render={(r) => seoul(r.createdAt)} />
          <DataTable.Col source="dueAt" label="처리 기한" render={(r) => dotted(r.dueDay)} />
          <DataTable.Col label="남은 날" disableSort render={(r) => <DaysLeft r={r as PrivacyRequestRecord} />} />
        </DataTable>
      )}
    </List>
  );
}
