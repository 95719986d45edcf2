// 관리자 계정 수정: name, e-mail, role and whether it is in use, a 홍보·콘텐츠 담당's 담당 범위; the account's 2FA and last login; a new initial
// password; resetting its 2FA; the register of its grants. Disabling ends the person's sessions at once.
import { Box, Card, CardContent, Typography } from '@mui/material';
import {
  BooleanInput,
  Edit,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
} from 'react-admin';
import { GrantsPanel } from './GrantsPanel';
import { OtpResetPanel } from './OtpResetPanel';
import { PasswordResetPanel } from './PasswordResetPanel';
import { lastLogin, staffRoleChoices } from './roles';
import { OtpChip, type StaffRow } from './StaffList';
import { ScopeInputs, scopePayload } from './ScopeInputs';

function AccountFacts() {
  const r = useRecordContext<StaffRow>();
  if (!r) return null;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0, mb: 2 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        아이디
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {r.loginId}
      </Typography>
      <Typography component="dt" variant="body2" color="text.secondary">
        2단계 인증
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        <OtpChip on={r.otpEnabled} />
      </Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        마지막 로그인
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {lastLogin(r)}
      </Typography>
      {r.mustChangePassword && (
        <>
          <Typography component="dt" variant="body2" color="text.secondary">
            비밀번호
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            초기 비밀번호 (첫 로그인 때 바꿔야 함)
          </Typography>
        </>
      )}
    </Box>
  );
}

export function StaffEdit() {
  return (
    <Edit title="관리자 계정 수정" mutationMode="pessimistic" redirect={false} transform={scopePayload}>
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
        sx={{ maxWidth: 640 }}
      >
        <AccountFacts />
        <TextInput source="name" validate={required()} fullWidth />
        <TextInput source="email" type="email" validate={required()} fullWidth />
        <SelectInput source="role" choices={staffRoleChoices} validate={required()} fullWidth />
        <BooleanInput source="active" helperText="끄면 이 사람의 로그인이 바로 끝나고 다시 로그인할 수 없습니다." />
        <ScopeInputs />
        <BooleanInput
          source="approvalRequired"
          helperText="켜면 이 사람이 게시하는 페이지와 게시글은 승인 담당자가 승인해야 공개됩니다 (승인 요청)."
        />
      </SimpleForm>
      <Card variant="outlined" sx={{ m: 2 }}>
        <CardContent>
          <PasswordResetPanel />
          <OtpResetPanel />
          <GrantsPanel />
        </CardContent>
      </Card>
    </Edit>
  );
}
