import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Button, Chip, ListItem, Stack, Typography } from '@mui/material';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import type { OnboardingFlag } from '@/lib/contract';
import type { StepAction } from './steps';

interface Props {
  flag: OnboardingFlag;
  action: StepAction;
  done: boolean;
  placing: boolean;
  onPlaceTestOrder: () => void;
}

/** One checklist row: state, title, description, and where to do the step. */
export function GettingStartedStep({ flag, action, done, placing, onPlaceTestOrder }: Props) {
  const t = useTranslations('gettingStarted');
  const title = t(`steps.${flag}.title`);
  return (
    <ListItem divider sx={{ py: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%', alignItems: { sm: 'center' } }}>
        <Stack direction="row" spacing={2} sx={{ flexGrow: 1, minWidth: 0, alignItems: 'flex-start' }}>
          {done ? (
            <CheckCircle color="success" aria-hidden sx={{ mt: 0.25 }} />
          ) : (
            <RadioButtonUnchecked color="disabled" titleAccess={t('notDone')} sx={{ mt: 0.25 }} />
          )}
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {title}
              </Typography>
              {done && <Chip label={t('done')} color="success" size="small" variant="outlined" />}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t(`steps.${flag}.description`)}
            </Typography>
          </Box>
        </Stack>
        <Box sx={{ flexShrink: 0, pl: { xs: 5, sm: 0 } }}>
          {action.kind === 'link' ? (
            <Button
              component={NextLink}
              href={action.href}
              variant={done ? 'text' : 'outlined'}
              aria-label={t(done ? 'reviewStep' : 'startStep', { step: title })}
            >
              {t(done ? 'review' : 'start')}
            </Button>
          ) : (
            <Button variant={done ? 'outlined' : 'contained'} loading={placing} onClick={onPlaceTestOrder}>
              {t(done ? 'placeAnotherTestOrder' : 'placeTestOrder')}
            </Button>
          )}
        </Box>
      </Stack>
    </ListItem>
  );
}
