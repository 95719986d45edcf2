// 관리자 계정 만들기: one account per person, with an initial password the person changes at the first login.
import { Alert } from '@mui/material';
import { Create, PasswordInput, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { staffRoleChoices } from './roles';

export function StaffCreate() {
  return (
    <Create title="관리자 계정 만들기" redirect="list">
      <SimpleForm defaultValues={{ role: 'content' }} sx={{ maxWidth: 560 }}>
        <Alert severity="info" sx={{ mb: 2 }}>
          처음 로그인하면 초기 비밀번호를 바꾸는 화면이 먼저 나옵니다. 최고관리자와 입학 담당은 2단계 인증도 등록해야
          합니다.
        </Alert>
        <TextInput source="loginId" validate={required()} helperText="영문 소문자와 숫자 4~20자" fullWidth />
        <TextInput source="name" validate={required()} fullWidth />
        <TextInput source="email" type="email" validate={required()} fullWidth />
        <SelectInput source="role" choices={staffRoleChoices} validate={required()} fullWidth />
        <PasswordInput
          source="password"
          validate={required()}
          helperText="10자 이상. 본인에게 따로 안전하게 전해주세요."
          autoComplete="new-password"
          fullWidth
        />
      </SimpleForm>
    </Create>
  );
}
