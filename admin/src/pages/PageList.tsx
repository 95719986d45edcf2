// 페이지 관리: every page of the site grouped by its menu group (in menu order), with what waits on it: a saved
// draft, a scheduled publish with its Seoul time, a page not yet published or retired, or 번역 확인 필요 on a China MBA page whose Korean counterpart changed after it.
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { BooleanInput, List, SearchInput, SelectInput, TopToolbar, useListContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { PAGE_GROUPS } from '../../../domain/pages';
import { useGroupLabels } from './group-labels';
import { formatSeoul } from '../rounds/seoulInput';
import { scheduledMark } from '../../../domain/scheduled';
import { retiredLabel } from './scheduled-label';

interface Row {
  id: number;
  path: string;
  group: keyof typeof PAGE_GROUPS;
  groupLabel: string;
  lang: 'ko' | 'zh-Hans';
  title: string;
  publishedAt: string | null;
  hasDraft: boolean;
  scheduledAt: string | null;
  retiredAt: string | null;
  redirectTo: string | null;
  translationStale: boolean;
}

const filtersOf = (labels: Record<string, string>) => [
  <SearchInput key="q" source="q" alwaysOn placeholder="제목·주소 검색" />,
  <SelectInput
    key="group"
    source="group"
    label="메뉴 그룹"
    choices={Object.keys(PAGE_GROUPS).map((id) => ({ id, name: labels[id] }))}
    alwaysOn
  />,
  // Off is no filter (not "only the checked ones"): the value goes away instead of being false.
  <BooleanInput
    key="translationStale"
    source="translationStale"
    label="번역 확인 필요만"
    parse={(v: boolean) => (v ? true : undefined)}
    alwaysOn
  />,
];

function States({ row }: { row: Row }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {row.retiredAt ? <Chip size="small" variant="outlined" label={retiredLabel(row.redirectTo)} /> : null}
      {!row.publishedAt && !row.retiredAt ? <Chip size="small" variant="outlined" label="게시 전" /> : null}
      {row.hasDraft ? <Chip size="small" color="warning" label="초안 있음" /> : null}
      {row.scheduledAt ? <Chip size="small" color="info" label={scheduledMark(row.scheduledAt)} /> : null}
      {row.translationStale ? <Chip size="small" color="error" variant="outlined" label="번역 확인 필요" /> : null}
    </Stack>
  );
}

function GroupedPages() {
  const { data, isPending } = useListContext<Row>();
  const labels = useGroupLabels();
  if (isPending || !data) return null;
  const groups = Object.keys(PAGE_GROUPS).filter((g) => data.some((r) => r.group === g));
  if (!groups.length)
    return (
      <Typography sx={{ p: 3 }} color="text.secondary">
        조건에 맞는 페이지가 없습니다.
      </Typography>
    );
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      {groups.map((g) => (
        <Box component="section" key={g} sx={{ mb: 3 }} aria-labelledby={`pages-group-${g}`}>
          <Typography variant="h6" component="h2" id={`pages-group-${g}`} sx={{ mb: 1 }}>
            {labels[g as keyof typeof PAGE_GROUPS]}
          </Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-labelledby={`pages-group-${g}`}>
              <TableHead>
                <TableRow>
                  <TableCell scope="col">제목</TableCell>
                  <TableCell scope="col" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    주소
                  </TableCell>
                  <TableCell scope="col" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    게시 시각
                  </TableCell>
                  <TableCell scope="col">상태</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data
                  .filter((r) => r.group === g)
                  .map((r) => (
                    <TableRow key={r.id} hover>
                      <TableCell>
                        <Link to={`/pages/${r.id}`} lang={r.lang === 'zh-Hans' ? 'zh-Hans' : undefined}>
                          {r.title}
                        </Link>
                        <Typography variant="caption" component="div" sx={{ display: { sm: 'none' } }}>
                          {r.path}
                        </Typography>
                      </TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                        <code>{r.path}</code>
                      </TableCell>
                      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>
                        {formatSeoul(r.publishedAt)}
                      </TableCell>
                      <TableCell>
                        <States row={r} />
                      </TableCell>
                    </TableRow>
                  ))}
              </TableBody>
            </Table>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export function PageList() {
  const labels = useGroupLabels();
  return (
    <List
      title="페이지 관리"
      filters={filtersOf(labels)}
      sort={{ field: 'group', order: 'ASC' }}
      perPage={200}
      pagination={false}
      exporter={false}
      actions={
        <TopToolbar>
          <Button component={Link} to="/pages/create" variant="contained" startIcon={<AddIcon />}>
            새 페이지
          </Button>
        </TopToolbar>
      }
    >
      <GroupedPages />
    </List>
  );
}
