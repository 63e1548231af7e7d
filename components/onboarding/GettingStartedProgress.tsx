import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useId } from 'react';

/** "3/7 steps completed" and a bar showing the same. */
export function GettingStartedProgress({ completed, total }: { completed: number; total: number }) {
  const t = useTranslations('gettingStarted');
  const id = useId();
  return (
    <Box sx={{ p: 2 }}>
      <Typography id={id} sx={{ fontWeight: 600 }}>
        {t('progress', { completed, total })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={total ? Math.round((completed / total) * 100) : 0}
        aria-labelledby={id}
        sx={{ mt: 1, height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
