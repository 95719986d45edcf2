// The authoring checks' dialog (domain/authoring-checks.ts), one for every save that publishes: posts, popups, pages
// and privacy policy versions. The server answers a save with warnings with 409 and the list; the dialog shows each
// warning in Korean with its KWCAG 2.2 item, offers "고쳐서 다시 저장" (back to the form) and, for a 최고관리자 only,
// "경고를 무시하고 게시", which sends the same save again with `acknowledgeWarnings: true` (the server logs it).
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { useRef, useState, type ReactNode } from 'react';
import { useNotify, useSaveContext, type HttpError } from 'react-admin';
import { ACKNOWLEDGE_FIELD, type AuthoringWarning } from '../../../domain/authoring-checks';
import { getStoredUser } from '../session';

export type { AuthoringWarning };

/** Only a 최고관리자 may publish over the warnings (the server refuses anyone else with 403). */
export const mayOverride = () => getStoredUser()?.role === 'superadmin';

/** The warnings of a refused save, or null when the error is something else. */
export function warningsOf(error: unknown): AuthoringWarning[] | null {
  const e = error as { status?: number; body?: { warnings?: unknown } } | null;
  return e?.status === 409 && Array.isArray(e.body?.warnings) ? (e.body.warnings as AuthoringWarning[]) : null;
}

interface DialogProps {
  warnings: AuthoringWarning[] | null;
  busy?: boolean;
  onFix: () => void;
  onOverride: () => void;
}

export function AuthoringWarningsDialog({ warnings, busy = false, onFix, onOverride }: DialogProps) {
  const override = mayOverride();
  return (
    <Dialog open={!!warnings} onClose={onFix} aria-labelledby="authoring-warnings-title" fullWidth maxWidth="sm">
      <DialogTitle id="authoring-warnings-title">접근성 점검 경고 {warnings?.length ?? 0}건</DialogTitle>
      <DialogContent>
        <DialogContentText>
          게시하기 전에 아래 내용을 고쳐 주세요. 한국형 웹 콘텐츠 접근성 지침(KWCAG 2.2)의 항목을 함께 적었습니다.
        </DialogContentText>
        <List dense>
          {warnings?.map((w, i) => (
            <ListItem key={i} disableGutters divider>
              <ListItemText primary={w.message.replace(` (${w.item})`, '')} secondary={`KWCAG ${w.item}`} />
            </ListItem>
          ))}
        </List>
        {!override && (
          <DialogContentText sx={{ mt: 1 }}>
            경고를 무시하고 게시하는 것은 최고관리자만 할 수 있습니다.
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {override && (
          <Button onClick={onOverride} disabled={busy} color="warning">
            경고를 무시하고 게시
          </Button>
        )}
        <Button onClick={onFix} variant="contained" autoFocus>
          고쳐서 다시 저장
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type Transform = (data: Record<string, unknown>) => Record<string, unknown> | Promise<Record<string, unknown>>;

/**
 * The gate for a react-admin <Create>/<Edit>: pass `transform(theScreensOwn?)` and `mutationOptions` to it and render
 * `dialog` among its children (the dialog re-sends the form's last data through the save context).
 */
export function useAuthoringGate() {
  const [warnings, setWarnings] = useState<AuthoringWarning[] | null>(null);
  const acknowledge = useRef(false);
  const last = useRef<Record<string, unknown> | null>(null);
  const notify = useNotify();
  const transform =
    (inner?: Transform): Transform =>
    async (data) => {
      last.current = data;
      const out = inner ? await inner(data) : data;
      const ack = acknowledge.current;
      acknowledge.current = false;
      return ack ? { ...out, [ACKNOWLEDGE_FIELD]: true } : out;
    };
  const onError = (error: unknown) => {
    const found = warningsOf(error);
    if (found) return setWarnings(found);
    // react-admin's own handling: a form error shows under its field, anything else as a notification.
    const errors = (error as HttpError | null)?.body?.errors;
    if (errors && Object.keys(errors).length) return;
    const message = (error as { message?: string } | null)?.message || 'ra.notification.http_error';
    notify(message, { type: 'error', messageArgs: { _: message } });
  };
  const dialog: ReactNode = (
    <GateDialog
      warnings={warnings}
      onClose={() => setWarnings(null)}
      resend={() => {
        acknowledge.current = true;
        setWarnings(null);
        return last.current;
      }}
    />
  );
  return { transform, mutationOptions: { onError }, dialog };
}

/** Inside the <Create>/<Edit>: "경고를 무시하고 게시" saves the same data again, acknowledged. */
function GateDialog(props: {
  warnings: AuthoringWarning[] | null;
  onClose: () => void;
  resend: () => Record<string, unknown> | null;
}) {
  const { save, saving } = useSaveContext();
  return (
    <AuthoringWarningsDialog
      warnings={props.warnings}
      busy={saving}
      onFix={props.onClose}
      onOverride={() => {
        const data = props.resend();
        if (data && save) void save(data);
      }}
    />
  );
}
