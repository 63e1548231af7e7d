'use client';
import { Button, CircularProgress, type ButtonProps } from '@mui/material';

/** Disabled and spinning while its call runs (SPEC §4 busy flags), so nothing is sent twice. */
export function SubmitButton({ busy, children, ...rest }: ButtonProps & { busy: boolean }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
      {...rest}
      disabled={busy || rest.disabled}
    >
      {children}
    </Button>
  );
}
