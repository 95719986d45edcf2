// Create and edit screens of board content (/boards/content/create, /boards/content/:id), loaded on demand with the editor.
// A role that only reads the boards (입학 담당) sees a post read-only (no save, no delete) and cannot open the new-post form.
import {
  Create,
  DeleteWithConfirmButton,
  Edit,
  ResourceContextProvider,
  SaveButton,
  Toolbar,
  useGetOne,
} from 'react-admin';
import { Alert, Box, Button, Chip } from '@mui/material';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PostForm } from './PostForm';
import { PostComments } from './PostComments';
import { PostRevisions } from './PostRevisions';
import { ScheduleMark } from './ScheduleMark';
import { postPayload } from './payload';
import { contentPath, useBoard } from './useBoard';
import { BOARDS_READ_ONLY, canI } from '../can';
import { usePostConflict } from './usePostConflict';
import { useAuthoringGate, warningsOf } from '../editor/AuthoringWarnings';
import { ApprovalMark, type ApprovalMarkRecord } from '../approvals/ApprovalMark';
import { usePendingApprovalSuccess } from '../approvals/usePendingApproval';

function Back({ enName }: { enName: string }) {
  return (
    <Box sx={{ my: 1 }}>
      <Button component={Link} to={contentPath(enName)} size="small">
        ← 목록으로
      </Button>
    </Box>
  );
}

export function PostCreatePage() {
  const { board, isPending, enName } = useBoard();
  const gate = useAuthoringGate();
  // Made once when the screen opens (and the board is known): new defaults on a later render would reset the form
  // and lose what the editor has typed; the publish time is when the screen was opened.
  const [openedAt] = useState(() => new Date().toISOString());
  const calendar = board?.kind === 'calendar';
  const created = usePendingApprovalSuccess(contentPath(enName), 'created');
  const defaults = useMemo(
    () => ({ publishedAt: openedAt, isNotice: false, allDay: calendar, attachments: [] }),
    [openedAt, calendar],
  );
  if (!canI('boards', 'write'))
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        새 글을 쓸 권한이 없습니다. {BOARDS_READ_ONLY}
      </Alert>
    );
  if (isPending) return null;
  if (!board)
    return (
      <Alert severity="warning" sx={{ mt: 2 }}>
        게시판을 찾을 수 없습니다.
      </Alert>
    );
  const kind = board.kind;
  return (
    <ResourceContextProvider value="posts">
      <Back enName={enName} />
      <Create
        title={`${board.name} · 새 글`}
        transform={gate.transform((d) => postPayload({ ...d, boardEnName: enName }, kind, true))}
        mutationOptions={{ ...gate.mutationOptions, onSuccess: created }}
        redirect={() => contentPath(enName)}
      >
        <PostForm board={board} defaultValues={defaults} />
        {gate.dialog}
      </Create>
    </ResourceContextProvider>
  );
}

export function PostEditPage() {
  const { id = '' } = useParams();
  // The post names its board, so /boards/content/3 opens by itself (the <Edit> below reuses this cached read).
  const post = useGetOne<{
    id: string;
    boardEnName: string;
    title: string;
    content: string;
    status: string;
    publishedAt: string;
    approval?: ApprovalMarkRecord | null;
  }>('posts', { id });
  const { board, isPending, enName } = useBoard(post.data?.boardEnName);
  const write = canI('boards', 'write');
  // Someone saved first: the 409 opens the conflict dialog (both versions, save mine again or load theirs).
  const conflict = usePostConflict(id, contentPath(enName));
  const gate = useAuthoringGate();
  const saved = usePendingApprovalSuccess(contentPath(enName), 'updated');
  if (post.isPending || isPending) return null;
  if (post.error || !board)
    return (
      <Alert severity="warning" sx={{ mt: 2 }}>
        {/* The server's reason: not found, or outside the account's 담당 범위 (403). */}
        {post.error ? post.error.message || '게시글을 찾을 수 없습니다.' : '게시판을 찾을 수 없습니다.'}
      </Alert>
    );
  return (
    <ResourceContextProvider value="posts">
      <Back enName={enName} />
      {!write && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {BOARDS_READ_ONLY}
        </Alert>
      )}
      <ApprovalMark approval={post.data?.approval} />
      {post.data?.status === 'scheduled' && (
        <ScheduleMark postId={id} publishedAt={post.data.publishedAt} canWrite={write} />
      )}
      <Edit
        key={conflict.opening}
        id={id}
        title={`${board.name} · ${write ? '글 수정' : '글 보기'}`}
        mutationMode="pessimistic"
        transform={gate.transform((d) => conflict.remember(postPayload(d, board.kind, false)))}
        mutationOptions={{
          onSuccess: saved,
          // A 409 with warnings asks about them; one with who saved first opens the conflict dialog.
          onError: (e: unknown) => (warningsOf(e) ? gate.mutationOptions.onError(e) : conflict.onError(e)),
        }}
        redirect={() => contentPath(enName)}
        actions={
          <Box sx={{ p: 1 }}>
            {board.kind !== 'professor' && (
              <Chip
                component="a"
                clickable
                href={`/board/${enName}/${id}`}
                target="_blank"
                rel="noopener"
                label="사이트에서 보기"
                size="small"
              />
            )}
          </Box>
        }
      >
        <PostForm
          board={board}
          readOnly={!write}
          toolbar={
            write ? (
              <Toolbar sx={{ justifyContent: 'space-between' }}>
                <SaveButton />
                <DeleteWithConfirmButton
                  mutationMode="pessimistic"
                  redirect={contentPath(enName)}
                  confirmTitle="게시글 삭제"
                  confirmContent="이 게시글을 휴지통으로 옮기시겠습니까? 사이트에서 바로 내려가고, 30일 안에는 휴지통에서 복원할 수 있습니다."
                />
              </Toolbar>
            ) : (
              false
            )
          }
        />
        {gate.dialog}
      </Edit>
      {conflict.dialog}
      {post.data && <PostComments postId={id} />}
      {post.data && <PostRevisions postId={id} current={{ title: post.data.title, content: post.data.content }} />}
    </ResourceContextProvider>
  );
}
