// What 전형료 대조 left: the deposits no application was proposed for (with why) beside the applications still
// unpaid, side by side on a wide screen and one under the other on a phone.
import { Card, CardContent, Grid, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { UnmatchedDeposit, UnpaidApplication } from '../../../domain/fee-matches';

export function Leftovers({ unmatched, unpaid }: { unmatched: UnmatchedDeposit[]; unpaid: UnpaidApplication[] }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card variant="outlined" data-testid="fee-unmatched">
          <CardContent>
            <Typography variant="h6" component="h3">
              대조 안 된 입금 ({unmatched.length}건)
            </Typography>
            <List dense>
              {unmatched.map((d) => (
                <ListItem key={d.line} disableGutters>
                  <ListItemText
                    primary={`${d.line}행 · ${d.paidOn} · ${d.depositor} · ${d.amount.toLocaleString('ko-KR')}원`}
                    secondary={d.reason}
                  />
                </ListItem>
              ))}
              {!unmatched.length && <ListItem disableGutters>없습니다.</ListItem>}
            </List>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card variant="outlined" data-testid="fee-unpaid">
          <CardContent>
            <Typography variant="h6" component="h3">
              입금 안 된 지원자 ({unpaid.length}명)
            </Typography>
            <List dense>
              {unpaid.map((a) => (
                <ListItem key={a.id} disableGutters>
                  <ListItemText primary={`${a.receiptNo} · ${a.name}`} />
                </ListItem>
              ))}
              {!unpaid.length && <ListItem disableGutters>없습니다.</ListItem>}
            </List>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
