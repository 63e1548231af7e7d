'use client';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { Order } from '@/lib/contract';
import { useOrderFormat } from '../use-order-format';

/** Every status change, oldest first, with who made it (the customer or system when no one). */
export function OrderTimeline({ history }: { history: Order['status_history'] }) {
  const t = useTranslations('orders');
  const fmt = useOrderFormat();
  return (
    <Stack component="ol" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('drawer.timeline')}>
      {history.map((h, i) => (
        <Stack
          component="li"
          key={`${h.status}-${h.at}-${i}`}
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'flex-start' }}
        >
          <Box
            aria-hidden
            sx={{
              mt: 0.75,
              width: 10,
              height: 10,
              borderRadius: '50%',
              flexShrink: 0,
              bgcolor: i === history.length - 1 ? 'primary.main' : 'grey.400',
            }}
          />
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t(`status.${h.status}`)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {h.by ? t('drawer.timelineBy', { at: fmt.dateTime(h.at), by: h.by }) : fmt.dateTime(h.at)}
            </Typography>
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
