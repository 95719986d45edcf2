// One 결과 통지서: the title and the letter (the rich-text editor without pictures or colours: the letter is printed
// on one page and takes its look from the look-up's styles), the placeholders beside it, a preview with a made-up
// applicant, save, and 기본 문구로 되돌리기.
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
import { RichTextEditor } from '../editor/RichTextEditor';
import { LetterPlaceholders } from './LetterPlaceholders';
import { LetterPreview } from './LetterPreview';
import { changedText, noLineBreak, type ResultLetterRecord } from './labels';

function Title() {
  const r = useRecordContext<ResultLetterRecord>();
  return <>{r ? `결과 통지서 · ${r.kindLabel} (${r.langLabel})` : '결과 통지서'}</>;
}

/** A Chinese letter holding Korean words: a Chinese applicant would read them. */
function KoreanWords() {
  const r = useRecordContext<ResultLetterRecord & { koreanWords?: string[] }>();
  if (!r?.koreanWords?.length) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="letter-korean-words">
      중국어 통지서에 한국어가 있습니다: {r.koreanWords.join(', ')}. 중국어 지원자가 이 통지서에서 한국어를 읽게 됩니다.
    </Alert>
  );
}

function Heading() {
  const r = useRecordContext<ResultLetterRecord>();
  if (!r) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {r.kindLabel} · {r.langLabel} · {changedText(r)}
    </Typography>
  );
}

function FormToolbar() {
  const r = useRecordContext<ResultLetterRecord>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
      <SaveButton label="저장" />
      {r?.customized && (
        <DeleteButton
          label="기본 문구로 되돌리기"
          mutationMode="pessimistic"
          confirmTitle="기본 문구로 되돌릴까요?"
          confirmContent="저장한 제목과 본문을 지우고 처음 제공된 문구를 조회 화면에 보여줍니다."
          redirect="list"
        />
      )}
    </Toolbar>
  );
}

export function ResultLetterEdit() {
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
              source="title"
              label="제목"
              fullWidth
              validate={[required('제목을 입력해주세요.'), maxLength(200), noLineBreak]}
            />
            <RichTextEditor
              source="body"
              label="본문"
              fullWidth
              kind="letter"
              validate={required('본문을 입력해주세요.')}
            />
            <LetterPreview />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <LetterPlaceholders />
          </Grid>
        </Grid>
      </SimpleForm>
    </Edit>
  );
}
