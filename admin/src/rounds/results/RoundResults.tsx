// 결과 가져오기·확정 of one round: the 사정 spreadsheet imported with a preview first (ImportCard), and the second
// person's 결과 확정 (ConfirmCard). Until confirmed, applicants read 심사 중 even past the announcement and no result
// mail goes.
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, Title } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { formatDateTime } from '../../../../domain/time';
import { fetchResults, resultsKey } from './api';
import { ConfirmCard } from './ConfirmCard';
import { ImportCard } from './ImportCard';

export function RoundResults() {
  const id = useParams().id ?? '';
  const { data, isPending, error } = useQuery({ queryKey: resultsKey(id), queryFn: () => fetchResults(id) });
  if (isPending) return <Loading loadingPrimary="불러오는 중" loadingSecondary="모집의 결과를 읽고 있습니다." />;
  if (error || !data)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {error instanceof Error ? error.message : '결과를 불러오지 못했습니다.'}
      </Alert>
    );
  return (
    <Box sx={{ mt: 2, maxWidth: 1100 }}>
      <Title title={`결과 가져오기·확정: ${data.name}`} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {data.name} 결과
        </Typography>
        <Button component={Link} to="/rounds" size="small" sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
          모집 일정 목록
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        합격자 발표: {formatDateTime(data.announceAt)} (한국시간) · 지원서 {data.total.toLocaleString('ko-KR')}건
      </Typography>
      <Stack spacing={2}>
        <ConfirmCard id={id} state={data} />
        {data.announced ? (
          <Alert severity="info">결과가 발표되었습니다. 발표 뒤의 변경은 원서접수 관리에서 지원서마다 해주세요.</Alert>
        ) : (
          <ImportCard id={id} />
        )}
      </Stack>
    </Box>
  );
}
