// The monthly review's list of 개인정보 요청 (made or answered that month), each with whether it was answered within
// its limit: shown on 접속기록 점검 beside the access log's findings.
import { Card, CardContent, Typography } from '@mui/material';
import { formatDateTime } from '../../../domain/time';
import { FindingTable, type Column } from '../access-review/FindingTable';

export interface MonthRequest {
  id: number;
  kindLabel: string;
  about: string;
  statusLabel: string;
  createdAt: string;
  dueDay: string;
  answeredAt: string | null;
  late: boolean;
}

const columns: Column<MonthRequest>[] = [
  { label: '번호', nowrap: true, render: (r) => String(r.id) },
  { label: '종류', nowrap: true, render: (r) => r.kindLabel },
  { label: '대상', render: (r) => r.about },
  { label: '상태', nowrap: true, render: (r) => r.statusLabel },
  { label: '접수', nowrap: true, render: (r) => formatDateTime(r.createdAt) },
  { label: '기한', nowrap: true, render: (r) => r.dueDay },
  { label: '처리', nowrap: true, render: (r) => (r.answeredAt ? formatDateTime(r.answeredAt) : '—') },
  { label: '기한 준수', nowrap: true, render: (r) => (r.late ? '기한 넘김' : '지킴') },
];

export function MonthRequests({ rows }: { rows: MonthRequest[] }) {
  return (
    <Card component="section" aria-labelledby="month-privacy-requests">
      <CardContent>
        <Typography id="month-privacy-requests" component="h2" variant="h6" sx={{ mb: 1 }}>
          이달의 개인정보 요청
        </Typography>
        <FindingTable
          label="이달의 개인정보 요청"
          columns={columns}
          rows={rows}
          rowKey={(r) => String(r.id)}
          count={rows.length}
          empty="이달에 접수하거나 처리한 개인정보 요청이 없습니다."
        />
      </CardContent>
    </Card>
  );
}
