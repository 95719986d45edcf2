// 관리자 계정: every staff account with its role, whether it is in use, 2FA on/off and the last login (Seoul time).
import { Chip, useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanField,
  CreateButton,
  Datagrid,
  DateField,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
} from 'react-admin';
import { lastLogin, roleLabel, staffRoleChoices } from './roles';

export interface StaffRow {
  id: number;
  loginId: string;
  name: string;
  email: string;
  role: string;
  active: boolean;
  otpEnabled: boolean;
  mustChangePassword: boolean;
  lastLoginAt: string | null;
  lastLoginIp: string | null;
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="아이디·이름·이메일 검색" />,
  <SelectInput key="role" source="role" choices={staffRoleChoices} alwaysOn />,
  <SelectInput
    key="active"
    source="active"
    choices={[
      { id: true, name: '사용 중' },
      { id: false, name: '사용 중지' },
    ]}
  />,
];

export function OtpChip({ on }: { on: boolean }) {
  return (
    <Chip
      size="small"
      color={on ? 'success' : 'default'}
      variant={on ? 'filled' : 'outlined'}
      label={on ? '사용' : '미사용'}
    />
  );
}

export function StaffList() {
  const phone = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  return (
    <List
      title="관리자 계정"
      sort={{ field: 'id', order: 'ASC' }}
      filters={filters}
      perPage={25}
      exporter={false}
      actions={
        <TopToolbar>
          <CreateButton label="관리자 계정 만들기" />
        </TopToolbar>
      }
    >
      {phone ? (
        <SimpleList<StaffRow>
          rowClick="edit"
          primaryText={(r) => `${r.name} (${r.loginId})`}
          secondaryText={(r) => (
            <>
              {roleLabel(r.role)} · {r.active ? '사용 중' : '사용 중지'} · 2단계 인증 {r.otpEnabled ? '사용' : '미사용'}
              <br />
              마지막 로그인 {lastLogin(r)}
            </>
          )}
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="loginId" />
          <TextField source="name" />
          <TextField source="email" />
          <FunctionField source="role" render={(r: StaffRow) => roleLabel(r.role)} />
          <BooleanField source="active" />
          <FunctionField source="otpEnabled" render={(r: StaffRow) => <OtpChip on={r.otpEnabled} />} />
          <FunctionField source="lastLoginAt" render={(r: StaffRow) => lastLogin(r)} />
          <DateField source="createdAt" locales="ko-KR" options={{ timeZone: 'Asia/Seoul' }} />
        </Datagrid>
      )}
    </List>
  );
}
