import { Create } from 'react-admin';
import { PopupForm, popupDefaults } from './PopupForm';
import { toPayload } from './payload';

export default function PopupCreate() {
  return (
    <Create title="팝업 만들기" redirect="list" transform={toPayload} record={popupDefaults()}>
      <PopupForm />
    </Create>
  );
}
