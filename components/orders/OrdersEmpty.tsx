'use client';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Stack, Typography } from '@mui/material';

/** The grids' "no rows" overlay: says why the list is empty and what to try. */
export function OrdersEmpty({ title, hint }: { title: string; hint?: string }) {
  return (
    <Stack
      spacing={1}
      sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', p: 3, textAlign: 'center' }}
    >
      <ReceiptLongOutlinedIcon color="disabled" fontSize="large" />
      <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Stack>
  );
}
