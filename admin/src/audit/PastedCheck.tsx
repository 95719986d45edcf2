// 받은 체크포인트로 확인: the 개인정보 보호책임자 pastes the daily checkpoint mail (its whole text, or saved log lines)
// and the chain is held to those checkpoints as well as the server's own. They live outside the database, so they
// still say where the chain was after its owner has emptied or shortened the table and its checkpoint copies.
import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import MailIcon from '@mui/icons-material/MarkEmailRead';
import { Button } from 'react-admin';
import { useAction } from '../useAction';
import { verifyChainWith, type ChainCheck } from './api';

export function PastedCheckButton({ onCheck }: { onCheck: (check: ChainCheck) => void }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const checking = useAction();
  return (
    <>
      <Button label="받은 체크포인트로 확인" onClick={() => setOpen(true)}>
        <MailIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md" aria-labelledby="pasted-check-title">
        <DialogTitle id="pasted-check-title">받은 체크포인트로 무결성 확인</DialogTitle>
        <DialogContent>
          <DialogContentText>
            개인정보 보호책임자가 매일 받는 「감사 기록 체크포인트」 메일의 본문을 그대로 붙여 넣으세요. 여러 날의
            메일을 한꺼번에 붙여 넣어도 됩니다. 서버에 남은 체크포인트와 함께 대조합니다.
          </DialogContentText>
          <TextField
            label="메일 본문"
            value={text}
            onChange={(e) => setText(e.target.value)}
            multiline
            minRows={8}
            fullWidth
            margin="normal"
          />
        </DialogContent>
        <DialogActions>
          <Button label="취소" onClick={() => setOpen(false)} />
          <Button
            label="대조하기"
            disabled={checking.busy || !text.trim()}
            onClick={() =>
              void checking.act(
                async () => onCheck(await verifyChainWith(text)),
                '붙여 넣은 체크포인트와 대조를 마쳤습니다.',
                () => setOpen(false),
              )
            }
          />
        </DialogActions>
      </Dialog>
    </>
  );
}
