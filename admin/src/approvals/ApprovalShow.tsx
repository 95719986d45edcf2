// One 승인 요청: what it is about, who asked and when, the time a scheduled publish waits for, the text diff of what
// would change in public (TextDiff, as 변경 이력 shows it), and while it waits 승인 and 반려 (with a required comment)
// for anyone but the one who asked. The server decides who may (a 403 in Korean otherwise).
import { useState } from 'react';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ListButton, Show, TopToolbar, useGetIdentity, useRecordContext, useRefresh } from 'react-admin';
import { httpClient } from '../httpClient';
import { FieldList, PlainText } from '../layout/FieldList';
import { TextDiff } from '../pages/TextDiff';
import { useAction } from '../useAction';
import { seoul, type ApprovalRecord } from './labels';

const post = (body: unknown) => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' }),
});

function Details() {
  const r = useRecordContext<ApprovalRecord>();
  if (!r) return null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {r.kindLabel} 게시 승인 요청 · {r.statusLabel}
        </Typography>
        <FieldList
          labelWidth="8rem"
          rows={[
            ['제목', r.title],
            ['위치', r.place ?? '—'],
            ['요청한 사람', r.requestedByName ?? '—'],
            ['요청 일시', seoul(r.requestedAt)],
            ['예약 시각', r.publishAt ? `${seoul(r.publishAt)} (승인 전에는 게시되지 않습니다)` : '승인하면 바로 게시'],
            ['처리한 사람', r.decidedByName ?? '—'],
            ['처리 일시', seoul(r.decidedAt)],
          ]}
        />
        {r.note && (
          <PlainText heading="요청 메모" level="h3" as="p">
            {r.note}
          </PlainText>
        )}
        {r.comment && (
          <PlainText heading="반려 사유" level="h3" as="p">
            {r.comment}
          </PlainText>
        )}
        {r.editUrl && (
          <Button component={RouterLink} to={r.editUrl} size="small" sx={{ mt: 1 }}>
            {r.kindLabel} 편집 화면 열기
          </Button>
        )}
        <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
          바뀌는 내용 (지금 공개된 내용 → 승인하면 게시될 내용)
        </Typography>
        {r.current && r.proposed && (
          <TextDiff from={r.current} to={r.proposed} label="지금 공개된 내용과 승인하면 게시될 내용의 차이" />
        )}
      </CardContent>
    </Card>
  );
}

function DecisionPanel() {
  const r = useRecordContext<ApprovalRecord>();
  const { identity } = useGetIdentity();
  const refresh = useRefresh();
  const { busy, act } = useAction();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!r || r.status !== 'pending') return null;
  if (identity && identity.id === r.requestedBy)
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        승인 대기 중입니다. 자기가 올린 요청은 다른 승인 담당자가 승인하거나 반려합니다.
      </Alert>
    );
  const approve = () =>
    void act(() => httpClient(`/api/approvals/${r.id}/approve`, post({})), '승인했습니다.', refresh);
  const reject = () => {
    if (!comment.trim()) {
      setError('반려 사유를 입력해 주세요.');
      return;
    }
    setError(null);
    void act(() => httpClient(`/api/approvals/${r.id}/reject`, post({ comment })), '반려했습니다.', refresh);
  };
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          승인 / 반려
        </Typography>
        <Stack spacing={2}>
          <div>
            <Button variant="contained" color="success" disabled={busy} onClick={approve}>
              승인
            </Button>
          </div>
          <TextField
            label="반려 사유 (요청한 사람에게 메일로 갑니다)"
            multiline
            minRows={3}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            error={!!error}
            helperText={error ?? ' '}
          />
          <div>
            <Button variant="outlined" color="error" disabled={busy} onClick={reject}>
              반려
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}

function Actions() {
  return (
    <TopToolbar>
      <ListButton label="목록" />
    </TopToolbar>
  );
}

export function ApprovalShow() {
  return (
    <Show title="승인 요청" actions={<Actions />}>
      <Details />
      <DecisionPanel />
    </Show>
  );
}
