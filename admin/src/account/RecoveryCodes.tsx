// The ten recovery codes, shown once right after two-factor enrolment: each logs in once without the phone.
// Copy and print keep them; 계속 opens the admin.
import { useState } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { StepFrame } from './StepFrame';

export function RecoveryCodes({ codes, onContinue }: { codes: string[]; onContinue: () => void }) {
  const [copied, setCopied] = useState('');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied('복구 코드를 복사했습니다.');
    } catch {
      setCopied('복사하지 못했습니다. 코드를 직접 옮겨 적거나 인쇄해주세요.');
    }
  };

  return (
    <StepFrame
      title="복구 코드"
      intro="2단계 인증을 등록했습니다. 휴대전화를 잃어버렸을 때 아래 코드 하나로 한 번 로그인할 수 있습니다. 이 코드는 지금 한 번만 표시되니 인쇄하거나 안전한 곳에 보관해주세요."
    >
      <Stack spacing={2}>
        <Box
          component="ol"
          aria-label="복구 코드 10개"
          sx={{
            m: 0,
            p: 2,
            listStyle: 'none',
            display: 'grid',
            gridTemplateColumns: 'repeat(2, 1fr)',
            gap: 1,
            fontFamily: 'monospace',
            fontSize: '1.05rem',
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        >
          {codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </Box>
        <Box role="status" sx={{ minHeight: '1.5em' }}>
          {copied && <Alert severity="info">{copied}</Alert>}
        </Box>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => void copy()} sx={{ flex: 1 }}>
            복사
          </Button>
          <Button variant="outlined" onClick={() => window.print()} sx={{ flex: 1 }}>
            인쇄
          </Button>
        </Stack>
        <Button variant="contained" onClick={onContinue}>
          계속
        </Button>
      </Stack>
    </StepFrame>
  );
}
