import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  /** The HTTP status the page stands for, shown large (404, 500). */
  code: number;
  title: string;
  message: string;
  /** Buttons under the text. */
  children?: ReactNode;
}

/**
 * The card of the 404 and 500 screens. No hooks, so the server pages (/404, not-found) and the
 * client error boundaries render the very same thing.
 */
export function ErrorCard({ code, title, message, children }: Props) {
  return (
    <Paper elevation={6} sx={{ p: { xs: 3, sm: 4 }, width: '100%', textAlign: 'center' }}>
      <Typography aria-hidden variant="h1" component="p" sx={{ fontWeight: 800, color: 'primary.main', lineHeight: 1 }}>
        {code}
      </Typography>
      <Box component="header" sx={{ my: 2 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography variant="body1" color="text.secondary" sx={{ mt: 1 }}>
          {message}
        </Typography>
      </Box>
      {children && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
          {children}
        </Stack>
      )}
    </Paper>
  );
}
