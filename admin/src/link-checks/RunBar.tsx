// The list's toolbar: when the last check ran and what it found, and 지금 검사 (최고관리자 only), which starts a run
// and watches it until it ends, then shows the new list.
import { useEffect, useState } from 'react';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Typography } from '@mui/material';
import { Button, TopToolbar, useRefresh } from 'react-admin';
import { LINK_RUN_STATUS_LABELS, type LinkRunView } from '../../../domain/link-checks';
import { canI } from '../can';
import { formatSeoul } from '../popups/seoulTime';
import { useAction } from '../useAction';
import { lastLinkRun, startLinkRun } from './api';

const runText = (run: LinkRunView | null) =>
  !run
    ? '아직 검사한 적이 없습니다.'
    : run.status === 'running'
      ? `${formatSeoul(run.startedAt)}에 시작한 검사가 진행 중입니다…`
      : `마지막 검사: ${formatSeoul(run.startedAt)} · ${LINK_RUN_STATUS_LABELS[run.status]} · 링크 ${run.links}개 중 깨진 링크 ${run.broken}개`;

export function RunBar() {
  const refresh = useRefresh();
  const { busy, act } = useAction();
  const [run, setRun] = useState<LinkRunView | null | undefined>(undefined);

  useEffect(() => {
    void lastLinkRun().then(setRun, () => setRun(null));
  }, []);

  useEffect(() => {
    if (run?.status !== 'running') return;
    const timer = setTimeout(() => {
      void lastLinkRun().then((next) => {
        setRun(next);
        if (next?.status !== 'running') refresh();
      });
    }, 2000);
    return () => clearTimeout(timer);
  }, [run, refresh]);

  return (
    <TopToolbar sx={{ alignItems: 'center', gap: 2 }}>
      <Typography variant="body2" role="status" data-testid="link-run">
        {run === undefined ? '' : runText(run)}
      </Typography>
      {canI('linkChecks', 'write') && (
        <Button
          label="지금 검사"
          disabled={busy || run?.status === 'running'}
          onClick={() => void act(async () => setRun(await startLinkRun()), '링크 검사를 시작했습니다.')}
        >
          <PlayArrowIcon />
        </Button>
      )}
    </TopToolbar>
  );
}
