// A titled group of inputs in a long admin form (a fieldset with its legend), shared by the popup and settings forms.
import type { ReactNode } from 'react';
import { Box, Divider, Typography } from '@mui/material';

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%' }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
      <Divider sx={{ mt: 1 }} />
    </Box>
  );
}
