// One list of findings: a table on a wide screen, one block per row on a phone; "해당 없음" when it is empty.
import type { ReactNode } from 'react';
import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';

export interface Column<T> {
  label: string;
  render: (row: T) => ReactNode;
  /** Keep on one line (dates, months, counts). */
  nowrap?: boolean;
}

export function FindingTable<T>({
  label,
  columns,
  rows,
  rowKey,
  count,
  empty = '해당 없음',
}: {
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  count: number;
  /** What an empty list says. */
  empty?: string;
}) {
  const phone = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  if (!rows.length) return <Typography color="text.secondary">{empty}</Typography>;
  const more =
    count > rows.length ? (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        전체 {count}건 중 앞의 {rows.length}건을 표시합니다.
      </Typography>
    ) : null;
  if (phone)
    return (
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row) => (
          <Box component="li" key={rowKey(row)} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
            {columns.map((c) => (
              <Typography key={c.label} variant="body2">
                <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
                  {c.label}
                </Box>
                {c.render(row)}
              </Typography>
            ))}
          </Box>
        ))}
        {more}
      </Box>
    );
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.label} sx={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((c) => (
                <TableCell key={c.label} sx={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {c.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {more}
    </TableContainer>
  );
}
