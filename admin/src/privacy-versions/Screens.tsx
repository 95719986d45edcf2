// 개인정보처리방침 at /admin/privacy-versions (페이지 관리 권한): every published version with its effective date
// (시행일) and standing (현행 / 이전 / 시행 예정); a new version with its date, 주요 변경 사항 and body; an announced
// version can still be corrected or withdrawn before its day, one in force or earlier only read (the server answers
// 409 otherwise). Every version opens read-only (VersionShow.tsx). A new version starts as a copy of the one in force,
// its tables and all (GET /api/privacy-versions/draft). The public page lists them all (/policy/privacy).
import { Alert, Box, Chip, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import {
  Create,
  CreateButton,
  Datagrid,
  DateInput,
  DeleteButton,
  Edit,
  FunctionField,
  List,
  SaveButton,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  TopToolbar,
  Loading,
  required,
  useGetOne,
  useRecordContext,
} from 'react-admin';
import { RichTextEditor } from '../editor/RichTextEditor';
import { formatLongDate } from '../../../domain/time';
import { STATUS, publicPathOf, type VersionRow as Row } from './VersionShow';
import { useAuthoringGate } from '../editor/AuthoringWarnings';

function StatusChip() {
  const r = useRecordContext<Row>();
  return r ? <Chip size="small" label={STATUS[r.status].label} color={STATUS[r.status].color} /> : null;
}

export function VersionList() {
  return (
    <List
      title="개인정보처리방침"
      pagination={false}
      actions={
        <TopToolbar>
          <CreateButton label="새 판 추가" />
        </TopToolbar>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        시행일이 지난 판은 고칠 수 없습니다 (개인정보 보호법 제30조: 이전 방침도 계속 공개). 바뀐 내용은 새 판으로
        추가하고, 시행 7일 전까지 게시해 주십시오.
      </Typography>
      <Datagrid rowClick={(_id, _r, record) => ((record as Row).editable ? 'edit' : 'show')} bulkActionButtons={false}>
        <TextField source="name" label="판" sortable={false} />
        <TextField source="effectiveOn" label="시행일" sortable={false} />
        <FunctionField label="상태" render={() => <StatusChip />} />
        <TextField source="summary" label="주요 변경 사항" sortable={false} emptyText="-" />
        <FunctionField
          label="공개 화면"
          render={(r: Row) => (
            <a href={publicPathOf(r)} target="_blank" rel="noopener" onClick={(e) => e.stopPropagation()}>
              보기
              <Box component="span" sx={visuallyHidden}>
                {' '}
                (새 창)
              </Box>
            </a>
          )}
        />
      </Datagrid>
    </List>
  );
}

function Fields() {
  return (
    <>
      <DateInput
        source="effectiveOn"
        label="시행일"
        validate={required('시행일을 입력해주세요')}
        helperText="이 날 0시(서울)부터 현행이 됩니다"
      />
      <TextInput
        source="summary"
        label="주요 변경 사항"
        fullWidth
        helperText="변경 이력에 함께 보입니다 (300자 이내)"
      />
      <TextInput source="notes" label="메모" fullWidth multiline />
      <Box sx={{ width: '100%' }}>
        <RichTextEditor source="content" label="본문" />
      </Box>
    </>
  );
}

interface Draft {
  id: 'draft';
  effectiveOn: string;
  content: string;
  copiedFrom: { id: number; name: string; effectiveOn: string } | null;
}

export function VersionCreate() {
  const gate = useAuthoringGate();
  // The starting text: the version in force, copied whole; fetched afresh each time the screen opens.
  const { data, isPending, error } = useGetOne<Draft>(
    'privacy-versions',
    { id: 'draft' },
    { gcTime: 0, staleTime: 0, refetchOnWindowFocus: false },
  );
  if (isPending) return <Loading loadingPrimary="불러오는 중" loadingSecondary="현행 방침을 복사하고 있습니다." />;
  const from = error ? null : data?.copiedFrom;
  return (
    <Create
      title="개인정보처리방침 새 판"
      redirect="show"
      transform={gate.transform()}
      mutationOptions={gate.mutationOptions}
    >
      <SimpleForm defaultValues={{ effectiveOn: data?.effectiveOn ?? '', content: data?.content ?? '' }}>
        <Alert severity="info" sx={{ mb: 2 }}>
          {from
            ? `현행 ${from.name}(${formatLongDate(from.effectiveOn)} 시행)의 본문을 복사해 두었습니다. 바뀌는 부분만 고쳐 주십시오.`
            : '현행 방침이 없어 빈 본문에서 시작합니다.'}{' '}
          시행 7일 전부터 공개 화면에 바뀌는 방침으로 안내됩니다.
        </Alert>
        <Fields />
      </SimpleForm>
      {gate.dialog}
    </Create>
  );
}

function EditToolbar() {
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton label="이 판 철회" mutationMode="pessimistic" />
    </Toolbar>
  );
}

export function VersionEdit() {
  const gate = useAuthoringGate();
  return (
    <Edit
      title="시행 예정인 판 고치기"
      mutationMode="pessimistic"
      redirect="list"
      transform={gate.transform()}
      mutationOptions={gate.mutationOptions}
    >
      <SimpleForm toolbar={<EditToolbar />}>
        <Alert severity="info" sx={{ mb: 2 }}>
          시행일 전까지만 고치거나 철회할 수 있습니다.
        </Alert>
        <Fields />
      </SimpleForm>
      {gate.dialog}
    </Edit>
  );
}
