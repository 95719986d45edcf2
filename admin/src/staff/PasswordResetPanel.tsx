// A new initial password for someone who forgot theirs: their sessions end and they change it at the next login.
import { useState } from 'react';
import { Box, Button, TextField as MuiTextField, Typography } from '@mui/material';
import { useRecordContext, useRefresh } from 'react-admin';
import { httpClient } from '../httpClient';
import { useAction } from '../useAction';

export function PasswordResetPanel() {
  const record = useRecordContext<{ id: number; loginId: string }>();
  const [password, setPassword] = useState('');
  const { busy, act } = useAction();
  const refresh = useRefresh();
  if (!record) return null;
  const reset = () =>
    act(
      () =>
        httpClient(`/api/staff/${record.id}/password`, {
          method: 'POST',
          body: JSON.stringify({ password }),
        }),
      '초기 비밀번호를 새로 정했습니다. 다음 로그인 때 바꾸게 됩니다.',
      () => {
        setPassword('');
        refresh();
      },
    );
  return (
    <Box component="section" aria-labelledby="pw-reset-title" sx={{ mt: 3 }}>
      <Typography id="pw-reset-title" variant="h6" component="h2" gutterBottom>
        초기 비밀번호 재설정
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {record.loginId} 계정의 로그인이 모두 끝나고, 다음 로그인 때 비밀번호를 바꾸게 됩니다.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <MuiTextField
          label="새 초기 비밀번호"
          type="password"
          size="small"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          helperText="10자 이상"
        />
        <Button variant="outlined" onClick={reset} disabled={busy || !password}>
          재설정
        </Button>
      </Box>
    </Box>
  );
}
