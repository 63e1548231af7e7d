import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { CenteredFrame } from '@/components/ui/CenteredFrame';

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
      <CenteredFrame productName={productName} tone="light">
        {children}
      </CenteredFrame>
    </Box>
  );
}
