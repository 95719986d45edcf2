// 수정 이력 under a post's form: every saved version (who, when, the note), newest first. 비교 shows the words that
// changed from that version to the post as it is now (deleted struck through, added underlined); 이 판으로 되돌리기
// (writers only) makes it the post again, with its attachments, through POST /api/posts/:id/revisions/:revisionId/restore
// (a file gone for good is named in the toast).
import { useCallback, useEffect, useState } from 'react';
import { Confirm, useNotify, useRefresh } from 'react-admin';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { httpClient } from '../httpClient';
import { canI } from '../can';
import { formatDateTime } from '../../../domain/time';
import { TextDiff } from '../pages/TextDiff';

interface Version {
  title: string;
  content: string;
}

interface Revision extends Version {
  id: number;
  note: string | null;
  staffName: string | null;
  createdAt: string;
}

export function PostRevisions({ postId, current }: { postId: string; current: Version }) {
  const [rows, setRows] = useState<Revision[] | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<Revision | null>(null);
  const notify = useNotify();
  const refresh = useRefresh();
  const load = useCallback(async () => {
    const { json } = await httpClient(`/api/posts/${postId}/revisions`);
    setRows(json as Revision[]);
  }, [postId]);
  useEffect(() => {
    load().catch(() => setRows([]));
  }, [load]);

  const restore = async (r: Revision) => {
    try {
      const { json } = await httpClient(`/api/posts/${postId}/revisions/${r.id}/restore`, { method: 'POST' });
      const warning = (json as { warning?: string }).warning;
      notify(`${formatDateTime(r.createdAt)} 판으로 되돌렸습니다.${warning ? ` ${warning}` : ''}`, {
        type: warning ? 'warning' : 'success',
      });
      setOpen(null);
      refresh();
      await load();
    } catch (err) {
      notify((err as Error).message || '되돌리지 못했습니다.', { type: 'error' });
    } finally {
      setRestoring(null);
    }
  };

  return (
    // On a phone the form's save bar is fixed to the bottom of the screen: room below so the last version shows.
    <Card
      component="section"
      aria-labelledby="post-revisions-title"
      sx={{ mt: 2, mb: { xs: 10, sm: 0 }, maxWidth: 980 }}
    >
      <CardContent>
        <Typography id="post-revisions-title" variant="h6" component="h2" gutterBottom>
          수정 이력
        </Typography>
        {rows === null ? (
          <Typography variant="body2">불러오는 중…</Typography>
        ) : rows.length === 0 ? (
          <Typography variant="body2">저장된 이력이 없습니다.</Typography>
        ) : (
          <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {rows.map((r, i) => (
              <Box component="li" key={r.id} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1.5 }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
                  <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                    {formatDateTime(r.createdAt)}
                  </Typography>
                  <Typography variant="body2" component="span">
                    {r.staffName ?? '알 수 없음'}
                  </Typography>
                  {i === 0 && <Chip size="small" label="최근" />}
                  {r.note && (
                    <Typography variant="body2" component="span" color="text.secondary">
                      {r.note}
                    </Typography>
                  )}
                  <Box sx={{ flex: 1 }} />
                  <Button
                    size="small"
                    onClick={() => setOpen(open === r.id ? null : r.id)}
                    aria-expanded={open === r.id}
                  >
                    {open === r.id ? '비교 닫기' : '지금 글과 비교'}
                  </Button>
                  {canI('boards', 'write') && (
                    <Button size="small" variant="outlined" onClick={() => setRestoring(r)}>
                      이 판으로 되돌리기
                    </Button>
                  )}
                </Box>
                <Typography variant="body2">{r.title}</Typography>
                {open === r.id && <TextDiff from={r} to={current} label="이 판과 지금 글의 차이" />}
              </Box>
            ))}
          </Stack>
        )}
      </CardContent>
      <Confirm
        isOpen={restoring !== null}
        title="이 판으로 되돌리기"
        content={
          restoring
            ? `${formatDateTime(restoring.createdAt)}에 저장된 제목과 내용으로 되돌립니다. 지금 글도 이력에 남아 있어 다시 되돌릴 수 있습니다.`
            : ''
        }
        confirm="되돌리기"
        cancel="취소"
        onConfirm={() => restoring && void restore(restoring)}
        onClose={() => setRestoring(null)}
      />
    </Card>
  );
}
