import { Edit } from 'react-admin';
import { useAuthoringGate } from '../editor/AuthoringWarnings';
import { PopupForm } from './PopupForm';
import { toPayload } from './payload';

export default function PopupEdit() {
  const gate = useAuthoringGate();
  return (
    <Edit
      title="팝업 수정"
      mutationMode="pessimistic"
      redirect="list"
      transform={gate.transform(toPayload)}
      mutationOptions={gate.mutationOptions}
    >
      <PopupForm />
      {gate.dialog}
    </Edit>
  );
}
