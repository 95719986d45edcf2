import { lazyScreen } from '../lazy-screen';

const BoardList = lazyScreen(() => import('./BoardList').then((m) => m.BoardList));

/** <Resource name="boards" {...boards} />: /admin/boards (list), /admin/boards/create, /admin/boards/:id. */
export const boards = {
  list: BoardList,
  create: lazyScreen(() => import('./BoardEdit').then((m) => m.BoardCreate)),
  edit: lazyScreen(() => import('./BoardEdit').then((m) => m.BoardEdit)),
  recordRepresentation: 'name',
};

/** The board screens a role gets: one that may not change boards (입학 담당) has the list only. */
export const boardsFor = (write: boolean) => (write ? boards : { list: BoardList, recordRepresentation: 'name' });
