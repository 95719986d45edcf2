// 신청 양식: every form with its address, period, seats taken and waiting, and the way to its responses.
import { Button as MuiButton } from '@mui/material';
import { Link } from 'react-router-dom';
import {
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  SimpleList,
  TextField,
  TopToolbar,
} from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';
import { formPath, type FormRecord } from '../../../domain/forms';
import { formatSeoul } from '../popups/seoulTime';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="제목·주소 검색" />];

const seats = (r: FormRecord) =>
  `확정 ${r.confirmed}${r.capacity === null ? '' : ` / 정원 ${r.capacity}`} · 대기 ${r.waitlisted}`;
const period = (r: FormRecord) =>
  r.opensAt || r.closesAt ? `${formatSeoul(r.opensAt)} ~ ${formatSeoul(r.closesAt)}` : '상시';

function ResponsesLink({ record }: { record: FormRecord }) {
  return (
    <MuiButton
      component={Link}
      to={`/forms/${record.id}/responses`}
      size="small"
      onClick={(e: React.MouseEvent) => e.stopPropagation()}
    >
      신청자 보기
    </MuiButton>
  );
}

export function FormList() {
  const phone = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  return (
    <List
      title="신청 양식"
      filters={filters}
      sort={{ field: 'id', order: 'DESC' }}
      actions={
        <TopToolbar>
          <CreateButton label="양식 만들기" />
        </TopToolbar>
      }
    >
      {phone ? (
        <SimpleList<FormRecord>
          primaryText={(r) => r.title}
          secondaryText={(r) => seats(r)}
          tertiaryText={(r) => formPath(r.slug, r.lang)}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="title" label="제목" />
          <FunctionField<FormRecord> label="주소" render={(r) => formPath(r.slug, r.lang)} />
          <FunctionField<FormRecord> label="신청 기간" render={period} />
          <FunctionField<FormRecord> label="신청 현황" render={seats} />
          <FunctionField<FormRecord> label="공개" render={(r) => (r.published ? '공개' : '비공개')} />
          <FunctionField<FormRecord> label="" render={(r) => <ResponsesLink record={r} />} />
        </Datagrid>
      )}
    </List>
  );
}
