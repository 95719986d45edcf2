// The way from a round to its 전형료 대조 (the 모집 일정 list's row).
import PaidIcon from '@mui/icons-material/Paid';
import { Button, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';

export function FeesLink() {
  const record = useRecordContext<{ id: number }>();
  if (!record) return null;
  return (
    <Button
      component={Link}
      to={`/rounds/${record.id}/fees`}
      label="전형료 대조"
      onClick={(e: { stopPropagation(): void }) => e.stopPropagation()}
    >
      <PaidIcon />
    </Button>
  );
}
