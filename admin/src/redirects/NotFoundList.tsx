// 404 기록: the addresses that found nothing, most asked first, with when and from which site's link; each row's
// "리디렉션 만들기" opens 리디렉션 관리's form with the address filled in. No visitor is named or stored.
import { useMediaQuery, type Theme } from '@mui/material';
import AltRouteIcon from '@mui/icons-material/AltRoute';
import { Button, Datagrid, FunctionField, List, NumberField, SearchInput, SimpleList, TextField } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatSeoul } from '../popups/seoulTime';
import { createRedirectFor } from './api';

type NotFoundRow = { id: string; path: string; hits: number; lastSeenAt: string; referrerHost: string | null };

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="주소 검색" />];

function MakeRedirect({ row }: { row: NotFoundRow }) {
  return (
    <Button
      component={Link}
      to={createRedirectFor(row.path)}
      label="리디렉션 만들기"
      aria-label={`${row.path} 리디렉션 만들기`}
      onClick={(e) => e.stopPropagation()}
    >
      <AltRouteIcon />
    </Button>
  );
}

export function NotFoundList() {
  const phone = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  return (
    <List title="404 기록" sort={{ field: 'hits', order: 'DESC' }} filters={filters} perPage={50} actions={false}>
      {phone ? (
        <SimpleList<NotFoundRow>
          primaryText={(r) => r.path}
          secondaryText={(r) =>
            `${r.hits}회 · ${formatSeoul(r.lastSeenAt)}${r.referrerHost ? ` · ${r.referrerHost}` : ''}`
          }
          rowClick={(_id, _res, r) => `/redirects/create${createRedirectFor((r as NotFoundRow).path).search}`}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="path" sx={{ wordBreak: 'break-all' }} />
          <NumberField source="hits" />
          <FunctionField source="lastSeenAt" render={(r: NotFoundRow) => formatSeoul(r.lastSeenAt)} />
          <FunctionField source="referrerHost" render={(r: NotFoundRow) => r.referrerHost ?? '직접 방문·알 수 없음'} />
          <FunctionField label="리디렉션" render={(r: NotFoundRow) => <MakeRedirect row={r} />} />
        </Datagrid>
      )}
    </List>
  );
}
