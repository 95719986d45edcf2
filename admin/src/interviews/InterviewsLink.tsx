// The way from a round to its 면접 시간표 (the list's row and the edit page's toolbar).
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Button, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';

export function InterviewsLink() {
  const record = useRecordContext<{ id: number }>();
  if (!record) return null;
  return (
    <Button
      component={Link}
      to={`/rounds/${record.id}/interviews`}
      label="면접 시간표"
      onClick={(e: { stopPropagation(): void }) => e.stopPropagation()}
    >
      <ScheduleIcon />
    </Button>
  );
}
