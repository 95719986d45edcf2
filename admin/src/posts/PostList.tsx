// 게시판 관리 › 게시글 (/boards/content?boardEnName=…): one board's posts, pinned first, with search,
// category and date filters, paging and bulk delete. Another board is one click away. A role that only reads the
// boards (입학 담당) gets no write button and no bulk delete; a row opens the post read-only.
import {
  Alert,
  Box,
  Chip,
  MenuItem,
  TextField as MuiTextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import PushPinIcon from '@mui/icons-material/PushPin';
import {
  BulkDeleteButton,
  CreateButton,
  Datagrid,
  DateField,
  DateInput,
  FunctionField,
  List,
  NullableBooleanInput,
  NumberField,
  ResourceContextProvider,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { contentPath, useBoard, type BoardInfo } from './useBoard';
import { formatDate } from '../../../domain/time';
import { BOARDS_READ_ONLY, canI } from '../can';

interface PostRow {
  id: number;
  title: string;
  isNotice: boolean;
  isPublished: boolean;
  status: 'draft' | 'scheduled' | 'published' | 'ended';
  attachments: unknown[];
  extra: { position?: string; major?: string };
}

function filtersFor(board: BoardInfo) {
  const f = [<SearchInput key="q" source="q" alwaysOn placeholder="제목, 내용, 작성자 검색" />];
  if (board.categories.length)
    f.push(
      <SelectInput
        key="category"
        source="category"
        choices={board.categories.map((c) => ({ id: c, name: c }))}
        alwaysOn
        emptyText="전체 분류"
      />,
    );
  f.push(
    <NullableBooleanInput
      key="draft"
      source="isDraft"
      label="임시저장"
      alwaysOn
      nullLabel="전체"
      trueLabel="임시저장만"
      falseLabel="임시저장 제외"
      sx={{ minWidth: 160 }}
    />,
    <DateInput key="gte" source="publishedAt_gte" alwaysOn />,
    <DateInput key="lte" source="publishedAt_lte" alwaysOn />,
  );
  return f;
}

function BoardSwitcher({ boards, current }: { boards: BoardInfo[]; current: string }) {
  const navigate = useNavigate();
  // The professor board is managed under 기타 › 교수진 관리; it is not offered among the boards here.
  const choices =
    current === 'professor'
      ? boards.filter((b) => b.enName === 'professor')
      : boards.filter((b) => b.kind !== 'professor');
  return (
    <MuiTextField
      select
      size="small"
      label="게시판"
      value={current}
      onChange={(e) => navigate(contentPath(e.target.value))}
      sx={{ minWidth: 200 }}
    >
      {choices.map((b) => (
        <MenuItem key={b.enName} value={b.enName}>
          {b.name}
        </MenuItem>
      ))}
    </MuiTextField>
  );
}

function Title({ row }: { row: PostRow }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {row.isNotice && <Chip icon={<PushPinIcon />} label="공지" size="small" color="primary" />}
      {row.status === 'draft' && <Chip label="임시저장" size="small" color="default" variant="outlined" />}
      {row.status === 'scheduled' && <Chip label="예약" size="small" color="warning" />}
      {row.status === 'ended' && <Chip label="게시 종료" size="small" color="default" />}
      <span>{row.title}</span>
      {row.attachments.length > 0 && <Chip label={`첨부 ${row.attachments.length}`} size="small" variant="outlined" />}
    </Box>
  );
}

export function PostListPage() {
  const { board, boards, isPending, enName } = useBoard();
  const navigate = useNavigate();
  const phone = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  const write = canI('boards', 'write');
  if (isPending) return null;
  if (!board) {
    return (
      <Box sx={{ mt: 2 }}>
        <Alert severity="info">게시판을 고르세요.</Alert>
        <Box sx={{ mt: 2 }}>
          <BoardSwitcher boards={boards} current="" />
        </Box>
      </Box>
    );
  }
  const kind = board.kind;
  return (
    <ResourceContextProvider value="posts">
      <List
        key={enName}
        title={kind === 'professor' ? '교수진 관리' : `게시판 관리 · ${board.name}`}
        filter={{ boardEnName: enName }}
        filters={filtersFor(board)}
        sort={kind === 'calendar' ? { field: 'startAt', order: 'DESC' } : { field: 'publishedAt', order: 'DESC' }}
        perPage={25}
        disableSyncWithLocation
        storeKey={`posts.${enName}`}
        actions={
          <TopToolbar sx={{ alignItems: 'center' }}>
            <BoardSwitcher boards={boards} current={enName} />
            {write && (
              <CreateButton to={contentPath(enName, 'create')} label={kind === 'professor' ? '교수 추가' : '글쓰기'} />
            )}
          </TopToolbar>
        }
        empty={false}
      >
        {phone ? (
          <SimpleList<PostRow & { publishedAt: string; viewCount: number }>
            primaryText={(r) => <Title row={r} />}
            secondaryText={(r) => `${formatDate(r.publishedAt)} · 조회 ${r.viewCount}`}
            linkType={false}
            rowClick={(id) => {
              void navigate(contentPath(enName, id));
              return false;
            }}
          />
        ) : (
          <Datagrid
            rowClick={(id) => {
              void navigate(contentPath(enName, id));
              return false;
            }}
            bulkActionButtons={write ? <BulkDeleteButton mutationMode="pessimistic" /> : false}
          >
            <NumberField source="id" />
            <FunctionField
              source="title"
              label={kind === 'professor' ? '이름' : '제목'}
              render={(r: PostRow) => <Title row={r} />}
            />
            {board.categories.length > 0 && <TextField source="category" />}
            {kind === 'professor' && <TextField source="extra.position" sortable={false} />}
            {kind === 'professor' && <TextField source="extra.major" sortable={false} />}
            {kind === 'calendar' && <DateField source="startAt" showTime locales="ko-KR" />}
            {kind === 'calendar' && <DateField source="endAt" showTime locales="ko-KR" />}
            {kind !== 'professor' && <TextField source="authorName" />}
            <DateField source="publishedAt" showTime locales="ko-KR" />
            <NumberField source="viewCount" />
          </Datagrid>
        )}
      </List>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {write
          ? '상단 고정(공지) 글이 먼저 나옵니다. 여러 글을 선택해 한 번에 삭제할 수 있습니다.'
          : `상단 고정(공지) 글이 먼저 나옵니다. ${BOARDS_READ_ONLY}`}
      </Typography>
    </ResourceContextProvider>
  );
}
