'use client';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { SubmitButton } from '@/components/ui/form/SubmitButton';

/**
 * Sticks to the bottom of the screen while the settings have unsaved changes; its Save submits
 * the form `form` (the bar sits outside it, so it stays in view over the block dates too).
 */
export function SaveBar({ form, busy, onDiscard }: { form: string; busy: boolean; onDiscard: () => void }) {
  const t = useTranslations('reservations.saveBar');
  return (
    <Paper
      elevation={6}
      role="region"
      aria-label={t('unsaved')}
      sx={{ position: 'sticky', bottom: 16, zIndex: 2, px: 2, py: 1.5 }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography sx={{ flexGrow: 1 }}>{t('unsaved')}</Typography>
        <Button onClick={onDiscard} disabled={busy}>
          {t('discard')}
        </Button>
        <SubmitButton form={form} busy={busy} fullWidth={false} size="medium">
          {t('save')}
        </SubmitButton>
      </Stack>
    </Paper>
  );
}
