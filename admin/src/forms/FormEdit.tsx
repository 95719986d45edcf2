import { Edit } from 'react-admin';
import { FormFields } from './FormFields';
import { toFormValues, toPayload } from './payload';

export function FormEdit() {
  return (
    <Edit
      title="신청 양식 고치기"
      mutationMode="pessimistic"
      redirect="list"
      transform={toPayload}
      queryOptions={{ select: (r) => toFormValues(r) as typeof r }}
    >
      <FormFields />
    </Edit>
  );
}
