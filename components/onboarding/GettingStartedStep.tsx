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
  /** False when the member may not do this step (its page is not theirs): the owner does it. */
  allowed: boolean;
  /** The test order: nothing on the menu can be ordered yet; `menuHref` when the member may fill it. */
  emptyMenu?: { menuHref?: string };
  placing: boolean;
  onPlaceTestOrder: () => void;
}

/** One checklist row: state, title, description, and where to do the step (or why it cannot be done here). */
export function GettingStartedStep({ flag, action, done, allowed, emptyMenu, placing, onPlaceTestOrder }: Props) {
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
        <Box sx={{ flexShrink: 0, pl: { xs: 5, sm: 0 }, maxWidth: { sm: 280 } }}>
          {!allowed ? (
            <Typography variant="body2" color="text.secondary">
              {t('askOwner')}
            </Typography>
          ) : action.kind === 'link' ? (
            <Button
              component={NextLink}
              href={action.href}
              variant={done ? 'text' : 'outlined'}
              aria-label={t(done ? 'reviewStep' : 'startStep', { step: title })}
            >
              {t(done ? 'review' : 'start')}
            </Button>
          ) : emptyMenu ? (
            <Stack spacing={1} sx={{ alignItems: { sm: 'flex-end' } }}>
              <Typography variant="body2" color="text.secondary">
                {t('emptyMenu')}
              </Typography>
              {emptyMenu.menuHref && (
                <Button component={NextLink} href={emptyMenu.menuHref} variant="outlined">
                  {t('addMenuItems')}
                </Button>
              )}
            </Stack>
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
