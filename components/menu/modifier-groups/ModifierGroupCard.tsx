'use client';
import { Box, Chip, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { ModifierGroup } from '@/lib/contract';
import { MenuCard, type MenuCardActions } from '../MenuCard';

interface Props extends MenuCardActions {
  group: ModifierGroup;
  format: (cents: number) => string;
}

/** One group as the merchant scans it: its rule ("choose 1–3") and every option with its price. */
export function ModifierGroupCard({ group, format, ...actions }: Props) {
  const t = useTranslations('modifierGroups');
  const { min_selections: min, max_selections: max } = group;
  const rule =
    min === max
      ? t('list.chooseExactly', { n: max })
      : min === 0
        ? t('list.chooseUpTo', { max })
        : t('list.chooseRange', { min, max });
  return (
    <MenuCard
      namespace="modifierGroups"
      name={group.name}
      {...actions}
      badges={
        <>
          <Chip
            size="small"
            label={group.required ? t('list.required') : t('list.optional')}
            color={group.required ? 'primary' : 'default'}
          />
          <Typography variant="body2" color="text.secondary">
            {rule}
          </Typography>
        </>
      }
    >
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
        {group.options.map((o) => (
          <Box
            component="li"
            key={o._id}
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: 2,
              py: 0.25,
              color: o.available ? 'text.primary' : 'text.disabled',
            }}
          >
            <span>
              {o.name}
              {!o.available && ` (${t('list.unavailable')})`}
            </span>
            <span>{o.price === 0 ? t('list.free') : `+${format(o.price)}`}</span>
          </Box>
        ))}
      </Box>
    </MenuCard>
  );
}
