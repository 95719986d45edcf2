// The round edit's save: when the save would move dates of a round that has applicants, the
// staff member first reads what changes (old → new, Seoul time) and how many applicants it touches, and chooses
// whether they are told (a round.changed mail each). When the interview period moves and interviews are given, the
// dialog offers to move the timetable by the same offset (shiftInterviews; each moved applicant is mailed their own
// slot), and says when the save would be refused because interviews lie outside the new period. Otherwise it saves
// at once. The server audits the choice.
import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
} from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { Toolbar, useRecordContext, useSaveContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { httpClient } from '../httpClient';
import { toPayload } from './RoundForm';

interface Preview {
  applicants: number;
  /** Applicants whose receipt mail has gone: they hold the old dates. */
  mailed?: number;
  /** Whom a notified save mails (an interview-only change: the applicants with an interview). */
  recipients: number;
  changes: { field: string; label: string; fromText: string; toText: string }[];
  interviews: {
    given: number;
    offsetMs: number | null;
    offsetText: string | null;
    outside: number;
    outsideAfterShift: number;
  } | null;
}

export function DateChangeToolbar() {
  const record = useRecordContext<{ id: number }>();
  const { handleSubmit, formState } = useFormContext();
  const { save, saving } = useSaveContext();
  const [asked, setAsked] = useState<{ preview: Preview; values: Record<string, unknown> } | null>(null);
  const [shift, setShift] = useState(true);
  const saveWith = async (values: Record<string, unknown>, notify?: boolean) => {
    const shiftable = !!asked?.preview.interviews?.given && asked.preview.interviews.offsetMs !== null;
    setAsked(null);
    if (notify === undefined) return save?.(values);
    await save?.({ ...values, notifyApplicants: notify, ...(shiftable ? { shiftInterviews: shift } : {}) });
  };
  const iv = asked?.preview.interviews ?? null;
  const canShift = !!iv?.given && iv.offsetMs !== null;
  const blocked = !!iv && (canShift && shift ? iv.outsideAfterShift > 0 : iv.outside > 0);
  const onSave = handleSubmit(async (values) => {
    let preview: Preview | null = null;
    try {
      preview = (
        await httpClient(`/api/rounds/${record?.id}/changes-preview`, {
          method: 'POST',
          body: JSON.stringify(toPayload(values)),
          headers: new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' }),
        })
      ).json as Preview;
    } catch {
      // A refused preview is a refused save: the save shows the server's messages beside the fields.
    }
    if (preview && preview.changes.length && preview.applicants > 0) {
      setShift(true);
      setAsked({ preview, values });
    } else await saveWith(values);
  });
  return (
    <Toolbar>
      <Button variant="contained" startIcon={<SaveIcon />} disabled={saving || formState.isSubmitting} onClick={onSave}>
        저장
      </Button>
      <Dialog open={!!asked} onClose={() => setAsked(null)} aria-labelledby="date-change-title" fullWidth maxWidth="sm">
        <DialogTitle id="date-change-title">일정이 바뀝니다</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>
            이 모집에 접수한 지원자 {asked?.preview.applicants}명에게 영향을 줍니다. 바뀌는 일정 (서울 시각):
          </DialogContentText>
          <ul data-testid="date-changes">
            {asked?.preview.changes.map((c) => (
              <li key={c.field}>
                {c.label}: {c.fromText} → {c.toText}
              </li>
            ))}
          </ul>
          {canShift && (
            <FormControlLabel
              sx={{ mb: 1 }}
              control={<Checkbox checked={shift} onChange={(e) => setShift(e.target.checked)} />}
              label={`면접 시간표도 ${iv!.offsetText} 옮기기 (면접이 정해진 ${iv!.given}명)`}
            />
          )}
          {blocked && (
            <Alert severity="error" sx={{ mb: 1 }} data-testid="interviews-outside">
              {canShift && shift
                ? `시간표를 ${iv!.offsetText} 옮겨도 ${iv!.outsideAfterShift}명의 면접이 새 면접 기간 밖에 있습니다. 면접 기간을 넓혀주세요.`
                : `면접 시간표의 ${iv!.outside}명이 새 면접 기간 밖에 있어 이대로는 저장할 수 없습니다.${canShift ? ' 시간표를 같은 만큼 옮기도록 고르세요.' : ' 먼저 면접 시간을 고쳐주세요.'}`}
            </Alert>
          )}
          <DialogContentText>
            지원자에게 알리면 각자의 언어로 이전 일정과 바뀐 일정을 메일로 보냅니다 ({asked?.preview.recipients}명
            {iv ? ', 면접 일정만 바뀌면 면접이 있는 지원자에게만' : ''}
            {canShift && shift ? '; 옮긴 지원자는 각자의 새 면접 시간을 받습니다' : ''}). 공개 화면에는 어느 쪽이든 바뀐
            날짜가 ‘변경’ 표시와 함께 나옵니다.
          </DialogContentText>
          {asked?.preview.mailed ? (
            <DialogContentText sx={{ mt: 1, color: 'warning.dark' }} data-testid="date-change-mailed">
              접수 확인 메일을 이미 받은 지원자 {asked.preview.mailed}명은 이전 일정을 알고 있습니다. 알리지 않고
              저장하면 이 지원자들은 바뀐 일정을 메일로 받지 못합니다.
            </DialogContentText>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button onClick={() => setAsked(null)}>취소</Button>
          <Button disabled={blocked} onClick={() => asked && saveWith(asked.values, false)}>
            알리지 않고 저장
          </Button>
          <Button variant="contained" disabled={blocked} onClick={() => asked && saveWith(asked.values, true)}>
            지원자에게 알리고 저장
          </Button>
        </DialogActions>
      </Dialog>
    </Toolbar>
  );
}
