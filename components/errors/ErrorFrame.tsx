import { Box, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The auth layout's look for error screens that render outside it (unknown paths, error
 * boundaries): one still background instead of the rotating six, so no client script is needed.
 */
export function ErrorFrame({ productName, children }: { productName: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        backgroundColor: 'secondary.main',
        backgroundImage: 'url(/images/auth/bg-1.svg)',
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <Container
        component="main"
        maxWidth="sm"
        sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', justifyContent: 'center', py: 4 }}
      >
        <Typography
          variant="h4"
          component="p"
          sx={{ color: 'common.white', fontWeight: 800, mb: 2, textAlign: 'center' }}
        >
          {productName}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}
