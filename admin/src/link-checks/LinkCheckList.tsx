// 깨진 링크: what the last check found broken, newest first: the address, why (HTTP status, 응답 시간 초과, 연결할 수
// 없음), where it was found with a link to that editor, since when; a link of this site that a redirect would mend
// has 리디렉션 만들기, which adds it in 리디렉션 관리 (the next check no longer lists it).
import AltRouteIcon from '@mui/icons-material/AltRoute';
import { Link as MuiLink, useMediaQuery, type Theme } from '@mui/material';
import {
  Button,
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  useRefresh,
} from 'react-admin';
import { Link } from 'react-router-dom';
import {
  LINK_FOUND_KINDS,
  LINK_FOUND_KIND_LABELS,
  linkStatusLabel,
  type BrokenLinkView,
} from '../../../domain/link-checks';
import { canI } from '../can';
import { formatSeoul } from '../popups/seoulTime';
import { useAction } from '../useAction';
import { createRedirect } from './api';
import { RunBar } from './RunBar';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="주소·제목 검색" />,
  <SelectInput
    key="kind"
    source="kind"
    label="찾은 곳"
    alwaysOn
    choices={LINK_FOUND_KINDS.map((id) => ({ id, name: LINK_FOUND_KIND_LABELS[id] }))}
  />,
];

/** The editor's address inside the admin (the API gives it with the /admin prefix the router's basename adds). */
const adminPath = (editUrl: string) => editUrl.replace(/^\/admin/, '') || '/';

function FoundIn({ row }: { row: BrokenLinkView }) {
  return (
    <MuiLink component={Link} to={adminPath(row.foundIn.editUrl)} onClick={(e) => e.stopPropagation()}>
      {`${LINK_FOUND_KIND_LABELS[row.foundIn.kind]} · ${row.foundIn.title || '(제목 없음)'}`}
    </MuiLink>
  );
}

function MakeRedirect({ row }: { row: BrokenLinkView }) {
  const refresh = useRefresh();
  const { busy, act } = useAction();
  const s = row.redirectSuggestion;
  if (!s || !canI('redirects', 'write')) return null;
  return (
    <Button
      label="리디렉션 만들기"
      aria-label={`${s.from} → ${s.to} 리디렉션 만들기`}
      title={`${s.from} → ${s.to}`}
      disabled={busy}
      onClick={() =>
        void act(() => createRedirect(s.from, s.to), `${s.from} → ${s.to} 리디렉션을 만들었습니다.`, refresh)
      }
    >
      <AltRouteIcon />
    </Button>
  );
}

export function LinkCheckList() {
  const phone = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  return (
    <List
      title="깨진 링크"
      resource="link-checks"
      sort={{ field: 'firstSeenAt', order: 'DESC' }}
      filters={filters}
      perPage={50}
      actions={<RunBar />}
      empty={false}
    >
      {phone ? (
        <SimpleList<BrokenLinkView>
          primaryText={(r) => r.url}
          secondaryText={(r) =>
            `${linkStatusLabel(r.status)} · ${LINK_FOUND_KIND_LABELS[r.foundIn.kind]} ${r.foundIn.title}`
          }
          linkType={false}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="url" label="주소" sx={{ wordBreak: 'break-all' }} />
          <FunctionField source="status" label="결과" render={(r: BrokenLinkView) => linkStatusLabel(r.status)} />
          <FunctionField label="찾은 곳" render={(r: BrokenLinkView) => <FoundIn row={r} />} />
          <FunctionField
            source="firstSeenAt"
            label="처음 발견"
            render={(r: BrokenLinkView) => formatSeoul(r.firstSeenAt)}
          />
          <FunctionField
            source="lastCheckedAt"
            label="마지막 확인"
            render={(r: BrokenLinkView) => formatSeoul(r.lastCheckedAt)}
          />
          <FunctionField label="리디렉션" render={(r: BrokenLinkView) => <MakeRedirect row={r} />} />
        </Datagrid>
      )}
    </List>
  );
}
