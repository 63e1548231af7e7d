import { Box } from '@mui/material';
import { visuallyHidden } from '@mui/utils';

/** A polite live region, visually hidden: what a screen reader should hear after a move. */
export function LiveMessage({ message }: { message: string }) {
  return (
    <Box role="status" aria-live="polite" sx={visuallyHidden}>
      {message}
    </Box>
  );
}
