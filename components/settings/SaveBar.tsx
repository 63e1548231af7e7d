'use client';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { SubmitButton } from '@/components/ui/form/SubmitButton';

/** Sticks to the bottom of the screen while the form has unsaved changes. */
export function SaveBar({ busy, onDiscard }: { busy: boolean; onDiscard: () => void }) {
  const t = useTranslations('settingsForm');
  return (
    <Paper
      elevation={6}
      role="region"
      aria-label={t('unsaved')}
      sx={{ position: 'sticky', bottom: 16, zIndex: 2, mt: 3, px: 2, py: 1.5 }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography sx={{ flexGrow: 1 }}>{t('unsaved')}</Typography>
        <Button onClick={onDiscard} disabled={busy}>
          {t('discard')}
        </Button>
        <SubmitButton busy={busy} fullWidth={false} size="medium">
          {t('save')}
        </SubmitButton>
      </Stack>
    </Paper>
  );
}
