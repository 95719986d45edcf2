// What the application list shows of 대리 접수: the button that opens the form, and the mark on a row keyed by staff.
import { Chip } from '@mui/material';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import { Button } from 'react-admin';
import { Link } from 'react-router-dom';
import { PROXY_LABEL } from '../../../domain/proxy-intake';

export function ProxyIntakeButton() {
  return (
    <Button label={PROXY_LABEL} component={Link} to="/applications/proxy">
      <NoteAddIcon />
    </Button>
  );
}

export function ProxyChip() {
  return <Chip size="small" variant="outlined" label={PROXY_LABEL} sx={{ ml: 1 }} />;
}
