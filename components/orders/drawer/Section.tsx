import { Box, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** A titled block of the drawer; the heading names the region for screen readers. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h3" variant="overline" color="text.secondary" sx={{ display: 'block', mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
