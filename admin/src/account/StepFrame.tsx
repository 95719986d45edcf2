// The frame of a first-login step: a centred card with the step's title, outside the admin's menu.
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';

export function StepFrame({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 480 }}>
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            {title}
          </Typography>
          <Typography component="div" variant="body2" sx={{ mb: 2 }}>
            {intro}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
