// 접속기록 점검 at /admin/access-review (보안 menu, 최고관리자 only): pick a month, read the four lists of what a
// reviewer must look at, sign the month off with a note; the months signed before are listed below.
import { Alert, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loading, Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { FINDING_KINDS } from '../../../domain/access-review';
import { Findings } from './Findings';
import { PastSignOffs } from './PastSignOffs';
import { MonthRequests } from '../privacy-requests/MonthRequests';
import { SignOffPanel } from './SignOffPanel';
import { fetchMonths, fetchReview } from './api';

export function AccessReviewPage() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const months = useQuery({ queryKey: ['access-reviews'], queryFn: fetchMonths });
  // Unless one is chosen, the latest month that is over (the one due for review).
  const month = params.get('month') ?? months.data?.find((m) => m.over)?.id ?? months.data?.[0]?.id ?? null;
  const review = useQuery({
    queryKey: ['access-reviews', month],
    queryFn: () => fetchReview(month!),
    enabled: month !== null,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['access-reviews'] });
  if (months.isPending)
    return <Loading loadingPrimary="불러오는 중" loadingSecondary="접속기록을 확인하고 있습니다." />;
  if (months.error || !months.data)
    return <Alert severity="error">접속기록 점검 목록을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.</Alert>;
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="접속기록 점검" />
      <Typography variant="body2" color="text.secondary">
        개인정보의 안전성 확보조치 기준 제8조에 따라 지원자 개인정보 접근 기록을 매월 점검합니다. 달을 고르면 확인할
        항목이 나오고, 확인을 마치면 의견과 함께 서명합니다.
      </Typography>
      <TextField
        select
        label="점검할 달"
        value={month ?? ''}
        onChange={(e) => setParams({ month: e.target.value })}
        sx={{ maxWidth: 320 }}
      >
        {months.data.map((m) => (
          <MenuItem key={m.id} value={m.id}>
            {m.label} · {m.signedOff ? '점검 완료' : m.over ? '점검 전' : '진행 중인 달'}
          </MenuItem>
        ))}
      </TextField>
      {review.isPending && month !== null && <Loading loadingPrimary="불러오는 중" loadingSecondary="" />}
      {review.error && <Alert severity="error">{review.error.message}</Alert>}
      {review.data && (
        <>
          <Typography component="p" data-testid="summary">
            {review.data.label}: {FINDING_KINDS.map((k) => `${k.ko} ${review.data.counts[k.code]}건`).join(' · ')}
          </Typography>
          <Findings review={review.data} />
          {review.data.privacyRequests && <MonthRequests rows={review.data.privacyRequests} />}
          <SignOffPanel review={review.data} onSigned={refresh} />
        </>
      )}
      <PastSignOffs months={months.data} />
    </Stack>
  );
}
