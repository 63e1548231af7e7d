'use client';
import { Chip, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { Combo } from '@/lib/contract';
import { MenuCard, type MenuCardActions } from '../MenuCard';

interface Props extends MenuCardActions {
  combo: Combo;
  /** Item names by id, from the menu's categories. */
  itemNames: Map<string, string>;
  format: (cents: number) => string;
}

export function ComboCard({ combo, itemNames, format, ...actions }: Props) {
  const t = useTranslations('combos');
  const names = combo.items.map((id) => itemNames.get(id)).filter((n): n is string => !!n);
  return (
    <MenuCard
      namespace="combos"
      name={combo.name}
      dimmed={!combo.available}
      {...actions}
      badges={
        <>
          <Typography sx={{ fontWeight: 600 }}>{format(combo.price)}</Typography>
          {combo.discount > 0 && (
            <Chip size="small" color="success" label={t('list.save', { amount: format(combo.discount) })} />
          )}
          <Chip
            size="small"
            variant="outlined"
            label={
              combo.type === 'all'
                ? t('type.all')
                : t('type.choose', { n: combo.item_count ?? 0, m: combo.items.length })
            }
          />
          <Chip
            size="small"
            color={combo.available ? 'primary' : 'default'}
            label={combo.available ? t('list.available') : t('list.unavailable')}
          />
        </>
      }
    >
      {combo.description && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {combo.description}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 1 }}>
        {names.length ? names.join(' · ') : t('list.noItems')}
      </Typography>
    </MenuCard>
  );
}
