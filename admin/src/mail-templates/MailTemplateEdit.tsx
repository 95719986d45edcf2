// One 메일 양식: the subject and body staff write (placeholders listed beside the editor), a preview with a made-up
// applicant, save, and 기본 양식으로 되돌리기 (the default text again).
import { Alert, Grid, Typography } from '@mui/material';
import {
  DeleteButton,
  Edit,
  ListButton,
  maxLength,
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { PlaceholderList } from './PlaceholderList';
import { PreviewPanel } from './PreviewPanel';
import { changedText, langName, noLineBreak, type MailTemplateRecord } from './labels';

function Title() {
  const r = useRecordContext<MailTemplateRecord>();
  return <>{r ? `메일 양식 · ${r.kindLabel} (${langName(r.lang)})` : '메일 양식'}</>;
}

function Heading() {
  const r = useRecordContext<MailTemplateRecord>();
  if (!r) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {r.kindLabel} · {langName(r.lang)} · {changedText(r)}
    </Typography>
  );
}

/** A Chinese template holding Korean words: a Chinese applicant would read them. */
function KoreanWords() {
  const r = useRecordContext<MailTemplateRecord & { koreanWords?: string[] }>();
  if (!r?.koreanWords?.length) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="template-korean-words">
      중국어 양식에 한국어가 있습니다: {r.koreanWords.join(', ')}. 중국어 지원자가 이 메일에서 한국어를 읽게 됩니다.
    </Alert>
  );
}

function FormToolbar() {
  const r = useRecordContext<MailTemplateRecord>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
      <SaveButton label="저장" />
      {r?.customized && (
        <DeleteButton
          label="기본 양식으로 되돌리기"
          mutationMode="pessimistic"
          confirmTitle="기본 양식으로 되돌릴까요?"
          confirmContent="저장한 제목과 본문을 지우고 처음 제공된 문구로 메일을 보냅니다."
          redirect="list"
        />
      )}
    </Toolbar>
  );
}

export function MailTemplateEdit() {
  return (
    <Edit
      title={<Title />}
      mutationMode="pessimistic"
      redirect={false}
      actions={
        <TopToolbar>
          <ListButton label="목록" />
        </TopToolbar>
      }
    >
      <SimpleForm toolbar={<FormToolbar />}>
        <Grid container spacing={2} sx={{ width: '100%' }}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Heading />
            <KoreanWords />
            <TextInput
              source="subject"
              label="제목"
              fullWidth
              validate={[required('제목을 입력해주세요.'), maxLength(300), noLineBreak]}
            />
            <TextInput
              source="body"
              label="본문"
              fullWidth
              multiline
              minRows={10}
              validate={[required('본문을 입력해주세요.'), maxLength(20000)]}
            />
            <PreviewPanel />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <PlaceholderList />
          </Grid>
        </Grid>
      </SimpleForm>
    </Edit>
  );
}
