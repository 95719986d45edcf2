// 자주 묻는 질문: every entry with its category, order and whether it shows (and whether it has a Chinese text).
import { useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanField,
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SimpleList,
  TextField,
  TopToolbar,
} from 'react-admin';

type FaqRow = { id: number; question: string; questionZh: string; category: string; order: number; visible: boolean };

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="질문·답변 검색" />];

export function FaqList() {
  const phone = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  return (
    <List
      title="자주 묻는 질문"
      sort={{ field: 'order', order: 'ASC' }}
      filters={filters}
      perPage={50}
      actions={
        <TopToolbar>
          <CreateButton label="질문 추가" />
        </TopToolbar>
      }
    >
      {phone ? (
        <SimpleList<FaqRow>
          rowClick="edit"
          primaryText={(r) => r.question}
          secondaryText={(r) => `${r.category || '일반'} · 순서 ${r.order}${r.visible ? '' : ' · 숨김'}`}
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <NumberField source="order" />
          <TextField source="category" />
          <TextField source="question" />
          <FunctionField
            source="questionZh"
            sortable={false}
            render={(r: FaqRow) => (r.questionZh ? '있음' : '없음')}
          />
          <BooleanField source="visible" />
        </Datagrid>
      )}
    </List>
  );
}
