// A redirect's form: the old address (a path, or the old site's whole address: its host is dropped), the new one
// (a path here or an https address) and the answer. Opened from the 404 기록, the old address comes filled in.
import { Create, Edit, SelectInput, SimpleForm, TextInput, required } from 'react-admin';
import { REDIRECT_STATUSES, REDIRECT_STATUS_LABELS } from '../../../domain/redirects';

const EDITABLE = ['from', 'to', 'status'];
const toPayload = (data: Record<string, unknown>) =>
  Object.fromEntries(EDITABLE.filter((k) => data[k] !== undefined).map((k) => [k, data[k] ?? '']));
const choices = REDIRECT_STATUSES.map((id) => ({ id, name: REDIRECT_STATUS_LABELS[id] }));

function RedirectForm() {
  return (
    <SimpleForm>
      <TextInput
        source="from"
        validate={required('옛 주소를 입력해주세요.')}
        helperText="예: /bbs/board.php?bo_table=notice&wr_id=31 (옛 사이트의 전체 주소를 붙여 넣어도 됩니다)"
        fullWidth
      />
      <TextInput
        source="to"
        helperText="이 사이트의 경로(예: /board/notice/12) 또는 https://로 시작하는 다른 사이트의 주소. 404·410 응답이면 비워둡니다."
        fullWidth
      />
      <SelectInput source="status" choices={choices} validate={required()} />
    </SimpleForm>
  );
}

export function RedirectCreate() {
  return (
    <Create title="리디렉션 추가" redirect="list" transform={toPayload} record={{ from: '', to: '', status: 301 }}>
      <RedirectForm />
    </Create>
  );
}

export function RedirectEdit() {
  return (
    <Edit title="리디렉션 수정" mutationMode="pessimistic" redirect="list" transform={toPayload}>
      <RedirectForm />
    </Edit>
  );
}
