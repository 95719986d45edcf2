// 관리자로 지정: a 최고관리자 gives a member a staff role (PUT /api/staff/:id). The person then shows in 관리자 계정,
// and the grant is written to the role register.
import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useDataProvider, useRefresh } from 'react-admin';
import { useAction } from '../useAction';
import { staffRoleChoices } from '../staff/roles';

export function PromoteButton({ id, loginId }: { id: number; loginId: string }) {
  const [open, setOpen] = useState(false);
  const [role, setRole] = useState('content');
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const { busy, act } = useAction();
  const promote = () =>
    act(
      () => dataProvider.update('staff', { id, data: { role }, previousData: { id } }),
      `${loginId} 회원을 관리자로 지정했습니다. 관리자 계정 목록에서 볼 수 있습니다.`,
      () => {
        setOpen(false);
        refresh();
      },
    );
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        관리자로 지정
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`promote-${id}`}>
        <DialogTitle id={`promote-${id}`}>{loginId} 회원을 관리자로 지정</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            지정한 역할의 관리자 화면을 쓸 수 있게 되고, 회원 목록에서 빠집니다. 이 지정은 권한 부여 기록에 남습니다.
          </DialogContentText>
          <TextField select label="역할" value={role} onChange={(e) => setRole(e.target.value)} fullWidth>
            {staffRoleChoices.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>취소</Button>
          <Button variant="contained" onClick={promote} disabled={busy}>
            지정
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
