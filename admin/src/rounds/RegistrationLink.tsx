// The way from a round to its 등록 현황 (the list's row and the edit page's toolbar).
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { Button, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';

export function RegistrationLink() {
  const record = useRecordContext<{ id: number }>();
  if (!record) return null;
  return (
    <Button
      component={Link}
      to={`/rounds/${record.id}/registration`}
      label="등록 현황"
      onClick={(e: { stopPropagation(): void }) => e.stopPropagation()}
    >
      <HowToRegIcon />
    </Button>
  );
}
