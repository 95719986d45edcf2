import { BoardList } from './BoardList';
import { BoardCreate, BoardEdit } from './BoardEdit';

/** <Resource name="board" {...boards} />: /admin/board (list), /admin/board/create, /admin/board/:id. */
export const boards = { list: BoardList, create: BoardCreate, edit: BoardEdit, recordRepresentation: 'name' };
