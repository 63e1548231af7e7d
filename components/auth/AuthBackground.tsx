'use client';
import { Box } from '@mui/material';
import { useEffect, useState } from 'react';

export const AUTH_BACKGROUNDS = [1, 2, 3, 4, 5, 6].map((n) => `/images/auth/bg-${n}.svg`);
/** SPEC §9: six images, a new one every 10 seconds. */
export const AUTH_ROTATION_MS = 10_000;

export function AuthBackground() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setIndex((i) => (i + 1) % AUTH_BACKGROUNDS.length), AUTH_ROTATION_MS);
    return () => clearInterval(id);
  }, []);
  return (
    <Box aria-hidden data-testid="auth-background" data-index={index} sx={{ position: 'fixed', inset: 0, zIndex: -1 }}>
      {AUTH_BACKGROUNDS.map((src, i) => (
        <Box
          key={src}
          sx={{
            position: 'absolute',
            inset: 0,
            backgroundImage: `url(${src})`,
            backgroundSize: 'cover',
            backgroundPosition: 'center',
            opacity: i === index ? 1 : 0,
            transition: 'opacity 1.2s ease-in-out',
          }}
        />
      ))}
    </Box>
  );
}
