// 2단계 인증 초기화 for someone who lost the phone with the authenticator app and the recovery codes
// (DELETE /api/staff/:id/otp): the secret and the codes go, every login of the person ends, and a role that needs
// 2FA enrols again at the next login. OPERATIONS.md sends the school's IT person here.
import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { Confirm, useRecordContext, useRefresh } from 'react-admin';
import { httpClient } from '../httpClient';
import { useAction } from '../useAction';

export function OtpResetPanel() {
  const record = useRecordContext<{ id: number; loginId: string; otpEnabled: boolean }>();
  const [asking, setAsking] = useState(false);
  const { busy, act } = useAction();
  const refresh = useRefresh();
  if (!record?.otpEnabled) return null;
  const reset = () => {
    setAsking(false);
    void act(
      () => httpClient(`/api/staff/${record.id}/otp`, { method: 'DELETE' }),
      '2단계 인증을 초기화했습니다. 다음 로그인 때 다시 등록하게 됩니다.',
      refresh,
    );
  };
  return (
    <Box component="section" aria-labelledby="otp-reset-title" sx={{ mt: 3 }}>
      <Typography id="otp-reset-title" variant="h6" component="h2" gutterBottom>
        2단계 인증 초기화
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        인증 앱이 든 휴대전화와 복구 코드를 모두 잃었을 때만 쓰세요. 본인인지 먼저 확인하세요. {record.loginId} 계정의
        로그인이 모두 끝나고, 다음 로그인 때 인증 앱을 다시 등록하게 됩니다.
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setAsking(true)} disabled={busy}>
        2단계 인증 초기화
      </Button>
      <Confirm
        isOpen={asking}
        title="2단계 인증 초기화"
        content={`${record.loginId} 계정의 2단계 인증과 복구 코드를 지우고 모든 로그인을 끝냅니다.`}
        confirm="초기화"
        cancel="취소"
        onConfirm={reset}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
}
