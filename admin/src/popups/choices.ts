// The choices of a popup's enumerations, with their Korean names (used by the list, filters and form);
// the stored values and their names are domain/popups.ts's, the list's status is the admin's own view.
import { POPUP_DEVICES, POPUP_DISMISS_MODES, POPUP_LANGS } from '../../../domain/popups';

const choices = (list: readonly { code: string; ko: string }[]) => list.map((x) => ({ id: x.code, name: x.ko }));
export const deviceChoices = choices(POPUP_DEVICES);
export const langChoices = choices(POPUP_LANGS);
export const dismissChoices = choices(POPUP_DISMISS_MODES);

export const statusChoices = [
  { id: 'live', name: '게시중' },
  { id: 'scheduled', name: '예약' },
  { id: 'ended', name: '종료' },
  { id: 'off', name: '사용 안 함' },
];

export const nameOf = (choices: { id: string; name: string }[], id: unknown) =>
  choices.find((c) => c.id === id)?.name ?? '';
