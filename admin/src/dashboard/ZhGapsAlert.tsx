// The dashboard's count of rounds whose Chinese applicants would read Korean (an empty Chinese field where the Korean
// is written), each with the way to its edit page.
import { Alert, AlertTitle, Grid, Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';

export interface RoundMissingChinese {
  id: number;
  name: string;
  chineseApplicants: number;
  zhGaps: string[];
}

export function ZhGapsDashboardAlert({ rounds }: { rounds?: RoundMissingChinese[] }) {
  if (!rounds?.length) return null;
  return (
    <Grid size={12}>
      <Alert severity="warning" data-testid="zh-gaps-alert">
        <AlertTitle>중국어가 비어 있는 모집 {rounds.length}곳</AlertTitle>
        중국어 지원자에게 한국어 내용이 그대로 나갑니다.
        <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
          {rounds.map((r) => (
            <li key={r.id}>
              <MuiLink component={Link} to={`/rounds/${r.id}`}>
                {r.name}
              </MuiLink>
              {` (중국어 지원자 ${r.chineseApplicants}명): ${r.zhGaps.join(', ')}`}
            </li>
          ))}
        </ul>
      </Alert>
    </Grid>
  );
}
