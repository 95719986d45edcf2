// 휴지통 (/admin/trash): deleted posts and pages, newest first, with who deleted them, when, and the day they are
// purged for good (30 days after, Seoul date). 복원 puts one back on the site at once; 영구 삭제 (최고관리자 only)
// removes it and its files now. A page whose address another page has taken cannot be restored (the API says why).
import { useState } from 'react';
import {
  Confirm,
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  useNotify,
  useRefresh,
} from 'react-admin';
import { Box, Button, Chip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { httpClient } from '../httpClient';
import { canI } from '../can';
import { formatDateTime } from '../../../domain/time';
import { TRASH_DAYS, TRASH_KIND_LABELS, TRASH_KINDS, type TrashKind } from '../../../domain/trash';

export interface TrashItem {
  id: string;
  kind: TrashKind;
  recordId: number;
  title: string;
  place: string;
  deletedAt: string;
  deletedByName: string | null;
  purgeDate: string;
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="제목 검색" />,
  <SelectInput
    key="kind"
    source="kind"
    alwaysOn
    emptyText="전체"
    choices={TRASH_KINDS.map((k) => ({ id: k, name: TRASH_KIND_LABELS[k] }))}
  />,
];

function Actions({ item }: { item: TrashItem }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [purging, setPurging] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = `${TRASH_KIND_LABELS[item.kind]} '${item.title}'`;
  const run = async (method: 'POST' | 'DELETE', done: string) => {
    setBusy(true);
    try {
      const url = `/api/trash/${item.kind}/${item.recordId}${method === 'POST' ? '/restore' : ''}`;
      await httpClient(url, { method });
      notify(done, { type: 'success' });
      refresh();
    } catch (err) {
      notify((err as Error).message || '처리하지 못했습니다.', { type: 'error' });
    } finally {
      setBusy(false);
      setPurging(false);
    }
  };
  return (
    <Box
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
    >
      {canI('trash', 'write') && (
        <Button
          size="small"
          variant="contained"
          disabled={busy}
          aria-label={`${name} 복원`}
          onClick={() => void run('POST', `${name}을(를) 복원했습니다.`)}
        >
          복원
        </Button>
      )}
      {canI('trashPurge', 'write') && (
        <Button
          size="small"
          color="error"
          disabled={busy}
          aria-label={`${name} 영구 삭제`}
          onClick={() => setPurging(true)}
        >
          영구 삭제
        </Button>
      )}
      <Confirm
        isOpen={purging}
        title="영구 삭제"
        content={`${name}과(와) 그 파일을 지금 영구 삭제합니다. 되돌릴 수 없습니다.`}
        confirm="영구 삭제"
        cancel="취소"
        onConfirm={() => void run('DELETE', `${name}을(를) 영구 삭제했습니다.`)}
        onClose={() => setPurging(false)}
      />
    </Box>
  );
}

const Kind = ({ item }: { item: TrashItem }) => (
  <Chip size="small" variant="outlined" label={TRASH_KIND_LABELS[item.kind]} />
);

export function TrashList() {
  const phone = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  return (
    <>
      <List
        title="휴지통"
        filters={filters}
        sort={{ field: 'deletedAt', order: 'DESC' }}
        perPage={25}
        exporter={false}
        empty={false}
      >
        {phone ? (
          <SimpleList<TrashItem>
            primaryText={(r) => (
              <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
                <Kind item={r} /> {r.title}
              </Box>
            )}
            secondaryText={(r) => (
              <>
                <span>
                  {r.place} · {formatDateTime(r.deletedAt)} {r.deletedByName ?? ''} 삭제 · {r.purgeDate} 영구 삭제
                </span>
                <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                  <Actions item={r} />
                </Box>
              </>
            )}
            linkType={false}
            rowClick={false}
          />
        ) : (
          <Datagrid rowClick={false} bulkActionButtons={false}>
            <FunctionField source="kind" render={(r: TrashItem) => <Kind item={r} />} />
            <TextField source="title" />
            <TextField source="place" sortable={false} />
            <TextField source="deletedByName" sortable={false} emptyText="알 수 없음" />
            <FunctionField source="deletedAt" render={(r: TrashItem) => formatDateTime(r.deletedAt)} />
            <TextField source="purgeDate" sortable={false} />
            <FunctionField label="작업" render={(r: TrashItem) => <Actions item={r} />} />
          </Datagrid>
        )}
      </List>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        삭제한 게시글과 페이지는 {TRASH_DAYS}일 동안 여기에 남아 있다가 영구 삭제 예정일에 자동으로 지워집니다. 영구
        삭제는 최고관리자만 할 수 있습니다.
      </Typography>
    </>
  );
}
