// The round edit's save (issue 27 item 4): when the save would move dates of a round that has applicants, the
// staff member first reads what changes (old → new, Seoul time) and how many applicants it touches, and chooses
// whether they are told (a round.changed mail each). Otherwise it saves at once. The server audits the choice.
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { Toolbar, useRecordContext, useSaveContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { httpClient } from '../httpClient';
import { toPayload } from './RoundForm';

interface Preview {
  applicants: number;
  /** Applicants whose receipt mail has gone: they hold the old dates. */
  mailed?: number;
  changes: { field: string; label: string; fromText: string; toText: string }[];
}

export function DateChangeToolbar() {
  const record = useRecordContext<{ id: number }>();
  const { handleSubmit, formState } = useFormContext();
  const { save, saving } = useSaveContext();
  const [asked, setAsked] = useState<{ preview: Preview; values: Record<string, unknown> } | null>(null);
  const saveWith = async (values: Record<string, unknown>, notify?: boolean) => {
    setAsked(null);
    await save?.(notify === undefined ? values : { ...values, notifyApplicants: notify });
  };
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
    if (preview && preview.changes.length && preview.applicants > 0) setAsked({ preview, values });
    else await saveWith(values);
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
          <DialogContentText>
            지원자에게 알리면 각자의 언어로 이전 일정과 바뀐 일정을 메일로 보냅니다. 공개 화면에는 어느 쪽이든 바뀐
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
          <Button onClick={() => asked && saveWith(asked.values, false)}>알리지 않고 저장</Button>
          <Button variant="contained" onClick={() => asked && saveWith(asked.values, true)}>
            지원자에게 알리고 저장
          </Button>
        </DialogActions>
      </Dialog>
    </Toolbar>
  );
}
