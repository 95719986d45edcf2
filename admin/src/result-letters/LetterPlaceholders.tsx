// Beside the editor: the placeholders a letter may use, without those only another outcome's letter can fill.
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { KIND_ONLY_PLACEHOLDERS, LETTER_PLACEHOLDERS } from '../../../domain/result-letters';
import type { ResultLetterRecord } from './labels';

export function LetterPlaceholders() {
  const r = useRecordContext<ResultLetterRecord>();
  const usable = Object.entries(LETTER_PLACEHOLDERS).filter(([key]) => {
    const only = KIND_ONLY_PLACEHOLDERS[key];
    return !only || only === r?.kind;
  });
  return (
    <Card variant="outlined" component="aside" aria-label="쓸 수 있는 자리표시자">
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom sx={{ fontWeight: 700 }}>
          쓸 수 있는 자리표시자
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          제목과 본문에 그대로 적으면 조회 화면에서 지원자의 값으로 바뀝니다. 목록에 없는 이름은 저장되지 않습니다.
        </Typography>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.75, m: 0 }}
        >
          {usable.map(([key, label]) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                {`{{${key}}}`}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'keep-all' }}>
                {label}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
