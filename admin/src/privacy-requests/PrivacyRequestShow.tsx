// One 개인정보 요청: who asked and how they proved it, what they asked, the due date and days left, every step so
// far, and while it is open the answer: done (per kind: 열람 mails the person a copy, 정정 applies the changes given
// here, 삭제 destroys through the 파기 대장 unless a law requires keeping it, 처리정지·동의 철회 stop mailings and
// exports), refused with a reason the law allows, or put off to a later day with its reason.
import { useState } from 'react';
import { Alert, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { ListButton, Show, TopToolbar, useRecordContext, useRefresh } from 'react-admin';
import { httpClient } from '../httpClient';
import { FieldList, PlainText } from '../layout/FieldList';
import { useAction } from '../useAction';
import {
  CORRECTABLE,
  daysLeftLabel,
  dotted,
  FIELD_LABELS,
  json,
  reasonChoices,
  seoul,
  type PrivacyRequestRecord,
} from './labels';

const DONE_HINT: Record<string, string> = {
  access: '보유한 개인정보 사본(문서와 JSON 파일)을 만들어 요청하신 분께 내려받기 링크를 메일로 보냅니다.',
  correct: '아래에 입력한 항목을 정정하고 이력을 남깁니다.',
  delete:
    '개인정보를 파기하고 파기 대장에 기록합니다. 법령상 보존해야 하는 경우(등록한 학생 등)는 그 법령과 기간을 밝혀 거절합니다.',
  suspend: '홍보 메일 발송과 개인정보 내보내기에서 제외하고 입학 소식 구독을 해지합니다.',
  withdraw: '홍보 메일 발송과 개인정보 내보내기에서 제외하고 입학 소식 구독을 해지합니다.',
};

function Details() {
  const r = useRecordContext<PrivacyRequestRecord>();
  if (!r) return null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {r.id}번 {r.kindLabel} 요청 · {r.statusLabel}
        </Typography>
        <FieldList
          labelWidth="8rem"
          rows={[
            ['대상', r.about],
            ['본인 확인', r.subjectLabel],
            ['이름', r.name ?? '—'],
            ['회신 이메일', r.email],
            ['언어', r.lang === 'zh-Hans' ? '중국어' : '한국어'],
            ['접수 일시', seoul(r.createdAt)],
            ['처리 기한', `${dotted(r.dueDay)} (${daysLeftLabel(r)})`],
            ['처리 일시', seoul(r.answeredAt)],
          ]}
        />
        <PlainText heading="요청 내용" level="h3" as="p">
          {r.text}
        </PlainText>
        {r.answer && (
          <PlainText heading="답변" level="h3" as="p">
            {r.answer}
          </PlainText>
        )}
        <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
          처리 이력
        </Typography>
        <ol>
          {(r.steps ?? []).map((s) => (
            <li key={s.id}>
              {seoul(s.at)} · {s.actorName ?? '—'} · {s.note}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

function AnswerPanel() {
  const r = useRecordContext<PrivacyRequestRecord>();
  const refresh = useRefresh();
  const { busy, act } = useAction();
  const [decision, setDecision] = useState<'done' | 'refuse' | 'delay'>('done');
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  const [note, setNote] = useState('');
  const [changes, setChanges] = useState<Record<string, string>>({});
  if (!r || r.status === 'done' || r.status === 'refused') return null;
  const fields = r.kind === 'correct' ? CORRECTABLE[r.subject] : [];
  const send = () => {
    const filled = Object.fromEntries(Object.entries(changes).filter(([, v]) => v.trim() !== ''));
    const body = {
      decision,
      ...(decision !== 'done' && reason ? { reason } : {}),
      ...(decision === 'delay' && until ? { until } : {}),
      ...(note.trim() ? { note } : {}),
      ...(decision === 'done' && r.kind === 'correct' ? { changes: filled } : {}),
    };
    void act(() => httpClient(`/api/privacy-requests/${r.id}/answer`, json(body)), '답변을 보냈습니다.', refresh);
  };
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          답변
        </Typography>
        <Stack spacing={2}>
          <TextField
            select
            label="처리 결과"
            value={decision}
            onChange={(e) => setDecision(e.target.value as typeof decision)}
          >
            <MenuItem value="done">처리 완료</MenuItem>
            <MenuItem value="refuse">거절</MenuItem>
            <MenuItem value="delay">연기</MenuItem>
          </TextField>
          {decision === 'done' && <Alert severity="info">{DONE_HINT[r.kind]}</Alert>}
          {decision === 'done' &&
            fields.map((f) => (
              <TextField
                key={f}
                label={`정정할 ${FIELD_LABELS[f] ?? f}`}
                value={changes[f] ?? ''}
                onChange={(e) => setChanges({ ...changes, [f]: e.target.value })}
              />
            ))}
          {decision !== 'done' && (
            <TextField select label="사유(개인정보 보호법)" value={reason} onChange={(e) => setReason(e.target.value)}>
              {reasonChoices.map((c) => (
                <MenuItem key={c.id} value={c.id} sx={{ whiteSpace: 'normal' }}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {decision === 'delay' && (
            <TextField
              type="date"
              label="연기할 날짜(이날까지 처리)"
              value={until}
              onChange={(e) => setUntil(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
          <TextField
            label="요청하신 분께 덧붙일 말"
            multiline
            minRows={3}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <div>
            <Button variant="contained" disabled={busy} onClick={send}>
              답변 보내기
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

export function PrivacyRequestShow() {
  return (
    <Show title="개인정보 요청" actions={<Actions />}>
      <Details />
      <AnswerPanel />
    </Show>
  );
}
