import { Create } from 'react-admin';
import { FormFields } from './FormFields';
import { formDefaults, toPayload } from './payload';

export function FormCreate() {
  return (
    <Create title="신청 양식 만들기" redirect="list" transform={toPayload} record={formDefaults()}>
      <FormFields />
    </Create>
  );
}
