// 원서접수 관리: status tabs, filters, columns the staff choose, bulk status change and export with a reason.
import { Chip, useMediaQuery, type Theme } from '@mui/material';
import HistoryIcon from '@mui/icons-material/ManageSearch';
import {
  BulkDeleteButton,
  Button,
  ColumnsButton,
  DataTable,
  FilterButton,
  List,
  SimpleList,
  TopToolbar,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { BulkStatusButton } from './BulkStatusButton';
import { InterviewButton } from './InterviewButton';
import { BulkRegistrationButton } from './BulkRegistrationButton';
import { BulkFeeButton, FeeChip } from './FeeParts';
import { ExportButton } from './ExportButton';
import { applicationFilters } from './filters';
import { SupplementsNotice } from './SupplementsNotice';
import { StatusTabs } from './StatusTabs';
import { ProxyChip, ProxyIntakeButton } from '../proxy-intake/ProxyParts';
import { seoul, statusColor, statusName } from './statuses';

const nowrap = () => ({ whiteSpace: 'nowrap' as const });

type Row = {
  id: number;
  receiptNo: string;
  name: string;
  status: string;
  departmentName: string;
  track: string;
  submittedAt: string;
  statusChangedAt: string;
  term: string;
  roundName: string | null;
  feePaidAt: string | null;
  feePaidBy: string | null;
  proxy: boolean;
};

function Actions({ phone }: { phone: boolean }) {
  return (
    <TopToolbar>
      <FilterButton />
      {!phone && <ColumnsButton />}
      <ExportButton />
      <ProxyIntakeButton />
      <Button label="접근 기록" component={Link} to="/applications/access-logs">
        <HistoryIcon />
      </Button>
    </TopToolbar>
  );
}

function BulkActions() {
  return (
    <>
      <BulkStatusButton />
      <InterviewButton />
      <BulkFeeButton />
      <BulkRegistrationButton />
      <ExportButton />
      <BulkDeleteButton
        mutationMode="pessimistic"
        label="파기"
        confirmTitle="선택한 지원서 파기"
        confirmContent="선택한 지원서와 제출 서류를 완전히 삭제합니다. 되돌릴 수 없습니다. 계속할까요?"
      />
    </>
  );
}

// On a phone one card per applicant (name, receipt number, department, status) instead of the wide table.
function PhoneList() {
  return (
    <SimpleList<Row>
      rowClick="show"
      primaryText={(r) => (
        <>
          {r.name}
          {r.proxy && <ProxyChip />}
        </>
      )}
      secondaryText={(r) => `${r.receiptNo} · ${r.departmentName} · ${r.roundName ?? r.term}`}
      tertiaryText={(r) => <Chip size="small" color={statusColor(r.status)} label={statusName(r.status)} />}
    />
  );
}

export function ApplicationList() {
  const phone = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  return (
    <List
      title="원서접수 관리"
      filters={applicationFilters}
      actions={<Actions phone={phone} />}
      sort={{ field: 'submittedAt', order: 'DESC' }}
      perPage={25}
    >
      <SupplementsNotice />
      <StatusTabs />
      {phone ? (
        <PhoneList />
      ) : (
        <DataTable<Row>
          rowClick="show"
          bulkActionButtons={<BulkActions />}
          hiddenColumns={[
            'nameEn',
            'birthDate',
            'email',
            'school',
            'major',
            'company',
            'position',
            'careerYears',
            'statusChangedAt',
          ]}
        >
          <DataTable.Col source="receiptNo" label="접수번호" cellSx={nowrap} />
          <DataTable.Col
            source="name"
            label="성명"
            cellSx={nowrap}
            render={(r) => (
              <>
                {r.name}
                {r.proxy && <ProxyChip />}
              </>
            )}
          />
          <DataTable.Col source="nameEn" label="영문성명" disableSort />
          <DataTable.Col source="term" label="모집" render={(r) => r.roundName ?? r.term} />
          <DataTable.Col source="department" label="지원학과" render={(r) => r.departmentName} />
          <DataTable.Col
            source="status"
            label="상태"
            render={(r) => <Chip size="small" color={statusColor(r.status)} label={statusName(r.status)} />}
          />
          <DataTable.Col
            source="feePaidAt"
            label="입금"
            disableSort
            render={(r) => <FeeChip paidAt={r.feePaidAt} by={r.feePaidBy} />}
          />
          <DataTable.Col source="birthDate" label="생년월일" disableSort />
          <DataTable.Col source="mobile" label="휴대전화" disableSort cellSx={nowrap} />
          <DataTable.Col source="email" label="이메일" disableSort />
          <DataTable.Col source="school" label="출신학교" disableSort />
          <DataTable.Col source="major" label="전공" disableSort />
          <DataTable.Col source="company" label="직장명" disableSort />
          <DataTable.Col source="position" label="직위" disableSort />
          <DataTable.Col source="careerYears" label="경력(년)" />
          <DataTable.Col source="submittedAt" label="접수일시" cellSx={nowrap} render={(r) => seoul(r.submittedAt)} />
          <DataTable.Col source="statusChangedAt" label="상태 변경일시" render={(r) => seoul(r.statusChangedAt)} />
        </DataTable>
      )}
    </List>
  );
}
