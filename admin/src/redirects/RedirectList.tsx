// 리디렉션 관리: every old address with where it sends visitors, its answer, how often it was asked for and who made
// it (staff or an import); adding, CSV import (dry run first) and export are in the toolbar.
import { useMediaQuery, type Theme } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Button,
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
} from 'react-admin';
import { REDIRECT_STATUSES, REDIRECT_STATUS_LABELS, type RedirectStatus } from '../../../domain/redirects';
import { formatSeoul } from '../popups/seoulTime';
import { useAction } from '../useAction';
import { downloadRedirectsCsv } from './api';
import { ImportButton } from './ImportButton';

type RedirectRow = {
  id: number;
  from: string;
  to: string;
  status: RedirectStatus;
  hits: number;
  lastHitAt: string | null;
  source: string;
};

const statusChoices = REDIRECT_STATUSES.map((id) => ({ id, name: REDIRECT_STATUS_LABELS[id] }));
const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="옛 주소·새 주소 검색" />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
];
const sourceLabel = (s: string) =>
  s === 'staff' ? '직원' : s.startsWith('gnuboard5') ? `그누보드 (${s.slice(10)})` : s;

function ExportButton() {
  const { busy, act } = useAction();
  return (
    <Button
      label="CSV 내려받기"
      disabled={busy}
      onClick={() => void act(downloadRedirectsCsv, 'CSV 파일을 내려받았습니다.')}
    >
      <DownloadIcon />
    </Button>
  );
}

export function RedirectList() {
  const phone = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  return (
    <List
      title="리디렉션 관리"
      sort={{ field: 'id', order: 'DESC' }}
      filters={filters}
      perPage={50}
      actions={
        <TopToolbar>
          <CreateButton label="리디렉션 추가" />
          <ImportButton />
          <ExportButton />
        </TopToolbar>
      }
    >
      {phone ? (
        <SimpleList<RedirectRow>
          rowClick="edit"
          primaryText={(r) => r.from}
          secondaryText={(r) => `→ ${r.to || REDIRECT_STATUS_LABELS[r.status]} · 방문 ${r.hits}`}
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="from" sx={{ wordBreak: 'break-all' }} />
          <TextField source="to" sx={{ wordBreak: 'break-all' }} />
          <FunctionField source="status" render={(r: RedirectRow) => REDIRECT_STATUS_LABELS[r.status] ?? r.status} />
          <NumberField source="hits" />
          <FunctionField source="lastHitAt" render={(r: RedirectRow) => formatSeoul(r.lastHitAt) || '—'} />
          <FunctionField source="source" render={(r: RedirectRow) => sourceLabel(r.source)} />
        </Datagrid>
      )}
    </List>
  );
}
