// 옮겨 온 댓글 under a post's form: the read-only comments an imported post brought from the old site
// (GET /api/posts/:id/comments), secret ones included and marked — staff see them; a visitor's page never does.
// Nothing shows for a post without any.
import { useEffect, useState } from 'react';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { httpClient } from '../httpClient';
import { formatDateTime } from '../../../domain/time';

interface Comment {
  id: number;
  sourceId: number;
  authorName: string;
  /** HTML that passed the one HTML policy at the import. */
  body: string;
  createdAt: string;
  secret: boolean;
}

export function PostComments({ postId }: { postId: string }) {
  const [rows, setRows] = useState<Comment[]>([]);
  useEffect(() => {
    httpClient(`/api/posts/${postId}/comments`)
      .then(({ json }) => setRows(json as Comment[]))
      .catch(() => setRows([]));
  }, [postId]);
  if (!rows.length) return null;
  return (
    <Card component="section" aria-labelledby="post-comments-title" sx={{ mt: 2, maxWidth: 980 }}>
      <CardContent>
        <Typography id="post-comments-title" variant="h6" component="h2" gutterBottom>
          옮겨 온 댓글 {rows.length}개 (읽기 전용)
        </Typography>
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((c) => (
            <Box component="li" key={c.id} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1.5 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
                <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                  {c.authorName}
                </Typography>
                <Typography variant="body2" component="span" color="text.secondary">
                  {formatDateTime(c.createdAt)}
                </Typography>
                {c.secret && <Chip size="small" color="warning" label="비밀 댓글: 방문자에게 보이지 않음" />}
              </Box>
              <Typography variant="body2" component="div" dangerouslySetInnerHTML={{ __html: c.body }} />
            </Box>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
