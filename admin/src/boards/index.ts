import { BoardList } from './BoardList';
import { BoardCreate, BoardEdit } from './BoardEdit';

/** <Resource name="board" {...boards} />: /admin/board (list), /admin/board/create, /admin/board/:id. */
export const boards = { list: BoardList, create: BoardCreate, edit: BoardEdit, recordRepresentation: 'name' };

/** The board screens a role gets: one that may not change boards (입학 담당) has the list only. */
export const boardsFor = (write: boolean) => (write ? boards : { list: BoardList, recordRepresentation: 'name' });
