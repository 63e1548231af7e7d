'use client';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import { Box, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

/** What a MenuCardSection gives each card. */
export interface MenuCardActions {
  /** A clone of this card is on its way: its clone button waits. */
  cloning: boolean;
  onEdit: () => void;
  onClone: () => void;
  onDelete: () => void;
}

interface Props extends MenuCardActions {
  /** Names the card's actions: `actions.edit`, `actions.editNamed` … (combos, modifierGroups). */
  namespace: string;
  name: string;
  /** Faded: customers cannot order it now. */
  dimmed?: boolean;
  /** Chips and short facts under the name. */
  badges: ReactNode;
  /** The body under the heading. */
  children: ReactNode;
}

/** A combo or modifier group as a card: name, badges, then edit, clone and delete, and its body. */
export function MenuCard({ namespace, name, dimmed, badges, cloning, onEdit, onClone, onDelete, children }: Props) {
  const t = useTranslations(namespace);
  return (
    <Paper component="article" variant="outlined" sx={{ p: 2, opacity: dimmed ? 0.75 : 1 }} aria-label={name}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
            {badges}
          </Stack>
        </Box>
        <Stack direction="row" sx={{ flexShrink: 0 }}>
          <Tooltip title={t('actions.edit')}>
            <IconButton aria-label={t('actions.editNamed', { name })} onClick={onEdit}>
              <Edit />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('actions.clone')}>
            <span>
              <IconButton aria-label={t('actions.cloneNamed', { name })} onClick={onClone} disabled={cloning}>
                <ContentCopy />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('actions.delete')}>
            <IconButton aria-label={t('actions.deleteNamed', { name })} onClick={onDelete}>
              <DeleteOutline />
            </IconButton>
          </Tooltip>
        </Stack>
      </Stack>
      {children}
    </Paper>
  );
}
