// One run of 가져오기 기록: its facts and its Korean report as the CLI wrote it (the body the server cleaned to
// headings, lists, tables and text), shown in place; wide tables scroll on a phone.
import type { ReactNode } from 'react';
import { Box, Card, CardContent } from '@mui/material';
import { ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { FieldList } from '../layout/FieldList';
import { runKind, seoul, sourceName, type ImportRunDetail } from './import-run-labels';

const reportSx = {
  mt: 2,
  overflowX: 'auto',
  '& h1': { fontSize: '1.4rem', mt: 0 },
  '& h2': { fontSize: '1.15rem', mt: 3 },
  '& h3': { fontSize: '1rem' },
  '& table': { borderCollapse: 'collapse', width: '100%', fontSize: '0.875rem' },
  '& th, & td': { border: '1px solid', borderColor: 'divider', p: '4px 8px', textAlign: 'left', verticalAlign: 'top' },
  '& code': { wordBreak: 'break-all' },
} as const;

function Report() {
  const r = useRecordContext<ImportRunDetail>();
  if (!r) return null;
  const rows: [string, ReactNode][] = [
    ['옛 사이트', sourceName(r.source)],
    ['종류', runKind(r.dryRun)],
    ['시작', `${seoul(r.startedAt)} (한국시간)`],
    ['끝', `${seoul(r.finishedAt)} (한국시간)`],
  ];
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <FieldList rows={rows} labelWidth="6em" />
        {/* Cleaned on the server (server/import/runs.ts reportBody): no attributes, links or scripts survive. */}
        <Box
          component="article"
          data-testid="import-report"
          sx={reportSx}
          dangerouslySetInnerHTML={{ __html: r.reportBody }}
        />
      </CardContent>
    </Card>
  );
}

const Actions = () => (
  <TopToolbar>
    <ListButton label="목록" />
  </TopToolbar>
);

export function ImportRunShow() {
  return (
    <Show title="가져오기 기록" actions={<Actions />} component="div">
      <Report />
    </Show>
  );
}
