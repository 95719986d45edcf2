// Over the application list: how many applications have a 보완 서류 the applicant uploaded in the look-up
// that staff have not marked 확인 yet, with the one click that shows them (the `supplement` filter).
import { Alert, Button } from '@mui/material';
import { useGetList, useListContext } from 'react-admin';

export function SupplementsNotice() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const { total } = useGetList('applications', {
    filter: { supplement: 'waiting' },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'ASC' },
  });
  if (!total || filterValues.supplement === 'waiting') return null;
  return (
    <Alert
      severity="info"
      sx={{ my: 1 }}
      data-testid="supplements-waiting"
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => setFilters({ supplement: 'waiting' }, { ...displayedFilters, supplement: true })}
        >
          보기
        </Button>
      }
    >
      지원자가 올린 보완 서류 {total}건이 확인을 기다립니다.
    </Alert>
  );
}
