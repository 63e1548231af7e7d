import { Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  productName: string;
  /** `light` on the auth screens' dark backgrounds, `dark` on the plain page. */
  tone: 'light' | 'dark';
  children: ReactNode;
}

/** The narrow, vertically centred column of the screens outside the portal: product name, then the card. */
export function CenteredFrame({ productName, tone, children }: Props) {
  return (
    <Container
      component="main"
      maxWidth="sm"
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', justifyContent: 'center', py: 4 }}
    >
      <Typography
        variant="h4"
        component="p"
        sx={{
          color: tone === 'light' ? 'common.white' : 'secondary.main',
          fontWeight: 800,
          mb: 2,
          textAlign: 'center',
        }}
      >
        {productName}
      </Typography>
      {children}
    </Container>
  );
}
