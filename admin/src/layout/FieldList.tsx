// What a show screen reads out: its fields as a definition list (the names in a column `labelWidth` wide), and a
// plain text kept as typed (line breaks and all). 발송 내역, 홍보 메일 and 입학상담 show their records with these.
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function FieldList({ rows, labelWidth }: { rows: [string, ReactNode][]; labelWidth: string }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: `${labelWidth} 1fr`, gap: 1, m: 0 }}>
      {rows.map(([k, v]) => (
        <Box key={k} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {k}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {v}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A plain text under its heading (`level` h2 or h3), its line breaks kept; a mail's body as `pre`, a question's `p`. */
export function PlainText(props: { heading: string; level: 'h2' | 'h3'; as: 'pre' | 'p'; children: string }) {
  const { heading, level, children } = props;
  return (
    <>
      <Typography variant="subtitle1" component={level} sx={{ mt: 3, mb: 1 }}>
        {heading}
      </Typography>
      <Box component="p" sx={{ whiteSpace: 'pre-wrap', m: 0, p: 2, bgcolor: 'action.hover', overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </>
  );
}
