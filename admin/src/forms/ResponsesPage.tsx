// A form's responses at /admin/forms/:id/responses: status, masked name and address, the choices, the marketing
// consent and the time; filtered by status; 엑셀로 내려받기 asks a reason first (kept in the audit log).
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField as MuiTextField,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { Datagrid, FunctionField, List, SelectInput, SimpleList, TextField, TopToolbar, useGetOne } from 'react-admin';
import { FORM_RESPONSE_STATUSES, type FormRecord } from '../../../domain/forms';
import { useAction } from '../useAction';
import { formatSeoul } from '../popups/seoulTime';
import { downloadResponses } from './api';

interface ResponseRow {
  id: number;
  status: keyof typeof FORM_RESPONSE_STATUSES;
  name: string;
  email: string;
  marketingConsent: boolean;
  choices: Record<string, string | string[]>;
  createdAt: string;
}

const statusChoices = Object.entries(FORM_RESPONSE_STATUSES).map(([id, name]) => ({ id, name }));

function ExportButton({ id }: { id: number }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const { busy, act } = useAction();
  const close = () => {
    setReason('');
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>엑셀로 내려받기</Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>신청자 명단 내려받기</DialogTitle>
        <DialogContent>
          <DialogContentText>
            신청자의 개인정보가 담긴 파일입니다. 내려받는 사유를 남겨야 하며, 사유와 내려받은 관리자·시각이 감사 기록에
            저장됩니다.
          </DialogContentText>
          <MuiTextField
            fullWidth
            required
            autoFocus
            margin="dense"
            label="내려받는 사유"
            placeholder="예: 설명회 당일 참석 확인 명단"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            helperText="5자 이상 입력해주세요."
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>취소</Button>
          <Button
            variant="contained"
            disabled={busy || reason.trim().length < 5}
            onClick={() =>
              act(
                () => downloadResponses(id, reason.trim()),
                '내려받았습니다. 사유가 감사 기록에 저장되었습니다.',
                close,
              )
            }
          >
            내려받기
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

const choicesText = (r: ResponseRow) =>
  Object.entries(r.choices)
    .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : v}`)
    .join(' · ');

export function ResponsesPage() {
  const phone = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  const id = Number(useParams().id);
  const { data: form } = useGetOne<FormRecord>('forms', { id });
  return (
    <List
      resource={`forms/${id}/responses`}
      title={form ? `${form.title} — 신청자` : '신청자'}
      filters={[<SelectInput key="status" source="status" label="상태" choices={statusChoices} alwaysOn />]}
      sort={{ field: 'id', order: 'ASC' }}
      actions={
        <TopToolbar>
          <ExportButton id={id} />
        </TopToolbar>
      }
      empty={false}
      disableSyncWithLocation
    >
      {phone ? (
        <SimpleList<ResponseRow>
          primaryText={(r) => `${r.id}. ${r.name} · ${FORM_RESPONSE_STATUSES[r.status]}`}
          secondaryText={(r) => r.email}
          tertiaryText={(r) => [choicesText(r), formatSeoul(r.createdAt)].filter(Boolean).join(' · ')}
          linkType={false}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="id" label="번호" />
          <FunctionField<ResponseRow> label="상태" render={(r) => FORM_RESPONSE_STATUSES[r.status]} />
          <TextField source="name" label="성명" />
          <TextField source="email" label="이메일" />
          <FunctionField<ResponseRow> label="선택 항목" render={choicesText} />
          <FunctionField<ResponseRow> label="소식 수신" render={(r) => (r.marketingConsent ? '동의' : '')} />
          <FunctionField<ResponseRow> label="신청 일시" render={(r) => formatSeoul(r.createdAt)} />
        </Datagrid>
      )}
    </List>
  );
}
