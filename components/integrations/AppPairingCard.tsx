'use client';
import { Button, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { appPairingQuery, useNewPairingCode, useUnpairDevice } from '@/lib/api/integrations-setup';

/**
 * Restaurant App Setup: the code the order-receiving app enters (valid 10 minutes, made on
 * demand), and the devices already paired with this location, each of which can be unpaired.
 */
export function AppPairingCard() {
  const t = useTranslations('integrations.app');
  const format = useFormatter();
  const pairing = useQuery(appPairingQuery());
  const newCode = useNewPairingCode();
  const unpair = useUnpairDevice();
  const code = pairing.data?.code ?? null;
  const devices = pairing.data?.devices ?? [];

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="app-setup-title">
      <Typography id="app-setup-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('description')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {code ? (
          <div>
            <Typography variant="caption" color="text.secondary">
              {t('codeLabel')}
            </Typography>
            <Typography
              data-testid="pairing-code"
              sx={{ fontFamily: 'monospace', fontSize: 32, letterSpacing: 4, fontWeight: 700 }}
            >
              {code}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('validUntil', { time: format.dateTime(new Date(pairing.data!.expires_at!), { timeStyle: 'short' }) })}
            </Typography>
          </div>
        ) : (
          <Typography variant="body2">{t('noCode')}</Typography>
        )}
        <Button variant="contained" disabled={newCode.isPending} onClick={() => newCode.mutate(undefined)}>
          {code ? t('regenerate') : t('showCode')}
        </Button>
      </Stack>
      <Typography component="h3" variant="subtitle1" sx={{ mt: 3, fontWeight: 600 }}>
        {t('devices')}
      </Typography>
      {devices.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('noDevices')}
        </Typography>
      ) : (
        <List dense>
          {devices.map((d) => (
            <ListItem
              key={d._id}
              secondaryAction={
                <Button color="error" disabled={unpair.isPending} onClick={() => unpair.mutate(d._id)}>
                  {t('unpair')}
                </Button>
              }
            >
              <ListItemText
                primary={d.name}
                secondary={t('pairedAt', {
                  date: format.dateTime(new Date(d.paired_at), { dateStyle: 'medium', timeStyle: 'short' }),
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
