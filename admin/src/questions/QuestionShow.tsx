// One 입학상담 question: its facts (the asker masked), the text as asked, the answer (rich text, sanitized by the
// server's post policy; saving mails the asker a link), and for 입학 담당 making it public or deleting it.
import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import {
  Form,
  ListButton,
  SaveButton,
  Show,
  TopToolbar,
  usePermissions,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { can } from '../../../domain/roles';
import { RichTextEditor } from '../editor/RichTextEditor';
import { httpClient } from '../httpClient';
import { FieldList, PlainText } from '../layout/FieldList';
import { formatSeoul } from '../popups/seoulTime';
import { useAction } from '../useAction';
import { PublishActions } from './PublishActions';
import { StatusChip, type QuestionRow } from './QuestionList';

const langName: Record<string, string> = { ko: '한국어', 'zh-Hans': '중국어(간체)' };

function Facts() {
  const r = useRecordContext<QuestionRow>();
  if (!r) return null;
  const rows: [string, ReactNode][] = [
    ['상태', <StatusChip key="s" />],
    ['게시판', r.boardName],
    ['질문자', r.madePublicAt ? '공개 전환으로 삭제됨' : `${r.name} (${r.email})`],
    ['비밀글', r.secret ? '예' : '아니오'],
    ['언어', langName[r.lang] ?? r.lang],
    ['등록 일시', `${formatSeoul(r.createdAt)} (한국시간)`],
    ['답변 일시', r.answeredAt ? `${formatSeoul(r.answeredAt)} (한국시간)` : '—'],
    ...(r.madePublicAt
      ? [
          ['공개 전환', `${formatSeoul(r.madePublicAt)}${r.faqId ? ' · 자주 묻는 질문' : ' · 공개 질문'}`] as [
            string,
            ReactNode,
          ],
        ]
      : []),
  ];
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {r.title}
        </Typography>
        <FieldList rows={rows} labelWidth="6.5em" />
        <PlainText heading="질문 내용" level="h3" as="p">
          {r.body}
        </PlainText>
      </CardContent>
    </Card>
  );
}

function AnswerForm() {
  const r = useRecordContext<QuestionRow>();
  const refresh = useRefresh();
  const { busy, act } = useAction();
  if (!r) return null;
  const save = (data: Record<string, unknown>) =>
    act(
      () =>
        httpClient(`/api/questions/${r.id}/answer`, {
          method: 'PUT',
          body: JSON.stringify({ answer: data.answer ?? '' }),
        }),
      r.madePublicAt || !r.answer
        ? '답변을 등록했습니다. 질문자에게 알림 메일을 보냅니다.'
        : '답변을 고쳤습니다. 질문자에게 알림 메일을 다시 보냅니다.',
      refresh,
    );
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
          답변
        </Typography>
        <Form record={{ answer: r.answer }} onSubmit={save}>
          <RichTextEditor
            source="answer"
            label="답변 내용"
            fullWidth
            lang={r.lang === 'zh-Hans' ? 'zh-Hans' : undefined}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            저장하면 질문자에게 답변 확인 링크가 담긴 메일(질문 언어)을 보냅니다. 답변 내용은 메일에 넣지 않습니다.
          </Typography>
          <SaveButton label={r.answer ? '답변 고치기' : '답변 등록'} disabled={busy} alwaysEnable />
        </Form>
      </CardContent>
    </Card>
  );
}

function Body() {
  const { permissions } = usePermissions<string | null>();
  return (
    <>
      <Facts />
      <AnswerForm />
      {can(permissions, 'questions', 'write') && <PublishActions />}
    </>
  );
}

export function QuestionShow() {
  return (
    <Show
      title="입학상담"
      actions={
        <TopToolbar>
          <ListButton label="목록" />
        </TopToolbar>
      }
      component="div"
    >
      <Body />
    </Show>
  );
}
