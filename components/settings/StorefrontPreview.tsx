'use client';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useLocationMoney } from '@/components/ui/use-current-location';
import { usePauseTime } from '@/components/ui/use-pause-time';
import { categoriesQuery } from '@/lib/api/categories';
import { slotLoadQuery } from '@/lib/api/settings';
import { storeDesignQuery } from '@/lib/api/store-design';
import { parseMoneyText } from '@/lib/contract/money-text';
import { SLOT_HORIZON, type ThrottledType } from '@/lib/contract/order-throttle';
import { previewSlot } from './preview-slot';
import { PreviewItemFacts, previewItem } from './PreviewItemFacts';
import { previewTips, type FormValues } from './setting-fields';

interface Props {
  kind: 'order' | 'catering';
  /** The form's values as typed (not yet saved). */
  values: FormValues;
}

type Group = Record<string, unknown> | undefined;
const on = (g: Group, key: string) => g?.[key] === true;

/**
 * The order page as a customer would see it with the settings being typed: the header in the
 * theme colour and type with the banner and logo (store design), the tip choices, the service fee
 * line, a menu card from the location's real menu as menu_appearance asks (picture, calories,
 * allergens, preferences), and the next free pick-up and delivery slots.
 */
export function StorefrontPreview({ kind, values }: Props) {
  const t = useTranslations('settingsForm.preview');
  const money = useLocationMoney();
  const design = useQuery(storeDesignQuery(kind)).data?.theme_appearance;
  const menuItems = useQuery(categoriesQuery()).data?.categories.flatMap((c) => c.items);
  const theme = (values.theme_appearance ?? {}) as Group;
  const color = /^#[0-9a-fA-F]{6}$/.test(String(theme?.theme_color)) ? String(theme?.theme_color) : '#383232';
  const dark = theme?.theme_type === 'dark';
  const appearance = (values.menu_appearance ?? {}) as Group;
  const shown = {
    calories: on(appearance, 'display_menu_calorie_count'),
    allergens: on(appearance, 'display_allergy_ingredients'),
    preferences: on(appearance, 'display_menu_preferences'),
  };
  const item = previewItem(menuItems ?? [], shown);
  const fees = (values.service_fees ?? {}) as Group;
  const pickUp = (values.pick_up ?? {}) as Group;
  const tips = previewTips(values.tip_list);
  const defaultTip = Number(pickUp?.default_pick_up_tip);
  const fee = parseMoneyText(String(fees?.service_fee ?? ''));
  const banner = design?.banner_image_url;
  const logo = design?.banner_logo_url;

  return (
    <Paper variant="outlined" aria-label={t('title')} role="region" sx={{ overflow: 'hidden' }}>
      <Typography variant="overline" sx={{ px: 2 }}>
        {t('title')}
      </Typography>
      <Box
        data-testid="preview-header"
        sx={{
          bgcolor: color,
          color: '#fff',
          p: 2,
          minHeight: 96,
          backgroundImage: banner ? `url(${JSON.stringify(banner)})` : undefined,
          backgroundSize: 'cover',
        }}
      >
        {logo ? (
          <Box component="img" src={logo} alt={t('logo')} sx={{ maxWidth: 115, maxHeight: 44, display: 'block' }} />
        ) : (
          <Typography variant="h6">{t('storeName')}</Typography>
        )}
      </Box>
      <Stack spacing={2} sx={{ p: 2, bgcolor: dark ? '#1e1e1e' : '#fff', color: dark ? '#f5f5f5' : '#222' }}>
        <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1.5, bgcolor: 'transparent', color: 'inherit' }}>
          {on(appearance, 'display_menu_picture') && (
            <Box
              aria-label={t('picture')}
              role="img"
              sx={{
                width: 64,
                height: 64,
                flexShrink: 0,
                borderRadius: 1,
                bgcolor: 'action.hover',
                backgroundImage: item?.image ? `url(${JSON.stringify(item.image)})` : undefined,
                backgroundSize: 'cover',
              }}
            />
          )}
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{item?.name ?? t('sampleItem')}</Typography>
            {item && <Typography variant="body2">{money.format(item.price)}</Typography>}
            <PreviewItemFacts item={item} shown={shown} />
          </Box>
        </Paper>
        {on(pickUp, 'pick_up_accept_tip') && (
          <Box>
            <Typography variant="subtitle2">{t('tip')}</Typography>
            <Stack direction="row" spacing={1} data-testid="preview-tips" sx={{ flexWrap: 'wrap' }}>
              {tips.map((tip) => (
                <Chip
                  key={tip}
                  label={`${tip} %`}
                  color={tip === defaultTip ? 'primary' : 'default'}
                  variant={tip === defaultTip ? 'filled' : 'outlined'}
                  sx={{ color: tip === defaultTip ? undefined : 'inherit' }}
                />
              ))}
            </Stack>
          </Box>
        )}
        {on(fees, 'allow_service_fees') && fee !== null && (
          <Stack direction="row" data-testid="preview-fee" sx={{ justifyContent: 'space-between' }}>
            <Typography variant="body2">{t('serviceFee')}</Typography>
            <Typography variant="body2">{money.format(fee)}</Typography>
          </Stack>
        )}
        {kind === 'order' && (
          <>
            <NextSlot type="pickup" values={values} />
            <NextSlot type="delivery" values={values} />
          </>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * "Next pick-up slot: 12:45": the orders the API counts against the slot rule being typed (count,
 * length, ASAP or minimum notice), at the location's wall clock (issue 13 item 4).
 */
function NextSlot({ type, values }: { type: ThrottledType; values: FormValues }) {
  const t = useTranslations('settingsForm.preview');
  const clock = usePauseTime();
  const load = useQuery(slotLoadQuery(type)).data;
  if (!load) return null;
  const now = new Date(load.now);
  const slot = previewSlot(values, type, { now, taken: load.taken.map((at) => new Date(at)) });
  if (!slot) return null;
  return (
    <Typography variant="body2" data-testid={`preview-slot-${type}`}>
      {slot.at
        ? t(`nextSlot.${type}`, { time: clock(slot.at.toISOString(), now) })
        : t(`noFreeSlot.${type}`, { count: SLOT_HORIZON })}
    </Typography>
  );
}
