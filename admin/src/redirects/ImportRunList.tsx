// 가져오기 기록: every run of an importer, newest first: when, from which kind of site, dry run or import, how many
// boards, problems and old addresses; a row opens its report.
import { Box, Chip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, SimpleList } from 'react-admin';
import { runKind, seoul, sourceName, type ImportRunRow } from './import-run-labels';

function Empty() {
  return (
    <Box sx={{ textAlign: 'center', mt: 6, mx: 'auto', maxWidth: 560 }}>
      <Typography variant="h6" component="p" gutterBottom>
        아직 가져오기를 실행한 적이 없습니다.
      </Typography>
      <Typography variant="body2" color="text.secondary">
        서버에서 npm run import -- gnuboard5 … --dry-run 을 실행하면 그 보고서가 여기에 남습니다.
      </Typography>
    </Box>
  );
}

const KindChip = ({ dryRun }: { dryRun: boolean }) => (
  <Chip size="small" color={dryRun ? 'default' : 'primary'} label={dryRun ? '미리 보기' : '가져오기'} />
);

export function ImportRunList() {
  const phone = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  return (
    <List
      title="가져오기 기록"
      sort={{ field: 'startedAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      empty={<Empty />}
    >
      {phone ? (
        <SimpleList<ImportRunRow>
          linkType="show"
          primaryText={(r) => `${sourceName(r.source)} ${runKind(r.dryRun)}`}
          secondaryText={(r) => `게시판 ${r.boards}개 · 문제 ${r.problems}건 · 옛 주소 ${r.redirects}개`}
          tertiaryText={(r) => seoul(r.startedAt)}
        />
      ) : (
        <DataTable<ImportRunRow> bulkActionButtons={false} rowClick="show">
          <DataTable.Col source="startedAt" label="실행 일시(한국시간)" render={(r) => seoul(r.startedAt)} />
          <DataTable.Col source="source" label="옛 사이트" disableSort render={(r) => sourceName(r.source)} />
          <DataTable.Col source="dryRun" label="종류" disableSort render={(r) => <KindChip dryRun={r.dryRun} />} />
          <DataTable.NumberCol source="boards" label="게시판" disableSort />
          <DataTable.NumberCol source="problems" label="문제" disableSort />
          <DataTable.NumberCol source="redirects" label="옛 주소 연결" disableSort />
        </DataTable>
      )}
    </List>
  );
}
