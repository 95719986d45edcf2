// 게시판 관리: every board with its kind and post count; a button opens its content.
import { Button, Chip, useMediaQuery, type Theme } from '@mui/material';
import ArticleIcon from '@mui/icons-material/Article';
import {
  CreateButton,
  Datagrid,
  List,
  NumberField,
  TextField,
  TopToolbar,
  useRecordContext,
  FunctionField,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { BoardCards, kindName, type BoardRecord } from './BoardCards';

function ContentButton() {
  const board = useRecordContext<BoardRecord>();
  if (!board) return null;
  return (
    <Button
      component={Link}
      to={`/board/content?boardEnName=${encodeURIComponent(board.enName)}`}
      size="small"
      variant="outlined"
      startIcon={<ArticleIcon />}
      onClick={(e) => e.stopPropagation()}
    >
      게시글 관리
    </Button>
  );
}

export function BoardList() {
  const phone = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  return (
    <List
      title="게시판 관리"
      sort={{ field: 'sortOrder', order: 'ASC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <CreateButton label="게시판 만들기" />
        </TopToolbar>
      }
    >
      {phone ? (
        <BoardCards />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <NumberField source="sortOrder" label="순서" />
          <TextField source="name" />
          <TextField source="enName" />
          <FunctionField label="종류" source="kind" render={(r: BoardRecord) => kindName(r.kind)} />
          <FunctionField
            label="분류"
            sortable={false}
            render={(r: BoardRecord) =>
              r.categories.length
                ? r.categories.map((c) => <Chip key={c} label={c} size="small" sx={{ mr: 0.5 }} />)
                : '없음'
            }
          />
          <NumberField source="postCount" sortable={false} />
          <ContentButton />
        </Datagrid>
      )}
    </List>
  );
}
