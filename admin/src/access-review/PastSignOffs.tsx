// The months signed off so far: who, when, the note and the counts as they were.
import { Card, CardContent, Typography } from '@mui/material';
import { formatDateTime } from '../../../domain/time';
import { FindingTable, type Column } from './FindingTable';
import { countsText, signer } from './SignOffPanel';
import type { MonthRow } from './api';

type Signed = MonthRow & { signOff: NonNullable<MonthRow['signOff']> };

const columns: Column<Signed>[] = [
  { label: '점검한 달', nowrap: true, render: (m) => m.label },
  { label: '서명자', render: (m) => signer(m.signOff) },
  { label: '서명 일시', nowrap: true, render: (m) => formatDateTime(m.signOff.signedAt) },
  { label: '의견', render: (m) => m.signOff.note },
  { label: '서명 당시 건수', render: (m) => countsText(m.signOff) },
];

export function PastSignOffs({ months }: { months: MonthRow[] }) {
  const signed = months.filter((m): m is Signed => m.signOff !== null);
  return (
    <Card component="section" aria-labelledby="past-sign-offs">
      <CardContent>
        <Typography id="past-sign-offs" component="h2" variant="h6" sx={{ mb: 1 }}>
          지난 점검 기록
        </Typography>
        <FindingTable
          label="지난 점검 기록"
          columns={columns}
          rows={signed}
          rowKey={(m) => m.id}
          count={signed.length}
          empty="아직 점검을 마친 달이 없습니다."
        />
      </CardContent>
    </Card>
  );
}
