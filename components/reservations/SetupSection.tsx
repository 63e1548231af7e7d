'use client';
import { Paper, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** One titled part of the setup page (booking rules, hours, deposit …), a landmark named by its heading. */
export function SetupSection({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {lead && (
        <Typography variant="body2" color="text.secondary">
          {lead}
        </Typography>
      )}
      <Stack spacing={2.5} sx={{ mt: 2 }}>
        {children}
      </Stack>
    </Paper>
  );
}
