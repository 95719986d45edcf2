// 검토 완료로 표시: an audit row whose signature fails (named by 무결성 확인) that the 최고관리자 has looked into,
// with why it is there. The server keeps the review as a keyed entry with the row's hash; later checks name the row
// as reviewed instead of reading the chain as broken for it, and a reviewed row changed again is a finding once more.
import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { Button } from 'react-admin';
import { useAction } from '../useAction';
import { acknowledgeStray, type ChainCheck } from './api';

export function StrayReviewButtons({ check, onCheck }: { check: ChainCheck; onCheck: (c: ChainCheck) => void }) {
  const [stray, setStray] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const saving = useAction();
  if (!check.strays.length) return null;
  return (
    <>
      {check.strays.slice(0, 10).map((id) => (
        <Button key={id} label={`${id}번 검토 완료로 표시`} onClick={() => setStray(id)} />
      ))}
      <Dialog open={stray !== null} onClose={() => setStray(null)} fullWidth aria-labelledby="stray-review-title">
        <DialogTitle id="stray-review-title">감사 기록 {stray}번 검토</DialogTitle>
        <DialogContent>
          <DialogContentText>
            서명이 맞지 않는 이 기록을 누가, 왜 넣었는지 확인했다면 그 내용을 적으세요. 이후의 무결성 확인은 이 기록을
            검토한 기록으로 따로 알리고, 기록이 다시 바뀌면 다시 문제로 알립니다.
          </DialogContentText>
          <TextField
            label="검토 내용"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            multiline
            minRows={3}
            fullWidth
            margin="normal"
          />
        </DialogContent>
        <DialogActions>
          <Button label="취소" onClick={() => setStray(null)} />
          <Button
            label="검토 완료로 표시"
            disabled={saving.busy || reason.trim().length < 2}
            onClick={() =>
              void saving.act(
                async () => onCheck(await acknowledgeStray(stray ?? 0, reason)),
                '검토 내용을 감사 기록에 남겼습니다.',
                () => {
                  setStray(null);
                  setReason('');
                },
              )
            }
          />
        </DialogActions>
      </Dialog>
    </>
  );
}
