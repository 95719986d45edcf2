// 다시 보내기: a failed mail back into the outbox, to go with the next run of the sender.
import ReplayIcon from '@mui/icons-material/Replay';
import { Button, useRecordContext, useRefresh } from 'react-admin';
import { httpClient } from '../httpClient';
import { useAction } from '../useAction';
import type { MailRow } from './labels';

export function RetryButton() {
  const record = useRecordContext<MailRow>();
  const refresh = useRefresh();
  const { busy, act } = useAction();
  if (!record || record.status !== 'failed') return null;
  return (
    <Button
      label="다시 보내기"
      disabled={busy}
      onClick={(e) => {
        e.stopPropagation();
        void act(
          () => httpClient(`/api/mail-outbox/${record.id}/retry`, { method: 'POST' }),
          '다시 보내도록 발송 대기열에 넣었습니다.',
          refresh,
        );
      }}
    >
      <ReplayIcon />
    </Button>
  );
}
