// Two-factor enrolment, the first step of an account whose role handles applicants' personal data: the server makes
// a secret (POST /api/auth/my/otp), shown as a QR code for the authenticator app and in groups of four for typing
// in by hand; a code from the app confirms it (PUT) and the ten recovery codes are shown once (RecoveryCodes).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import QRCode from 'qrcode';
import { authorizedFetch } from '../httpClient';
import { RecoveryCodes } from './RecoveryCodes';
import { StepFrame } from './StepFrame';

interface Enrolment {
  secret: string;
  qr: string;
}

interface Answer {
  secret?: string;
  otpauthUrl?: string;
  recoveryCodes?: string[];
  errorMessage?: string;
  errors?: Record<string, string>;
}

const post = (method: 'POST' | 'PUT', body?: unknown) =>
  authorizedFetch('/api/auth/my/otp', {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
  });

/** The secret as authenticator apps show it for manual entry: groups of four. */
export const groupSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

async function startEnrolment(): Promise<Enrolment> {
  const res = await post('POST');
  const body = (await res.json().catch(() => ({}))) as Answer;
  if (!res.ok || !body.secret || !body.otpauthUrl) throw new Error(body.errorMessage ?? '에러가 발생했습니다');
  const svg = await QRCode.toString(body.otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret: body.secret, qr: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` };
}

export function OtpEnrolScreen({ onDone }: { onDone: () => void }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [loadError, setLoadError] = useState('');
  const [otp, setOtp] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // One secret per visit (React's development double effect must not make a second one).
    if (started.current) return;
    started.current = true;
    startEnrolment().then(setEnrolment, (e: Error) => setLoadError(e.message));
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setMessage('');
    const code = otp.replace(/\s/g, '');
    if (!/^\d{6}$/.test(code)) {
      setFieldError('인증 앱에 표시된 6자리 숫자를 입력해주세요.');
      return;
    }
    setBusy(true);
    try {
      const res = await post('PUT', { otp: code });
      const body = (await res.json().catch(() => ({}))) as Answer;
      if (res.ok && body.recoveryCodes) return setCodes(body.recoveryCodes);
      setFieldError(body.errors?.otp ?? '');
      setMessage(body.errorMessage ?? '에러가 발생했습니다');
      setOtp('');
    } finally {
      setBusy(false);
    }
  };

  if (codes) return <RecoveryCodes codes={codes} onContinue={onDone} />;

  return (
    <StepFrame
      title="2단계 인증 등록"
      intro={
        <>
          <p style={{ marginTop: 0 }}>
            <strong>개인정보 처리 계정은 2단계 인증이 필요합니다.</strong> 비밀번호가 새어 나가도 휴대전화 없이는
            로그인할 수 없도록, 로그인할 때마다 인증 앱의 6자리 코드를 함께 입력합니다.
          </p>
          <ol style={{ margin: 0, paddingLeft: '1.25em' }}>
            <li>휴대전화에 인증 앱(Google Authenticator, Microsoft Authenticator 등)을 설치합니다.</li>
            <li>앱에서 QR 코드를 스캔하거나, 아래 설정 키를 직접 입력합니다.</li>
            <li>앱에 표시된 6자리 코드를 입력하고 등록을 누릅니다.</li>
          </ol>
        </>
      }
    >
      {loadError && <Alert severity="error">{loadError}</Alert>}
      {enrolment && (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack spacing={2}>
            <Box sx={{ display: 'flex', justifyContent: 'center' }}>
              <Box
                component="img"
                src={enrolment.qr}
                alt="인증 앱으로 스캔할 QR 코드"
                sx={{ width: 200, height: 200, border: 1, borderColor: 'divider', borderRadius: 1 }}
              />
            </Box>
            <div>
              <Typography variant="body2" component="h2" sx={{ fontWeight: 700 }}>
                직접 입력할 설정 키
              </Typography>
              <Typography
                data-testid="otp-secret"
                sx={{ fontFamily: 'monospace', fontSize: '1.1rem', letterSpacing: 1, wordSpacing: 4 }}
              >
                {groupSecret(enrolment.secret)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                시간 기준(TOTP) · 6자리 · 30초
              </Typography>
            </div>
            {message && <Alert severity="error">{message}</Alert>}
            <TextField
              label="인증 코드"
              value={otp}
              onChange={(e) => {
                setOtp(e.target.value);
                setFieldError('');
              }}
              error={!!fieldError}
              helperText={fieldError || '인증 앱에 표시된 6자리 숫자'}
              required
              slotProps={{
                htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6, pattern: '[0-9]*' },
              }}
            />
            <Button type="submit" variant="contained" disabled={busy}>
              등록
            </Button>
          </Stack>
        </form>
      )}
    </StepFrame>
  );
}
