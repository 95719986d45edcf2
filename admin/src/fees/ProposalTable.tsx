// The proposed matches of 전형료 대조, one row per deposit with a tick: 접수번호, 이름·금액, or 확인 필요 (a name one
// letter off, shown with both names).
import { Checkbox, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { MATCH_KIND_LABELS, type FeeProposal } from '../../../domain/fee-matches';

export function ProposalTable({
  proposals,
  chosen,
  onChange,
}: {
  proposals: FeeProposal[];
  chosen: Set<number>;
  onChange: (next: Set<number>) => void;
}) {
  const toggle = (line: number) => {
    const next = new Set(chosen);
    if (next.has(line)) next.delete(line);
    else next.add(line);
    onChange(next);
  };
  const all = proposals.length > 0 && proposals.every((p) => chosen.has(p.line));
  return (
    <TableContainer sx={{ maxHeight: 520 }}>
      <Table size="small" stickyHeader aria-label="제안된 입금 대조">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={all}
                indeterminate={!all && chosen.size > 0}
                onChange={() => onChange(all ? new Set() : new Set(proposals.map((p) => p.line)))}
                slotProps={{ input: { 'aria-label': '모두 선택' } }}
              />
            </TableCell>
            <TableCell>행</TableCell>
            <TableCell>입금일</TableCell>
            <TableCell>입금자명</TableCell>
            <TableCell align="right">입금액</TableCell>
            <TableCell>접수번호</TableCell>
            <TableCell>지원자</TableCell>
            <TableCell>근거</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {proposals.map((p) => (
            <TableRow key={p.line} hover data-testid={`proposal-${p.line}`}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={chosen.has(p.line)}
                  onChange={() => toggle(p.line)}
                  slotProps={{ input: { 'aria-label': `${p.line}행 ${p.depositor} → ${p.name}` } }}
                />
              </TableCell>
              <TableCell>{p.line}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{p.paidOn}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{p.depositor}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {p.amount.toLocaleString('ko-KR')}원
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{p.receiptNo}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{p.name}</TableCell>
              <TableCell sx={{ minWidth: 140 }}>
                <Chip
                  size="small"
                  color={p.kind === 'fuzzy' ? 'warning' : 'success'}
                  variant="outlined"
                  label={MATCH_KIND_LABELS[p.kind]}
                />
                {p.note && <div style={{ fontSize: 12, marginTop: 4 }}>{p.note}</div>}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
