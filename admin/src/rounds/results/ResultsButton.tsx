// The way into a round's 결과 가져오기·확정 from the 모집 일정 list and the round's edit screen.
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Button } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';

export function ResultsButton() {
  const record = useRecordContext<{ id: number; resultsConfirmedAt?: string | null }>();
  if (!record) return null;
  return (
    <Button
      component={Link}
      to={`/rounds/${record.id}/results`}
      size="small"
      startIcon={<FactCheckIcon />}
      onClick={(e: React.MouseEvent) => e.stopPropagation()}
    >
      {record.resultsConfirmedAt ? '결과 (확정됨)' : '결과 가져오기·확정'}
    </Button>
  );
}
