// The 회원 그룹 list, and its form: the group's name and its members (chosen by login id from 회원 관리).
import {
  AutocompleteArrayInput,
  Create,
  Datagrid,
  DateField,
  Edit,
  List,
  NumberField,
  ReferenceArrayInput,
  SimpleForm,
  TextField,
  TextInput,
  required,
} from 'react-admin';

export function MemberGroupList() {
  return (
    <List sort={{ field: 'name', order: 'ASC' }} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" />
        <NumberField source="memberCount" />
        <TextField source="sourceKey" emptyText="-" />
        <DateField source="createdAt" />
      </Datagrid>
    </List>
  );
}

function MemberGroupForm() {
  return (
    <SimpleForm sx={{ maxWidth: 640 }}>
      <TextInput source="name" validate={required('그룹 이름을 입력해주세요.')} fullWidth />
      <ReferenceArrayInput source="userIds" reference="members" perPage={50} filter={{ status: 'active' }}>
        <AutocompleteArrayInput
          optionText="loginId"
          filterToQuery={(q: string) => ({ q })}
          helperText="아이디로 찾아 고르세요."
        />
      </ReferenceArrayInput>
    </SimpleForm>
  );
}

const payload = (data: Record<string, unknown>) => ({ name: data.name, userIds: data.userIds ?? [] });

export function MemberGroupCreate() {
  return (
    <Create redirect="list" transform={payload}>
      <MemberGroupForm />
    </Create>
  );
}

export function MemberGroupEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={payload}>
      <MemberGroupForm />
    </Edit>
  );
}
