import { Create } from 'react-admin';
import { useAuthoringGate } from '../editor/AuthoringWarnings';
import { PopupForm, popupDefaults } from './PopupForm';
import { toPayload } from './payload';

export default function PopupCreate() {
  const gate = useAuthoringGate();
  return (
    <Create
      title="팝업 만들기"
      redirect="list"
      transform={gate.transform(toPayload)}
      mutationOptions={gate.mutationOptions}
      record={popupDefaults()}
    >
      <PopupForm />
      {gate.dialog}
    </Create>
  );
}
