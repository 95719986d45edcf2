// 샘플 내용 지우기: before the first real round, the 최고관리자 removes what `npm start` seeded as sample content
// (the sample round, popup, posts, FAQ entries and applications) in one step, after a confirmation. Only what is still
// as seeded goes: whatever staff wrote or changed stays. The card says how much is left and hides when nothing is.
import { Button, Card, CardContent, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { httpClient } from '../httpClient';
import { useAction } from '../useAction';

type Counts = Record<'posts' | 'popups' | 'faqs' | 'applications' | 'admission_rounds' | 'total', number>;

const WORDS: [keyof Counts, string][] = [
  ['admission_rounds', '모집 일정'],
  ['popups', '팝업'],
  ['posts', '게시글'],
  ['faqs', '자주 묻는 질문'],
  ['applications', '원서'],
];
const summary = (c: Counts) =>
  WORDS.filter(([k]) => c[k] > 0)
    .map(([k, w]) => `${w} ${c[k].toLocaleString('ko-KR')}개`)
    .join(', ');

export function SampleCard() {
  const client = useQueryClient();
  const action = useAction();
  const [asking, setAsking] = useState(false);
  const { data } = useQuery({
    queryKey: ['settings', 'sample'],
    queryFn: async () => (await httpClient('/api/settings/sample')).json as Counts,
  });
  if (!data || data.total === 0) return null;
  const clear = () =>
    void action.act(
      async () => {
        setAsking(false);
        await httpClient('/api/settings/sample/clear', { method: 'POST', body: JSON.stringify({ confirm: true }) });
      },
      '샘플 내용을 지웠습니다. 홈페이지에서도 바로 사라집니다.',
      () => void client.invalidateQueries({ queryKey: ['settings', 'sample'] }),
    );
  return (
    <Card variant="outlined" sx={{ width: { xs: '100%', md: 320 }, mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          샘플 내용
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }} data-testid="sample-left">
          처음 설치할 때 넣어 둔 샘플이 남아 있습니다: {summary(data)}. 실제 모집을 시작하기 전에 지워주세요. 직원이
          쓰거나 고친 내용은 지우지 않습니다.
        </Typography>
        <Button variant="outlined" color="error" disabled={action.busy} onClick={() => setAsking(true)}>
          샘플 내용 지우기
        </Button>
        <Confirm
          isOpen={asking}
          title="샘플 내용 지우기"
          content={`${summary(data)}를 지웁니다. 되돌릴 수 없습니다.`}
          confirm="지우기"
          cancel="취소"
          onConfirm={clear}
          onClose={() => setAsking(false)}
        />
      </CardContent>
    </Card>
  );
}
