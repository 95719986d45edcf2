// 입학 담당's actions on an answered question: make it public on the board without the name, copy it into the FAQ
// (with a category), or delete it (recorded in the 파기 대장). Each asks first: the asker's data goes for good.
import { useState } from 'react';
import { Box, Button, Card, CardContent, TextField as MuiTextField, Typography } from '@mui/material';
import { Confirm, useRecordContext, useRedirect, useRefresh } from 'react-admin';
import { httpClient } from '../httpClient';
import { useAction } from '../useAction';
import type { QuestionRow } from './QuestionList';

type Pending = 'qna' | 'faq' | 'delete' | null;

const CONFIRM: Record<Exclude<Pending, null>, { title: string; content: string }> = {
  qna: {
    title: '공개 질문으로 전환',
    content: '질문과 답변을 게시판에 공개하고, 질문자의 이름·이메일·비밀번호는 지웁니다. 되돌릴 수 없습니다.',
  },
  faq: {
    title: '자주 묻는 질문으로 옮기기',
    content: '제목과 답변으로 자주 묻는 질문을 만들고, 질문자의 이름·이메일·비밀번호는 지웁니다. 되돌릴 수 없습니다.',
  },
  delete: {
    title: '질문 삭제',
    content: '질문과 질문자의 개인정보를 삭제하고 파기 대장에 기록합니다. 되돌릴 수 없습니다.',
  },
};

export function PublishActions() {
  const r = useRecordContext<QuestionRow>();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const { busy, act } = useAction();
  const [pending, setPending] = useState<Pending>(null);
  const [category, setCategory] = useState('');
  if (!r) return null;
  const run = () => {
    const what = pending;
    setPending(null);
    if (what === 'delete')
      void act(
        () => httpClient(`/api/questions/${r.id}`, { method: 'DELETE' }),
        '질문을 삭제했습니다.',
        () => redirect('list', 'questions'),
      );
    else if (what)
      void act(
        () =>
          httpClient(`/api/questions/${r.id}/publish`, {
            method: 'POST',
            body: JSON.stringify({ as: what, category }),
          }),
        what === 'faq' ? '자주 묻는 질문으로 옮겼습니다.' : '공개 질문으로 전환했습니다.',
        refresh,
      );
  };
  const open = !r.madePublicAt && Boolean(r.answer);
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
          공개와 삭제
        </Typography>
        {!open && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {r.madePublicAt ? '이미 공개로 전환한 질문입니다.' : '답변을 등록한 뒤에 공개할 수 있습니다.'}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button variant="outlined" disabled={busy || !open} onClick={() => setPending('qna')}>
            공개 질문으로 전환
          </Button>
          <MuiTextField
            size="small"
            label="FAQ 분류"
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            disabled={!open}
            slotProps={{ htmlInput: { maxLength: 50 } }}
          />
          <Button variant="outlined" disabled={busy || !open} onClick={() => setPending('faq')}>
            자주 묻는 질문으로 옮기기
          </Button>
          <Button color="error" variant="outlined" disabled={busy} onClick={() => setPending('delete')}>
            삭제
          </Button>
        </Box>
      </CardContent>
      <Confirm
        isOpen={pending !== null}
        title={pending ? CONFIRM[pending].title : ''}
        content={pending ? CONFIRM[pending].content : ''}
        confirm="확인"
        cancel="취소"
        onConfirm={run}
        onClose={() => setPending(null)}
      />
    </Card>
  );
}
