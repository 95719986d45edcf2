// Beside the editor: every placeholder a template may use, with what it becomes in the mail.
import { Box, Card, CardContent, Typography } from '@mui/material';
import { MAIL_PLACEHOLDERS } from '../../../domain/applicant-mail';

export function PlaceholderList() {
  return (
    <Card variant="outlined" component="aside" aria-label="쓸 수 있는 자리표시자">
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom sx={{ fontWeight: 700 }}>
          쓸 수 있는 자리표시자
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          제목과 본문에 그대로 적으면 메일을 보낼 때 지원자의 값으로 바뀝니다. 목록에 없는 이름은 저장되지 않습니다.
        </Typography>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.75, m: 0 }}
        >
          {Object.entries(MAIL_PLACEHOLDERS).map(([key, label]) => (
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
