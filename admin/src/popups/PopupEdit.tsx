import { Edit } from 'react-admin';
import { PopupForm } from './PopupForm';
import { toPayload } from './payload';

export default function PopupEdit() {
  return (
    <Edit title="팝업 수정" mutationMode="pessimistic" redirect="list" transform={toPayload}>
      <PopupForm />
    </Edit>
  );
}
