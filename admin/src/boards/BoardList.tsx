// 게시판 관리: every board with its kind and post count; a button opens its content. A role that only reads the
// boards (입학 담당) gets no create button and no way into a board's settings.
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
import { BOARDS_READ_ONLY, canI } from '../can';

function ContentButton() {
  const board = useRecordContext<BoardRecord>();
  if (!board) return null;
  return (
    <Button
      component={Link}
      to={`/boards/content?boardEnName=${encodeURIComponent(board.enName)}`}
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
  const write = canI('boards', 'write');
  return (
    <List
      title="게시판 관리"
      sort={{ field: 'sortOrder', order: 'ASC' }}
      perPage={25}
      actions={
        <TopToolbar sx={{ alignItems: 'center' }}>
          {write ? (
            <CreateButton label="게시판 만들기" />
          ) : (
            <Chip label="읽기 전용" size="small" variant="outlined" title={BOARDS_READ_ONLY} />
          )}
        </TopToolbar>
      }
    >
      {phone ? (
        <BoardCards settings={write} />
      ) : (
        <Datagrid rowClick={write ? 'edit' : false} bulkActionButtons={false}>
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
