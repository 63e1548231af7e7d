'use client';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { Alert, Box, Card, CircularProgress, LinearProgress, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { gettingStartedQuery } from '@/lib/api/account';
import { onboardingFlags } from '@/lib/contract';

/** SPEC §2: the seven onboarding steps, each done or not, and how many are done. */
export function GettingStartedList() {
  const t = useTranslations('gettingStarted');
  const steps = useQuery(gettingStartedQuery());

  if (steps.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  }
  if (steps.isError) {
    return (
      <Alert severity="error" role="alert">
        {steps.error.message}
      </Alert>
    );
  }

  const gs = steps.data.getting_started;
  return (
    <Card variant="outlined">
      <Box sx={{ p: 2 }}>
        <Typography id="getting-started-progress" sx={{ fontWeight: 600 }}>
          {t('progress', { completed: gs.completed, total: gs.total })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={gs.total ? (gs.completed / gs.total) * 100 : 0}
          aria-labelledby="getting-started-progress"
          sx={{ mt: 1, height: 8, borderRadius: 4 }}
        />
      </Box>
      <List disablePadding>
        {onboardingFlags.map((flag) => {
          const done = gs[flag];
          return (
            <ListItem key={flag} divider>
              <ListItemIcon>
                {done ? (
                  <CheckCircle color="success" titleAccess={t('done')} />
                ) : (
                  <RadioButtonUnchecked color="disabled" titleAccess={t('notDone')} />
                )}
              </ListItemIcon>
              <ListItemText primary={t(`steps.${flag}.title`)} secondary={t(`steps.${flag}.description`)} />
            </ListItem>
          );
        })}
      </List>
    </Card>
  );
}
