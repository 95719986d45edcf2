// Create and edit a board. Deleting a board that still has posts is refused by the server with the count.
import {
  Create,
  DeleteWithConfirmButton,
  Edit,
  SaveButton,
  Toolbar,
  useNotify,
  useRecordContext,
  useRedirect,
} from 'react-admin';
import { BoardForm, boardDefaults } from './BoardForm';
import { boardPayload, boardToForm } from './payload';

function EditToolbar() {
  const board = useRecordContext<{ name: string; postCount: number }>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWithConfirmButton
        confirmTitle={`'${board?.name ?? ''}' 게시판 삭제`}
        confirmContent={
          board?.postCount
            ? `게시글이 ${board.postCount}개 있어 삭제할 수 없습니다. 게시글을 먼저 삭제해주세요.`
            : '이 게시판을 삭제하시겠습니까? 되돌릴 수 없습니다.'
        }
        mutationMode="pessimistic"
      />
    </Toolbar>
  );
}

export function BoardEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  // A board the account may not open (a 담당 범위 elsewhere: 403) says the server's reason, then back to the list.
  const onError = (err: Error) => {
    notify(err.message, { type: 'error' });
    redirect('list', 'boards');
  };
  return (
    <Edit
      title="게시판 수정"
      mutationMode="pessimistic"
      transform={boardPayload}
      queryOptions={{ select: boardToForm, onError } as never}
    >
      <BoardForm toolbar={<EditToolbar />} />
    </Edit>
  );
}

export function BoardCreate() {
  return (
    <Create title="게시판 만들기" transform={boardPayload} redirect="list">
      <BoardForm defaultValues={boardDefaults} />
    </Create>
  );
}
