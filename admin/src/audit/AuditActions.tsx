// The list's top bar: filters, 엑셀로 내려받기 (what the filters show), 무결성 확인 (the hash chain, checked by the
// server against its checkpoints) and 받은 체크포인트로 확인 (also against a pasted checkpoint mail), whose answer
// stays on screen until the next check: green only when intact and held to a checkpoint, amber when no checkpoint
// vouched for it, red when something is wrong.
import { useState } from 'react';
import { Alert } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import VerifiedIcon from '@mui/icons-material/VerifiedUser';
import { Button, FilterButton, TopToolbar, useListContext } from 'react-admin';
import { useAction } from '../useAction';
import { downloadAuditExport, verifyChain, type ChainCheck } from './api';
import { PastedCheckButton } from './PastedCheck';
import { StrayReviewButtons } from './StrayReview';

export function AuditActions({ onCheck }: { onCheck: (check: ChainCheck) => void }) {
  const { filterValues } = useListContext();
  const exporting = useAction();
  const checking = useAction();
  return (
    <TopToolbar>
      <FilterButton />
      <Button
        label="무결성 확인"
        disabled={checking.busy}
        onClick={() => void checking.act(async () => onCheck(await verifyChain()), '무결성 확인을 마쳤습니다.')}
      >
        <VerifiedIcon />
      </Button>
      <PastedCheckButton onCheck={onCheck} />
      <Button
        label="엑셀로 내려받기"
        disabled={exporting.busy}
        onClick={() =>
          void exporting.act(
            () => downloadAuditExport(filterValues as Record<string, unknown>),
            '감사 기록을 내려받았습니다. 내려받은 기록도 감사 기록에 남습니다.',
          )
        }
      >
        <DownloadIcon />
      </Button>
    </TopToolbar>
  );
}

export function CheckResult({ check, onCheck }: { check: ChainCheck | null; onCheck: (c: ChainCheck) => void }) {
  if (!check) return null;
  return (
    <Alert
      action={<StrayReviewButtons check={check} onCheck={onCheck} />}
      severity={check.ok ? 'success' : check.status === 'unanchored' ? 'warning' : 'error'}
      sx={{ mb: 1 }}
      role="status"
      data-testid="chain-check"
    >
      {check.message}
    </Alert>
  );
}

export function useCheckState() {
  return useState<ChainCheck | null>(null);
}
