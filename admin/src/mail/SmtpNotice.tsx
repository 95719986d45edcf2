// Says, above the 발송 내역, when no SMTP server is configured (mail waits in the outbox) and how many have failed.
import { useEffect, useState } from 'react';
import { Alert } from '@mui/material';
import { httpClient } from '../httpClient';

interface MailStatus {
  smtpConfigured: boolean;
  pending: number;
  failed: number;
}

export function SmtpNotice() {
  const [status, setStatus] = useState<MailStatus | null>(null);
  useEffect(() => {
    let live = true;
    httpClient('/api/mail-outbox/status')
      .then(({ json }) => live && setStatus(json as MailStatus))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!status) return null;
  if (!status.smtpConfigured)
    return (
      <Alert severity="warning" sx={{ mt: 2 }} data-testid="smtp-notice">
        메일 서버가 연결되지 않아 메일을 보내지 않고 있습니다. 발송 대기 중인 메일 {status.pending}건은 전산 담당자가
        학교 메일 서버의 주소·계정과 보내는 사람으로 쓸 메일 주소를 서버에 설정하면 차례로 발송됩니다. 전산 담당자에게
        이 두 가지 설정을 요청해주세요.
      </Alert>
    );
  if (status.failed > 0)
    return (
      <Alert severity="error" sx={{ mt: 2 }} data-testid="smtp-notice">
        발송에 실패한 메일이 {status.failed}건 있습니다. 상태를 ‘발송 실패’로 골라 확인하고 다시 보내주세요.
      </Alert>
    );
  return null;
}
