// 입학상담: every question with its date, the asker masked, secret or not, and 답변대기 or 답변완료 (waiting first
// by the filter the menu's count links to).
import { Chip, useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  useRecordContext,
} from 'react-admin';
import { formatSeoul } from '../popups/seoulTime';

export type QuestionRow = {
  id: number;
  boardName: string;
  title: string;
  body: string;
  secret: boolean;
  lang: string;
  name: string;
  email: string;
  status: 'waiting' | 'answered';
  statusLabel: string;
  answer: string;
  answeredAt: string | null;
  madePublicAt: string | null;
  faqId: number | null;
  createdAt: string;
};

const statusChoices = [
  { id: 'waiting', name: '답변대기' },
  { id: 'answered', name: '답변완료' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="제목·내용 검색" />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
];

export function StatusChip() {
  const r = useRecordContext<QuestionRow>();
  if (!r) return null;
  return (
    <Chip
      size="small"
      color={r.status === 'answered' ? 'success' : 'warning'}
      variant={r.status === 'answered' ? 'outlined' : 'filled'}
      label={r.statusLabel}
    />
  );
}

const titleOf = (r: QuestionRow) => `${r.secret ? '[비밀] ' : ''}${r.madePublicAt ? '[공개] ' : ''}${r.title}`;

export function QuestionList() {
  const phone = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  return (
    <List title="입학상담" sort={{ field: 'createdAt', order: 'DESC' }} filters={filters} perPage={25}>
      {phone ? (
        <SimpleList<QuestionRow>
          rowClick="show"
          primaryText={titleOf}
          secondaryText={(r) => `${r.name || '-'} · ${formatSeoul(r.createdAt)}`}
          tertiaryText={() => <StatusChip />}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <FunctionField source="createdAt" render={(r: QuestionRow) => formatSeoul(r.createdAt)} />
          <FunctionField source="title" render={titleOf} />
          <TextField source="name" sortable={false} />
          <TextField source="boardName" sortable={false} />
          <FunctionField source="status" sortable={false} render={() => <StatusChip />} />
        </Datagrid>
      )}
    </List>
  );
}
