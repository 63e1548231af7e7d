'use client';
import { Chip, Stack, Typography } from '@mui/material';
import { useFormatter, useTranslations } from 'next-intl';
import type { Item } from '@/lib/contract/menu';

/** Which of the item's facts the storefront shows (menu_appearance). */
export interface ShownFacts {
  calories: boolean;
  allergens: boolean;
  preferences: boolean;
}

const hasShownFacts = (i: Item, shown: ShownFacts) =>
  (shown.calories && i.calories !== null) ||
  (shown.allergens && i.allergens.length > 0) ||
  (shown.preferences && i.preferences.length > 0);

/**
 * The menu card's item: the first of the menu with something to show under the switches that are
 * on (so turning one on shows a real value when the menu has one), else the menu's first item.
 */
export function previewItem(items: readonly Item[], shown: ShownFacts): Item | undefined {
  return items.find((i) => hasShownFacts(i, shown)) ?? items[0];
}

/**
 * The item's calories, allergens and preferences as the storefront shows them, each only when
 * its switch is on and the item has it. Without a real item (an empty menu) the switches show
 * where the facts would go.
 */
export function PreviewItemFacts({ item, shown }: { item: Item | undefined; shown: ShownFacts }) {
  const t = useTranslations('settingsForm.preview');
  const d = useTranslations('dietary');
  const format = useFormatter();
  if (!item)
    return (
      <>
        {shown.calories && <Typography variant="caption">{t('calories')}</Typography>}
        {shown.allergens && (
          <Typography variant="caption" component="p">
            {t('allergens')}
          </Typography>
        )}
      </>
    );
  return (
    <>
      {shown.calories && item.calories !== null && (
        <Typography variant="caption" data-testid="preview-calories">
          {d('calories', { count: item.calories })}
        </Typography>
      )}
      {shown.allergens && item.allergens.length > 0 && (
        <Typography variant="caption" component="p" data-testid="preview-allergens">
          {d('contains', { list: format.list(item.allergens.map((k) => d(`allergens.${k}`))) })}
        </Typography>
      )}
      {shown.preferences && item.preferences.length > 0 && (
        <Stack direction="row" spacing={0.5} data-testid="preview-preferences" sx={{ flexWrap: 'wrap', mt: 0.5 }}>
          {item.preferences.map((k) => (
            <Chip key={k} size="small" variant="outlined" label={d(`preferences.${k}`)} sx={{ color: 'inherit' }} />
          ))}
        </Stack>
      )}
    </>
  );
}
