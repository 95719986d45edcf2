// The idle-logout warning (KWCAG 2.2.1: a time limit can be extended): two minutes before the login ends for
// idleness, an alert dialog counts down with 연장 (focused) and 로그아웃. 연장 tells the server (POST
// /api/auth/my/session/extend); any admin call resets the time as well. At the limit the admin goes to the login page,
// which says why.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useLogout } from 'react-admin';
import { nowMs } from '../../../domain/clock';
import { httpClient } from '../httpClient';
import { getIdleMinutes, idleDeadline, subscribeActivity } from './activity';
import { idlePhase, remainingText } from './countdown';
import { endIdleSession } from './end';

export function IdleWarning() {
  const minutes = useSyncExternalStore(subscribeActivity, getIdleMinutes);
  const [now, setNow] = useState(nowMs);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const logout = useLogout();
  // Re-read after every activity (the store notifies) and once a second for the count-down.
  useSyncExternalStore(subscribeActivity, idleDeadline);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(nowMs()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const deadline = idleDeadline();
  const left = deadline === null ? null : deadline - now;
  const phase = idlePhase(left);
  useEffect(() => {
    if (phase === 'ended') void endIdleSession(minutes ?? 30);
  }, [phase, minutes]);

  if (phase !== 'warn' || left === null) return null;

  const extend = async () => {
    setBusy(true);
    setError('');
    try {
      await httpClient('/api/auth/my/session/extend', { method: 'POST' });
    } catch (err) {
      setError(err instanceof Error ? err.message : '연장하지 못했습니다. 다시 시도해주세요.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      aria-labelledby="idle-warning-title"
      aria-describedby="idle-warning-text"
      slotProps={{ paper: { role: 'alertdialog' } }}
    >
      <DialogTitle id="idle-warning-title">곧 자동으로 로그아웃됩니다</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-warning-text">
          {minutes}분 동안 사용하지 않으면 개인정보 보호를 위해 자동으로 로그아웃됩니다.{' '}
          <strong>{remainingText(left)}</strong> 뒤에 로그아웃됩니다. 계속 이용하시려면 연장을 눌러주세요.
        </DialogContentText>
        {error ? (
          <DialogContentText role="alert" color="error" sx={{ mt: 1 }}>
            {error}
          </DialogContentText>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void logout()} color="inherit">
          로그아웃
        </Button>
        <Button onClick={() => void extend()} variant="contained" autoFocus disabled={busy}>
          연장
        </Button>
      </DialogActions>
    </Dialog>
  );
}
