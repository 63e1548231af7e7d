'use client';
import { Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { popupState } from '@/lib/contract/plain/website-manager';
import type { WebsitePopup } from '@/lib/contract/website-manager';
import { usePopupTexts } from './use-popup-texts';

interface Props {
  popups: (WebsitePopup & { name: string })[];
  today: string;
  onEdit: (p: WebsitePopup & { name: string }) => void;
  onDelete: (p: WebsitePopup & { name: string }) => void;
}

const STATE_COLOR = { showing: 'success', scheduled: 'info', ended: 'default', off: 'default' } as const;

/** The popups, newest first: title, schedule, and whether the site shows each today. */
export function PopupList({ popups, today, onEdit, onDelete }: Props) {
  const t = useTranslations('websiteManager.popups');
  const { period } = usePopupTexts();
  return (
    <Stack component="ul" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label={t('listLabel')}>
      {popups.map((p) => {
        const state = popupState(p, today);
        return (
          <Paper key={p._id} component="li" variant="outlined" sx={{ p: 2 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
              <div>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {p.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {period(p)}
                </Typography>
                <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
                  <Chip size="small" color={STATE_COLOR[state]} label={t(`state.${state}`)} />
                  {p.only_while_open && <Chip size="small" variant="outlined" label={t('onlyWhileOpen')} />}
                </Stack>
              </div>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Button size="small" onClick={() => onEdit(p)} aria-label={t('editLabel', { name: p.title })}>
                  {t('edit')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() => onDelete(p)}
                  aria-label={t('deleteLabel', { name: p.title })}
                >
                  {t('delete.confirm')}
                </Button>
              </Stack>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
