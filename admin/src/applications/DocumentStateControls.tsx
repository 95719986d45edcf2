// One document's state in the application: 제출, 확인, 보완 요청 (with its note and deadline), 보완 제출
// (the applicant's replacement, named as such); staff mark it 확인 or ask for 보완 with a note and an optional
// deadline in Seoul time (the applicant gets the 서류 보완 요청 mail and uploads the new file in the look-up).
import { useState } from 'react';
import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useRefresh } from 'react-admin';
import { documentStateLabel } from '../../../domain/document-states';
import { formatDateTime, parseSeoulLocalInput } from '../../../domain/time';
import { httpClient } from '../httpClient';
import { useAction } from '../useAction';

export interface DocumentStateFields {
  id: number;
  kindLabel: string;
  state?: string;
  requestNote?: string | null;
  dueAt?: string | null;
  replacesId?: number | null;
  uploadedBy?: string;
  uploadedAt?: string;
}

const COLORS: Record<string, 'default' | 'success' | 'warning' | 'info'> = {
  submitted: 'default',
  checked: 'success',
  requested: 'warning',
  resubmitted: 'info',
};
const MAX = 1000;

async function putState(applicationId: number, docId: number, body: Record<string, unknown>) {
  await httpClient(`/api/applications/${applicationId}/documents/${docId}/state`, {
    method: 'PUT',
    body: JSON.stringify(body),
    headers: new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' }),
  });
}

/** The line under a document's name: who uploaded it when, what it replaces or was replaced by, what was asked. */
export function documentFacts(d: DocumentStateFields, replacedBy: boolean): string {
  const parts = [d.uploadedAt ? `${d.uploadedBy ?? '지원자'} ${formatDateTime(d.uploadedAt)} 올림` : ''];
  if (d.replacesId) parts.push('보완 제출한 새 파일');
  if (replacedBy) parts.push('새 파일로 교체됨 (보관)');
  if (d.state === 'requested' && d.requestNote)
    parts.push(`요청: ${d.requestNote}${d.dueAt ? ` (기한 ${formatDateTime(d.dueAt)})` : ''}`);
  return parts.filter(Boolean).join(' · ');
}

export function DocumentStateControls({
  applicationId,
  doc,
  replacedBy,
}: {
  applicationId: number;
  doc: DocumentStateFields;
  replacedBy: boolean;
}) {
  const refresh = useRefresh();
  const { busy, act } = useAction();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [due, setDue] = useState('');
  const state = doc.state ?? 'submitted';
  const close = () => {
    setOpen(false);
    setNote('');
    setDue('');
  };
  const dueAt = due ? parseSeoulLocalInput(due) : null;
  const request = () =>
    act(
      () =>
        putState(applicationId, doc.id, { state: 'requested', note: note.trim(), dueAt: dueAt?.toISOString() ?? null }),
      '서류 보완을 요청했습니다. 안내 메일은 발송 내역에서 확인할 수 있습니다.',
      () => {
        close();
        refresh();
      },
    );
  const check = () =>
    act(() => putState(applicationId, doc.id, { state: 'checked' }), '서류를 확인으로 표시했습니다.', refresh);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
      <Chip size="small" label={documentStateLabel(state)} color={COLORS[state] ?? 'default'} data-testid="doc-state" />
      {!replacedBy && state !== 'checked' && (
        <Button size="small" onClick={check} disabled={busy}>
          확인
        </Button>
      )}
      {!replacedBy && (
        <Button size="small" color="warning" onClick={() => setOpen(true)} disabled={busy}>
          보완 요청
        </Button>
      )}
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>서류 보완 요청: {doc.kindLabel}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            지원자에게 서류 보완 요청 메일이 나가고, 지원자는 접수 조회 화면에서 새 파일을 올립니다. 기한을 정하면 그
            뒤에는 올릴 수 없습니다.
          </DialogContentText>
          <TextField
            fullWidth
            required
            autoFocus
            multiline
            minRows={3}
            margin="dense"
            label="보완할 내용"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            slotProps={{ htmlInput: { maxLength: MAX } }}
            helperText={`${note.length} / ${MAX}자`}
          />
          <TextField
            fullWidth
            margin="dense"
            type="datetime-local"
            label="보완 기한 (선택, 한국시간)"
            value={due}
            onChange={(e) => setDue(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {due && !dueAt && <Typography color="error">기한 형식이 올바르지 않습니다.</Typography>}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>취소</Button>
          <Button variant="contained" onClick={request} disabled={busy || !note.trim() || (!!due && !dueAt)}>
            요청 메일 보내기
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
