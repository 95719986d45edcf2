// The first login of an account made with an initial password: nothing else opens until it is changed
// (PUT /api/auth/my/info/password). The server's rules decide; its Korean messages show under the fields.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { authorizedFetch } from '../httpClient';
import { StepFrame } from './StepFrame';

interface Answer {
  errorMessage?: string;
  errors?: Record<string, string>;
}

export function PasswordChangeScreen({ onDone }: { onDone: () => void }) {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setMessage('');
    if (newPassword !== confirm) {
      setErrors({ confirm: '새 비밀번호가 서로 다릅니다.' });
      return;
    }
    setBusy(true);
    try {
      const res = await authorizedFetch('/api/auth/my/info/password', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ currentPassword, newPassword }),
      });
      const body = (await res.json().catch(() => ({}))) as Answer;
      if (res.ok) return onDone();
      setErrors(body.errors ?? {});
      setMessage(body.errorMessage ?? '에러가 발생했습니다');
    } finally {
      setBusy(false);
    }
  };

  return (
    <StepFrame
      title="비밀번호 변경"
      intro="처음 받은 비밀번호로 로그인하셨습니다. 본인만 아는 새 비밀번호로 바꾼 뒤 관리자 화면을 이용할 수 있습니다."
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack spacing={2}>
          {message && <Alert severity="error">{message}</Alert>}
          <TextField
            label="현재 비밀번호"
            type="password"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(e) => setCurrent(e.target.value)}
            error={!!errors.currentPassword}
            helperText={errors.currentPassword}
            required
          />
          <TextField
            label="새 비밀번호"
            type="password"
            autoComplete="new-password"
            value={newPassword}
            onChange={(e) => setNew(e.target.value)}
            error={!!errors.newPassword}
            helperText={errors.newPassword ?? '10자 이상, 흔히 쓰이는 비밀번호는 쓸 수 없습니다.'}
            required
          />
          <TextField
            label="새 비밀번호 확인"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={!!errors.confirm}
            helperText={errors.confirm}
            required
          />
          <Button type="submit" variant="contained" disabled={busy}>
            비밀번호 변경
          </Button>
        </Stack>
      </form>
    </StepFrame>
  );
}
