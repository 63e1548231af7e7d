import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The card every auth screen sits in: title, optional subtitle, the form. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Paper elevation={6} sx={{ p: { xs: 3, sm: 4 }, width: '100%' }}>
      <Box component="header" sx={{ mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {children}
    </Paper>
  );
}
